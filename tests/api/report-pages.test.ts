/**
 * The report tables a page at a time (decision 0173): the report gives the first page of each table and
 * a cursor; GET /api/reports/{turns,exceptions,damages}?cursor= gives the next. Walking the pages gives
 * every row exactly once in the table's order (properties sharing a name included), the same rows whether
 * the properties are walked by name or the range's rows are grouped, an owner only their own, and a
 * malformed cursor is refused as every bad input here (422 invalid_input, PAGE_LINK_INVALID), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeovers, clients, linenActivities, linenCards, properties } from '@server/db/schema';
import { damageRows, turnRows, type Days } from '@server/features/reports/reports.repo';
import { REPORT_PAGE_SIZE } from '@shared/domain/reports';
import { call, createTestApp, type TestApp, userWithRole } from './harness';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let staff: string;
let owner: string;
const RANGE = 'start=2026-03-01&end=2026-03-31';
const days: Days = { start: '2026-03-01', end: '2026-03-31', from: new Date('2026-03-01T00:00:00Z'), until: new Date('2026-04-01T00:00:00Z') };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await userWithRole(t, 'pages-staff@provider.example', 'staff')).cookie;
  const o = await userWithRole(t, 'pages-owner@owner.example', 'client');
  owner = o.cookie;
  const db = t.deps.db;
  const [mine] = await db.insert(clients).values({ name: 'Pages Own', primaryEmail: 'pages-owner@owner.example', userId: o.user.id }).returning();
  const [theirs] = await db.insert(clients).values({ name: 'Pages Other', primaryEmail: 'pages-other@owner.example' }).returning();
  // 130 properties (every tenth shares its name with the one before), turns and damage records in March,
  // a few with damage records only, a few with nothing in March; and current cards overdue on beds.
  const props = await db
    .insert(properties)
    .values(
      Array.from({ length: 130 }, (_, i) => ({
        name: `Page House ${String(i % 10 === 9 ? i - 1 : i).padStart(3, '0')}`,
        clientId: i % 4 === 0 ? mine.id : theirs.id,
      })),
    )
    .returning();
  const cards = await db
    .insert(linenCards)
    .values(props.map((p, i) => ({ propertyId: p.id, clientId: p.clientId!, status: 'on_beds' as const, onBedsSince: new Date(Date.now() - (20 + i) * DAY) })))
    .returning();
  const march = (i: number) => new Date(Date.UTC(2026, 2, 1 + (i % 30), 12));
  await db.insert(changeovers).values(
    cards.flatMap((c, i) =>
      i % 13 === 5 || i % 17 === 3
        ? []
        : Array.from({ length: 1 + (i % 3) }, (_, k) => ({ linenCardId: c.id, propertyId: c.propertyId, clientId: c.clientId, collectedAt: march(i + k) })),
    ),
  );
  await db.insert(linenActivities).values(
    cards.flatMap((c, i) =>
      i % 5 === 0 ? [] : [{ linenCardId: c.id, createdAt: march(i), damagesCount: i % 3, missingCount: 1, quantity: 2, notes: `note ${i % 4}` }],
    ),
  );
});
afterAll(() => t.close());

async function walk(cookie: string, kind: 'turns' | 'exceptions' | 'damages') {
  const first = await call(t, 'GET', `/api/reports?${RANGE}`, { cookie });
  expect(first.status).toBe(200);
  const rows: Record<string, unknown>[] = [...first.json[kind]];
  expect(rows.length).toBeLessThanOrEqual(REPORT_PAGE_SIZE);
  let next: string | null = first.json.next[kind];
  let pages = 1;
  while (next) {
    const page = await call(t, 'GET', `/api/reports/${kind}?${RANGE}&cursor=${encodeURIComponent(next)}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.json.rows.length).toBeGreaterThan(0);
    expect(page.json.rows.length).toBeLessThanOrEqual(REPORT_PAGE_SIZE);
    rows.push(...page.json.rows);
    next = page.json.next;
    pages++;
  }
  return { rows, pages, report: first.json };
}

const keyOf = (r: Record<string, unknown>) => String(r.propertyId ?? r.cardId);

describe('the report tables, a page at a time', () => {
  it('walk every turns and damages row once, in order, as the whole table has them, walked or grouped', async () => {
    for (const read of ['walk', 'range'] as const) {
      const all = await turnRows(t.deps.db, { all: true }, days, undefined, 10_000, read);
      const damages = await damageRows(t.deps.db, { all: true }, days, undefined, 10_000, read);
      expect(all.length).toBeGreaterThan(100);
      expect(damages.length).toBeGreaterThan(90);
      const turns = await walk(staff, 'turns');
      expect(turns.pages).toBeGreaterThanOrEqual(3);
      expect(turns.rows.map(keyOf)).toEqual(all.map((r) => r.propertyId));
      expect(turns.rows).toEqual(all.map(({ lastTurnDate, ...r }) => ({ ...r, lastTurnDate: lastTurnDate.toISOString() })));
      const walked = await walk(staff, 'damages');
      expect(walked.rows).toEqual(damages.map(({ lastUpdated, ...r }) => ({ ...r, lastUpdated: lastUpdated.toISOString() })));
      expect(turns.report.tiles.totalTurns).toBe(all.reduce((n, r) => n + r.turnCount, 0));
    }
  });

  it('walks the exceptions once each, as many as the tile counts', async () => {
    const { rows, pages, report } = await walk(staff, 'exceptions');
    expect(pages).toBe(3);
    expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
    expect(rows).toHaveLength(report.tiles.activeExceptions);
  });

  it('gives an owner only their own rows on every page', async () => {
    const turns = await walk(owner, 'turns');
    expect(turns.rows.length).toBeGreaterThan(20);
    expect(turns.rows.every((r) => r.clientName === 'Pages Own')).toBe(true);
    const exceptions = await walk(owner, 'exceptions');
    expect(exceptions.rows.every((r) => r.clientName === 'Pages Own')).toBe(true);
  });

  it('refuses a malformed cursor as bad input', async () => {
    const bad = [
      'not-base64-json',
      Buffer.from('["Page House", "not-a-uuid"]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ];
    for (const cursor of bad) {
      for (const kind of ['turns', 'damages', 'exceptions']) {
        const res = await call(t, 'GET', `/api/reports/${kind}?${RANGE}&cursor=${cursor}`, { cookie: staff });
        expect(res.status, `${kind} ${cursor}`).toBe(422);
        expect(res.json.error.message).toBe(PAGE_LINK_INVALID);
      }
    }
    const timeless = Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    expect((await call(t, 'GET', `/api/reports/exceptions?cursor=${timeless}`, { cookie: staff })).status).toBe(422);
  });
});
