/**
 * The board's paged reads (issue 21 item 2, decision 0172): counts and first pages, each column walked
 * page by page exactly once, the search and the exceptions as server filters, the changes since a
 * version, refused cursors and versions, and the owner's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { linenCards } from '@server/db/schema';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { BOARD_PAGE_SIZE, type TBoardChanges, type TBoardColumnCard, type TBoardPage } from '@shared/schemas/linen-board';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let w: LinenWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  const now = t.deps.now().getTime();
  // More than a page of New and On Beds cards for A, a few overdue ones, and B's own.
  for (let i = 0; i < BOARD_PAGE_SIZE + 7; i++) await w.card('new');
  for (let i = 0; i < BOARD_PAGE_SIZE + 2; i++) await w.card('on_beds', { onBedsSince: new Date(now - (i % 10) * DAY) });
  for (let i = 0; i < 3; i++) await w.card('changeover_due', { onBedsSince: new Date(now - (16 + i) * DAY) });
  for (let i = 0; i < 2; i++) await w.card('in_transit', { transitSince: new Date(now - 6 * DAY) });
  await w.card('in_transit', { transitSince: new Date(now - DAY) });
  for (let i = 0; i < 4; i++) await w.card('new', { owner: 'b' });
  await w.card('changeover_due', { owner: 'b', onBedsSince: new Date(now - 20 * DAY) });
}, 120_000);
afterAll(async () => t?.close());

const getBoard = async (cookie: string, query = '') => {
  const res = await call(t, 'GET', `/api/linen-cards/board${query}`, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as TBoardPage;
};

/** Every card of a column, following its cursors; fails on a repeated card. */
async function walk(cookie: string, board: TBoardPage, status: LinenStatus, extra = ''): Promise<TBoardColumnCard[]> {
  const cards = [...board.columns[status].cards];
  let next = board.columns[status].next;
  while (next) {
    const res = await call(t, 'GET', `/api/linen-cards/board/column?status=${status}&cursor=${encodeURIComponent(next)}${extra}`, { cookie });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.cards.length).toBeLessThanOrEqual(BOARD_PAGE_SIZE);
    cards.push(...res.json.cards);
    next = res.json.next;
  }
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  return cards;
}

async function idsInDb(status: LinenStatus, clientId?: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ id: linenCards.id })
    .from(linenCards)
    .where(and(eq(linenCards.status, status), eq(linenCards.archived, false), clientId ? eq(linenCards.clientId, clientId) : undefined));
  return rows.map((r) => r.id).sort();
}

