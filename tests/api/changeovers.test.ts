/**
 * /api/changeovers: the 30-day window, owner scope, search, status filter, days on bed, cycle damages and the
 * summary; keyset pages (decision 0175) and the cycle counts the database keeps on each changeover.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeovers, cleaningTeams, clients, linenActivities, linenCards, properties } from '@server/db/schema';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let noKanbanView: string;

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000);

let annaInTransit: string;
let annaReturned: string;
let benReturned: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_kanban_view', { kanban_view: false });
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  noKanbanView = (await userWithRole(t, 'nokv@provider.example', 'no_kanban_view')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = b.cookie;
  const db = t.deps.db;
  const [clientA] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const [clientB] = await db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id }).returning();
  const [cottage] = await db.insert(properties).values({ name: 'Anna Cottage', address: '1 Quay Street', clientId: clientA.id }).returning();
  const [loft] = await db.insert(properties).values({ name: 'Anna Loft', address: '2 Mill Lane', clientId: clientA.id }).returning();
  const [barn] = await db.insert(properties).values({ name: 'Ben Barn', address: '5 Farm Road', clientId: clientB.id }).returning();
  const [team] = await db.insert(cleaningTeams).values({ name: 'Sparkle Crew' }).returning();
  const [cardCottage] = await db.insert(linenCards).values({ propertyId: cottage.id, clientId: clientA.id, status: 'in_transit' }).returning();
  const [cardLoft] = await db.insert(linenCards).values({ propertyId: loft.id, clientId: clientA.id, status: 'on_beds' }).returning();
  const [cardBarn] = await db.insert(linenCards).values({ propertyId: barn.id, clientId: clientB.id, status: 'on_beds' }).returning();

  const insert = async (values: typeof changeovers.$inferInsert) => (await db.insert(changeovers).values(values).returning())[0].id;
  // Cottage: on beds 16 days 3 hours before collection two days ago; still in transit.
  annaInTransit = await insert({
    linenCardId: cardCottage.id,
    propertyId: cottage.id,
    clientId: clientA.id,
    cleaningTeamId: team.id,
    startedAt: ago(18, 3),
    collectedAt: ago(2),
    notes: 'Assigned to Sparkle Crew',
  });
  // Loft: collected ten days ago, returned eight days ago.
  annaReturned = await insert({
    linenCardId: cardLoft.id,
    propertyId: loft.id,
    clientId: clientA.id,
    startedAt: ago(24, 3),
    collectedAt: ago(10),
    returnedAt: ago(8),
    notes: 'Back door',
  });
  // Loft again, collected 40 days ago: outside the window.
  await insert({
    linenCardId: cardLoft.id,
    propertyId: loft.id,
    clientId: clientA.id,
    startedAt: ago(55),
    collectedAt: ago(40),
    returnedAt: ago(38),
  });
  benReturned = await insert({
    linenCardId: cardBarn.id,
    propertyId: barn.id,
    clientId: clientB.id,
    startedAt: ago(20),
    collectedAt: ago(5),
    returnedAt: ago(4),
  });

  const damage = (linenCardId: string, createdAt: Date, damagesCount: number, missingCount: number) =>
    db.insert(linenActivities).values({ linenCardId, createdAt, damagesCount, missingCount, quantity: damagesCount + missingCount });
  await damage(cardCottage.id, ago(1), 2, 1); // in transit: counts for the cottage's changeover
  await damage(cardCottage.id, ago(30), 5, 5); // before this cycle began: not counted
  await damage(cardLoft.id, ago(9), 1, 0); // between collection and return
  await damage(cardLoft.id, ago(3), 4, 4); // after the return: the next cycle's
  await damage(cardBarn.id, ago(4, 2), 0, 3); // between collection and return
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/changeovers${query}`, { cookie });
const ids = (res: Awaited<ReturnType<typeof list>>) => res.json.changeovers.map((r: { id: string }) => r.id);

describe('who sees which changeovers', () => {
  it('shows staff, couriers, managers and super admins every client within the last 30 days', async () => {
    for (const cookie of [admin, manager, staff, courier]) {
      const res = await list(cookie);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([annaInTransit, benReturned, annaReturned]);
    }
  });
  it('shows owners only their own', async () => {
    expect(ids(await list(ownerA))).toEqual([annaInTransit, annaReturned]);
    expect(ids(await list(ownerB))).toEqual([benReturned]);
    expect((await list(ownerB)).json.summary).toEqual({ total: 1, inTransit: 0, returned: 1, damages: 0, missing: 3 });
  });
  it('refuses callers without kanban_view (403) and the signed-out (401)', async () => {
    expect((await list(noKanbanView)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('rows and summary', () => {
  it('gives each row its names, date, days on bed, cycle damages and status', async () => {
    const res = await list(staff);
    const cottage = res.json.changeovers.find((r: { id: string }) => r.id === annaInTransit);
    expect(cottage).toMatchObject({
      propertyName: 'Anna Cottage',
      propertyAddress: '1 Quay Street',
      clientName: 'Anna Lets',
      cleaningTeamName: 'Sparkle Crew',
      daysOnBed: 16,
      damagesCount: 2,
      missingCount: 1,
      status: 'in_transit',
      notes: 'Assigned to Sparkle Crew',
    });
    expect(new Date(cottage.changeoverDate).getTime()).toBeCloseTo(ago(2).getTime(), -5);
    const loft = res.json.changeovers.find((r: { id: string }) => r.id === annaReturned);
    expect(loft).toMatchObject({ cleaningTeamName: null, daysOnBed: 14, damagesCount: 1, missingCount: 0, status: 'returned' });
    expect(res.json.summary).toEqual({ total: 3, inTransit: 1, returned: 2, damages: 3, missing: 4 });
  });

  it('filters by status on the server; the tiles stay those of the whole window', async () => {
    let res = await list(staff, '?status=in_transit');
    expect(ids(res)).toEqual([annaInTransit]);
    expect(res.json.summary.total).toBe(3);
    res = await list(staff, '?status=returned');
    expect(ids(res)).toEqual([benReturned, annaReturned]);
    res = await list(staff, '?status=all');
    expect(ids(res)).toHaveLength(3);
  });

  it('searches property, address, client, team and notes, case-insensitively', async () => {
    expect(ids(await list(staff, '?search=cottage'))).toEqual([annaInTransit]);
    expect(ids(await list(staff, '?search=MILL%20lane'))).toEqual([annaReturned]);
    expect(ids(await list(staff, '?search=ben%20hol'))).toEqual([benReturned]);
    expect(ids(await list(staff, '?search=sparkle'))).toEqual([annaInTransit]);
    expect(ids(await list(staff, '?search=back%20door'))).toEqual([annaReturned]);
    const none = await list(staff, '?search=nothing%20like%20this');
    expect(none.json).toEqual({ changeovers: [], summary: { total: 0, inTransit: 0, returned: 0, damages: 0, missing: 0 }, nextCursor: null });
    // An owner's search never reaches another owner's rows.
    expect(ids(await list(ownerA, '?search=barn'))).toEqual([]);
  });

  it('refuses an unknown status with a clear message', async () => {
    const res = await list(staff, '?status=lost');
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Status must be all, in_transit or returned');
  });
});

/** Every page of a query, `limit` rows at a time: the rows in order, each answer's summary and the number of pages. */
async function walk(cookie: string, query: string, limit: number) {
  const rows: { id: string; status: string; damagesCount: number; missingCount: number }[] = [];
  const summaries: unknown[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await list(cookie, `?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.json.changeovers.length).toBeLessThanOrEqual(limit);
    rows.push(...res.json.changeovers);
    summaries.push(res.json.summary);
    cursor = res.json.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { rows, summaries, pages };
}

describe('keyset pages', () => {
  let ties: string[];
  beforeAll(async () => {
    // Six changeovers of one client collected at the very same microsecond: only the id orders them.
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Tie Breakers Ltd', primaryEmail: 'tie@owner.example' }).returning();
    const [flat] = await db.insert(properties).values({ name: 'Tie Flat', clientId: client.id }).returning();
    const [card] = await db.insert(linenCards).values({ propertyId: flat.id, clientId: client.id, status: 'on_beds' }).returning();
    const at = ago(3);
    const rows = await db
      .insert(changeovers)
      .values(Array.from({ length: 6 }, (_, i) => ({ linenCardId: card.id, propertyId: flat.id, clientId: client.id, collectedAt: at, returnedAt: i % 2 ? ago(1) : null })))
      .returning({ id: changeovers.id });
    ties = rows.map((r) => r.id);
  });

  it('walks every row of the window exactly once, newest first, the tiles on the first page only', async () => {
    const whole = await list(staff, '?limit=100');
    expect(whole.json.nextCursor).toBeNull();
    const all = ids(whole);
    expect(all).toHaveLength(9);
    expect(all).toEqual(expect.arrayContaining([...ties, annaInTransit, benReturned, annaReturned]));
    for (const limit of [1, 2, 4]) {
      const { rows, summaries, pages } = await walk(staff, '', limit);
      expect(rows.map((r) => r.id)).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / limit));
      expect(summaries[0]).toEqual({ total: 9, inTransit: 4, returned: 5, damages: 3, missing: 4 });
      expect(summaries.slice(1).every((s) => s === null)).toBe(true);
    }
  });

  it('keeps the status filter and the search across pages, and the counts match the rows', async () => {
    const inTransit = await walk(staff, '&status=in_transit', 2);
    expect(inTransit.rows.every((r) => r.status === 'in_transit')).toBe(true);
    expect(inTransit.rows).toHaveLength((inTransit.summaries[0] as { inTransit: number }).inTransit);
    const returned = await walk(staff, '&status=returned', 2);
    expect(returned.rows.every((r) => r.status === 'returned')).toBe(true);
    expect(returned.rows).toHaveLength((returned.summaries[0] as { returned: number }).returned);
    const tie = await walk(staff, '&search=tie%20flat', 4);
    expect(tie.rows.map((r) => r.id).sort()).toEqual([...ties].sort());
    expect(tie.summaries[0]).toMatchObject({ total: 6, inTransit: 3, returned: 3 });
  });

  it('pages an owner through their own changeovers only', async () => {
    const { rows, summaries } = await walk(ownerA, '', 1);
    expect(rows.map((r) => r.id)).toEqual([annaInTransit, annaReturned]);
    expect(summaries[0]).toEqual({ total: 2, inTransit: 1, returned: 1, damages: 3, missing: 1 });
    // Another owner's cursor leads nowhere else: the scope is applied on every page.
    const first = await list(staff, '?limit=1');
    expect(ids(await list(ownerB, `?cursor=${first.json.nextCursor}`))).toEqual([benReturned]);
  });

  it('refuses a malformed cursor or limit with a clear message, never a 500', async () => {
    const bad = [
      'not a cursor!',
      Buffer.from(JSON.stringify(['yesterday', 'nobody'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-20T10:00:00.000000Z', annaReturned, 'extra'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-20T10:00:00Z', annaReturned])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-20T10:00:00.000000Z', "'; drop table changeovers; --"])).toString('base64url'),
      'x'.repeat(1001),
    ];
    for (const cursor of bad) {
      const res = await list(staff, `?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(422);
      expect(res.json.error.message).toBe(PAGE_LINK_INVALID);
    }
    expect((await list(staff, '?limit=0')).status).toBe(422);
    expect((await list(staff, '?limit=101')).status).toBe(422);
    expect((await list(staff, '?limit=many')).status).toBe(422);
  });
});

