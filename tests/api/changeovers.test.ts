/** /api/changeovers: the 30-day window, owner scope, search, status filter, days on bed, cycle damages and the summary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeovers, cleaningTeams, clients, linenActivities, linenCards, properties } from '@server/db/schema';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';

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
    expect(none.json).toEqual({ changeovers: [], summary: { total: 0, inTransit: 0, returned: 0, damages: 0, missing: 0 } });
    // An owner's search never reaches another owner's rows.
    expect(ids(await list(ownerA, '?search=barn'))).toEqual([]);
  });

  it('refuses an unknown status with a clear message', async () => {
    const res = await list(staff, '?status=lost');
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Status must be all, in_transit or returned');
  });
});