describe('GET /api/linen-cards/board', () => {
  it("sends each column's count and first screenful, newest first, and the tiles' counts", async () => {
    const board = await getBoard(w.staff);
    for (const status of LINEN_STATUSES) {
      const inDb = await idsInDb(status);
      expect(board.totals[status]).toBe(inDb.length);
      expect(board.columns[status].count).toBe(inDb.length);
      expect(board.columns[status].cards.length).toBe(Math.min(inDb.length, BOARD_PAGE_SIZE));
      expect(board.columns[status].next === null).toBe(inDb.length <= BOARD_PAGE_SIZE);
      const made = board.columns[status].cards.map((c) => c.createdAt);
      expect(made).toEqual([...made].sort().reverse());
      expect(board.columns[status].cards.every((c) => c.status === status)).toBe(true);
    }
    expect(board.overdue).toEqual({ new: 0, on_beds: 0, changeover_due: 4, in_transit: 2 });
    expect(board.exceptions).toEqual({ all: LINEN_STATUSES.reduce((n, s) => n + board.totals[s], 0), over14: 4, transit4: 2 });
    expect(board.exception).toBe('all');
    // Only what a tile shows.
    expect(Object.keys(board.columns.new.cards[0]).sort()).toEqual(
      [
        'clientName',
        'createdAt',
        'cleaningTeamName',
        'damagesCount',
        'daysInTransit',
        'daysOnBeds',
        'id',
        'missingCount',
        'overBeds',
        'overTransit',
        'pendingChargesPence',
        'propertyId',
        'propertyName',
        'serviceRequestedFor',
        'status',
      ].sort(),
    );
  });

  it('walks every column page by page, each card exactly once', async () => {
    const board = await getBoard(w.staff);
    for (const status of LINEN_STATUSES) {
      const cards = await walk(w.staff, board, status);
      expect(cards.map((c) => c.id).sort()).toEqual(await idsInDb(status));
      expect(cards.length).toBe(board.columns[status].count);
    }
  });

  it('shows an owner only their own cards, in the counts and the pages', async () => {
    const board = await getBoard(w.ownerB);
    expect(board.totals).toEqual({ new: 4, on_beds: 0, changeover_due: 1, in_transit: 0 });
    expect(board.overdue.changeover_due).toBe(1);
    for (const status of LINEN_STATUSES) {
      expect((await walk(w.ownerB, board, status)).map((c) => c.id).sort()).toEqual(await idsInDb(status, w.clientB));
    }
    const a = await getBoard(w.ownerA);
    expect(a.totals.new).toBe((await idsInDb('new', w.clientA)).length);
    expect(a.exceptions.over14).toBe(3);
  });

  it('searches on the server: property or client name, counts and pages under the search', async () => {
    const byClient = await getBoard(w.staff, '?search=ben%20holi');
    expect(byClient.columns.new.count).toBe(4);
    expect(byClient.columns.new.cards.every((c) => c.clientName === 'Ben Holidays')).toBe(true);
    expect(byClient.exceptions).toEqual({ all: 5, over14: 1, transit4: 0 });
    // The tiles keep counting every card.
    expect(byClient.totals.new).toBe((await idsInDb('new')).length);
    const name = byClient.columns.new.cards[0].propertyName;
    const one = await getBoard(w.staff, `?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(one.columns.new.cards.map((c) => c.propertyName)).toEqual([name]);
    expect((await getBoard(w.staff, '?search=%25')).exceptions.all).toBe(0);
  });

  it('filters by an exception on the server, across pages; a pill with no cards filters nothing', async () => {
    const over = await getBoard(w.staff, '?exception=over14');
    expect(over.exception).toBe('over14');
    expect(over.columns).toMatchObject({ new: { count: 0 }, on_beds: { count: 0 }, changeover_due: { count: 4 }, in_transit: { count: 0 } });
    expect(over.columns.changeover_due.cards.every((c) => c.overBeds)).toBe(true);
    const transit = await getBoard(w.staff, '?exception=transit4');
    expect(transit.columns.in_transit.cards).toHaveLength(2);
    expect(transit.columns.in_transit.cards.every((c) => c.overTransit)).toBe(true);
    // Ben has nothing in transit: the pill is empty and the columns are unfiltered.
    const empty = await getBoard(w.staff, '?search=ben%20holidays&exception=transit4');
    expect(empty.exception).toBe('all');
    expect(empty.columns.new.count).toBe(4);
    // Pages of a filtered column hold the filter.
    const newOnly = await getBoard(w.staff, '?search=linen%20flat');
    const all = await walk(w.staff, newOnly, 'new', '&search=linen%20flat');
    expect(all.length).toBe(newOnly.columns.new.count);
  });

  it('refuses a malformed cursor, status or version, changing nothing', async () => {
    for (const cursor of ['nope', Buffer.from('2026-01-01|x').toString('base64url'), Buffer.from(JSON.stringify(['2026-01-01', 'x'])).toString('base64url'), Buffer.from(JSON.stringify(['a', 'b', 'c'])).toString('base64url')]) {
      const res = await call(t, 'GET', `/api/linen-cards/board/column?status=new&cursor=${cursor}`, { cookie: w.staff });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(PAGE_LINK_INVALID);
    }
    expect((await call(t, 'GET', '/api/linen-cards/board/column?status=lost&cursor=x', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-cards/board/column?status=new', { cookie: w.staff })).status).toBe(422);
    expect((await call(t, 'GET', '/api/linen-cards/board?exception=late', { cookie: w.staff })).status).toBe(422);
    const since = await call(t, 'GET', '/api/linen-cards/board/changes?since=bm9wZQ', { cookie: w.staff });
    expect(since.status).toBe(422);
    expect(since.json.error.message).toBe('Invalid version');
    expect((await call(t, 'GET', '/api/linen-cards/board', { cookie: w.noView })).status).toBe(403);
    expect((await call(t, 'GET', '/api/linen-cards/board/changes?since=x')).status).toBe(401);
  });
});

describe('GET /api/linen-cards/board/changes', () => {
  const changes = async (cookie: string, since: string, query = '') => {
    const res = await call(t, 'GET', `/api/linen-cards/board/changes?since=${encodeURIComponent(since)}${query}`, { cookie });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as TBoardChanges;
  };

  it('answers nothing when nothing changed, then the cards moved, made and removed since, with new counts', async () => {
    const board = await getBoard(w.staff);
    const quiet = await changes(w.staff, board.version);
    expect(quiet).toEqual({ version: board.version, reset: false, cards: [], removed: [], counts: null });

    const annas = board.columns.new.cards.filter((c) => c.clientName === 'Anna Lets');
    const moved = annas[3];
    expect((await call(t, 'POST', `/api/linen-cards/${moved.id}/deliver`, { cookie: w.manager })).status).toBe(200);
    const propertyId = await w.property();
    const made = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId, status: 'on_beds' } });
    expect(made.status).toBe(201);
    // Removed with history (the deliver): archived, so the feed can tell.
    const gone = annas[5];
    await call(t, 'POST', `/api/linen-cards/${gone.id}/deliver`, { cookie: w.manager });
    expect((await call(t, 'DELETE', `/api/linen-cards/${gone.id}`, { cookie: w.manager })).json.outcome).toBe('archived');

    const delta = await changes(w.staff, board.version);
    expect(delta.reset).toBe(false);
    expect(delta.version).not.toBe(board.version);
    expect(delta.cards.find((c) => c.id === moved.id)).toMatchObject({ status: 'on_beds', daysOnBeds: 0 });
    expect(delta.cards.find((c) => c.id === made.json.card.id)).toMatchObject({ status: 'on_beds' });
    expect(delta.removed).toEqual([gone.id]);
    expect(delta.counts!.totals).toEqual({
      ...board.totals,
      new: board.totals.new - 2,
      on_beds: board.totals.on_beds + 2,
    });
    // Asked again from the new version: nothing.
    expect((await changes(w.staff, delta.version)).counts).toBeNull();

    // Under a search, a changed card that no longer matches is removed; one that matches comes.
    const other = await changes(w.staff, board.version, '&search=ben%20holidays');
    expect(other.cards).toEqual([]);
    expect(other.removed.sort()).toEqual([moved.id, made.json.card.id, gone.id].sort());
    expect(other.counts!.exceptions.all).toBe(5);
  });

  it("asks for the board again when it cannot tell: a card deleted, or a card that left an owner's scope", async () => {
    const board = await getBoard(w.staff);
    const propertyId = await w.property();
    const made = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } });
    const between = await getBoard(w.staff);
    expect((await call(t, 'DELETE', `/api/linen-cards/${made.json.card.id}`, { cookie: w.manager })).json.outcome).toBe('deleted');
    expect((await changes(w.staff, between.version)).reset).toBe(true);
    // From before the create, the create and delete cancel out in the count, and the feed has no row of
    // either: nothing to patch, and the version moves on.
    expect((await changes(w.staff, board.version)).reset).toBe(false);
  });

  it("sends an owner only their own cards' changes", async () => {
    const a = await getBoard(w.ownerA);
    const b = await getBoard(w.ownerB);
    const bCard = b.columns.new.cards[0];
    await call(t, 'POST', `/api/linen-cards/${bCard.id}/deliver`, { cookie: w.manager });
    expect(await changes(w.ownerA, a.version)).toMatchObject({ reset: false, cards: [], counts: null });
    const mine = await changes(w.ownerB, b.version);
    expect(mine.cards.map((c) => c.id)).toEqual([bCard.id]);
    expect(mine.counts!.totals).toEqual({ new: 3, on_beds: 1, changeover_due: 1, in_transit: 0 });
  });
});