describe('cycle counts kept by the database (decision 0175)', () => {
  it('counts damages recorded before and during the cycle, stops at the return, and follows an undone return', async () => {
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Cycle Counts Ltd', primaryEmail: 'cycle@owner.example' }).returning();
    const [house] = await db.insert(properties).values({ name: 'Cycle House', clientId: client.id }).returning();
    const [card] = await db.insert(linenCards).values({ propertyId: house.id, clientId: client.id, status: 'in_transit' }).returning();
    const damage = async (createdAt: Date, damagesCount: number, missingCount: number) =>
      (await db.insert(linenActivities).values({ linenCardId: card.id, createdAt, damagesCount, missingCount, quantity: 1 }).returning())[0].id;
    const stored = async (id: string) => {
      const [row] = await db
        .select({ d: changeovers.cycleDamagesCount, m: changeovers.cycleMissingCount })
        .from(changeovers)
        .where(eq(changeovers.id, id));
      return [row.d, row.m];
    };
    await damage(ago(6), 1, 0); // on beds, in this cycle
    await damage(ago(20), 7, 7); // before the cycle began
    // Collected after those were recorded: the new row counts its cycle so far.
    const [co] = await db
      .insert(changeovers)
      .values({ linenCardId: card.id, propertyId: house.id, clientId: client.id, startedAt: ago(8), collectedAt: ago(2) })
      .returning({ id: changeovers.id });
    expect(await stored(co.id)).toEqual([1, 0]);
    const inTransit = await damage(ago(1), 2, 1); // in transit: this cycle's
    expect(await stored(co.id)).toEqual([3, 1]);
    // Returned before that last record: it belongs to the next cycle.
    await db.update(changeovers).set({ returnedAt: ago(1, 1) }).where(eq(changeovers.id, co.id));
    expect(await stored(co.id)).toEqual([1, 0]);
    await damage(new Date(), 4, 4); // after the return
    expect(await stored(co.id)).toEqual([1, 0]);
    // The return undone: in transit again, everything since the start counts.
    await db.update(changeovers).set({ returnedAt: null }).where(eq(changeovers.id, co.id));
    expect(await stored(co.id)).toEqual([7, 5]);
    await db.delete(linenActivities).where(eq(linenActivities.id, inTransit));
    expect(await stored(co.id)).toEqual([5, 4]);
    const res = await list(staff, '?search=cycle%20house');
    expect(res.json.changeovers).toMatchObject([{ id: co.id, damagesCount: 5, missingCount: 4 }]);
    expect(res.json.summary).toMatchObject({ total: 1, damages: 5, missing: 4 });
  });
});
