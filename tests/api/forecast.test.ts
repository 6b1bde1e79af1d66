/**
 * Stock → Forecast (issue 24 items 2 and 3; decision 0197): who may read the forecast, its CSV and the par
 * levels (managers, admins and super admins; owners, even of the properties counted, couriers and staff
 * refused); the forecast read from requests and bookings not yet turned into requests; the par table; and
 * /api/stock's par from the sum of the properties' pars, as the hourly refresh kept it (issue 21).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, changeovers, clients, linenCards, linenRequests, properties, propertyStock, stockItemPars, stockItems } from '@server/db/schema';
import { refreshStockPars } from '@server/features/forecast';
import { withStockParsLock } from '@server/features/forecast/stock-pars.repo';
import { emptyLinenInventory } from '@shared/domain/properties';
import { call, createTestApp, type TestApp, userWithRole } from './harness';
import { londonDay, pendingRequest } from './request-fixture';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let courier: string;
let owner: string;
let ownerB: string;
let cottage: string;
let barn: string;
let coversDouble: string;
let bathTowel: string;

const DAY_MS = 86_400_000;

function inventory(size: 'double' | 'king', sets: number, packs: number) {
  const inv = emptyLinenInventory();
  inv.covers[size] = sets;
  inv.sheets[size] = sets;
  inv.pillowcases[size] = 2 * sets;
  inv.towels.bath_towels = packs;
  inv.towels.hand_towels = packs;
  return inv;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  owner = a.cookie;
  ownerB = b.cookie;
  const db = t.deps.db;
  const item = async (values: typeof stockItems.$inferInsert) => (await db.insert(stockItems).values(values).returning())[0].id;
  coversDouble = await item({ category: 'covers', type: 'Duvet Cover', size: 'double', onShelf: 1 });
  const sheetsDouble = await item({ category: 'sheets', type: 'Flat Sheet', size: 'Double', onShelf: 1 });
  bathTowel = await item({ category: 'towels', type: 'Bath Towel', size: '', onShelf: 3 });
  const handTowel = await item({ category: 'towels', type: 'Hand Towel', size: '', onShelf: 3 });

  const [clientA] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const [clientB] = await db.insert(clients).values({ name: 'Ben Stays', primaryEmail: 'ben@owner.example', userId: b.user.id }).returning();
  const property = async (name: string, clientId: string, linenInventory: ReturnType<typeof inventory>, archived = false) =>
    (await db.insert(properties).values({ name, address: '1 Quay Street', clientId, linenInventory, defaultBedConfig: 2, archived }).returning())[0]
      .id;
  // Anna Cottage: 2 double sets and 2 towel packs a changeover. Ben Barn: 1 king set, 1 pack; in transit since yesterday.
  cottage = await property('Anna Cottage', clientA.id, inventory('double', 2, 2));
  barn = await property('Ben Barn', clientB.id, inventory('king', 1, 1));
  const gone = await property('Anna Old House', clientA.id, inventory('double', 5, 5), true);
  const now = t.deps.now();
  const [card] = await db.insert(linenCards).values({ propertyId: cottage, clientId: clientA.id, status: 'on_beds' }).returning();
  await db
    .insert(linenCards)
    .values({ propertyId: barn, clientId: clientB.id, status: 'in_transit', transitSince: new Date(now.getTime() - DAY_MS) });

  // Day 0: a pending request and the booking it stands for (one changeover); day 2: an accepted request.
  await pendingRequest(t, cottage, londonDay(t, 0));
  const accepted = await pendingRequest(t, cottage, londonDay(t, 2));
  await db.update(linenRequests).set({ status: 'accepted', acceptedAt: now }).where(eq(linenRequests.id, accepted));
  const stay = (propertyId: string, uid: string, checkOut: number, cancelled = false) => ({
    propertyId,
    uid,
    source: 'ical' as const,
    checkIn: londonDay(t, checkOut - 3),
    checkOut: londonDay(t, checkOut),
    cancelled,
  });
  await db.insert(bookings).values([
    stay(cottage, 'stay-1', 0),
    stay(barn, 'stay-2', 1),
    stay(barn, 'stay-3', 2, true), // cancelled
    stay(barn, 'stay-4', 5), // turned into a request (declined): not counted again
    stay(gone, 'stay-5', 0), // an archived property
    stay(cottage, 'stay-6', 14), // after the 14 days
  ]);
  const declined = await pendingRequest(t, barn, londonDay(t, 5));
  await db.update(linenRequests).set({ status: 'declined', bookingUid: 'stay-4', declinedAt: now }).where(eq(linenRequests.id, declined));

  // The cottage: 16 changeovers in the last 8 weeks (2 a week: par 4 sets) and one older; it holds 5 double sets, 4 packs.
  const collected = (daysAgo: number) => ({
    linenCardId: card.id,
    propertyId: cottage,
    clientId: clientA.id,
    collectedAt: new Date(now.getTime() - daysAgo * DAY_MS),
  });
  await db.insert(changeovers).values([...Array.from({ length: 16 }, (_, i) => collected(1 + i * 3)), collected(60)]);
  await db.insert(propertyStock).values([
    { propertyId: cottage, stockItemId: coversDouble, quantity: 5 },
    { propertyId: cottage, stockItemId: sheetsDouble, quantity: 6 },
    { propertyId: cottage, stockItemId: bathTowel, quantity: 4 },
    { propertyId: cottage, stockItemId: handTowel, quantity: 4 },
  ]);
});
afterAll(() => t.close());

const get = (path: string, cookie?: string) => call(t, 'GET', path, { cookie });
const PATHS = ['/api/stock/forecast', '/api/stock/forecast.csv', '/api/stock/par-levels'];

describe('who may read the forecast and the par levels', () => {
  it('answers super admins and managers; owners (even of the properties counted), staff and couriers 403; the signed-out 401', async () => {
    for (const path of PATHS) {
      expect((await get(path, admin)).status).toBe(200);
      expect((await get(path, manager)).status).toBe(200);
      for (const cookie of [owner, ownerB, staff, courier]) expect((await get(path, cookie)).status).toBe(403);
      expect((await get(path)).status).toBe(401);
    }
  });

  it('a second owner gets nothing of the first’s, searched by name or not', async () => {
    for (const path of ['/api/stock/par-levels?search=anna', '/api/stock/forecast']) {
      const res = await get(path, ownerB);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.json)).not.toMatch(/Anna|Cottage/);
    }
  });
});

describe('GET /api/stock/forecast', () => {
  it('counts requests and the bookings not yet turned into requests, one changeover per property and day', async () => {
    const { json } = await get('/api/stock/forecast', manager);
    expect(json.today).toBe(londonDay(t, 0));
    expect(json.days).toHaveLength(14);
    expect(json.days.map((d: { changeovers: number }) => d.changeovers)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(json.days[0].bySource).toEqual({ accepted: 0, pending: 1, booking: 0 });
    expect(json.days[1].bySource).toEqual({ accepted: 0, pending: 0, booking: 1 });
    expect(json.days[2].bySource).toEqual({ accepted: 1, pending: 0, booking: 0 });
    expect(json.days[0].need).toEqual({ single: 0, double: 2, king: 0, superking: 0, towels: 2 });
    expect(json.days[1].need).toEqual({ single: 0, double: 0, king: 1, superking: 0, towels: 1 });
  });

  it('flags the days whose need exceeds the shelf plus the sets due back', async () => {
    const { json } = await get('/api/stock/forecast', admin);
    expect(json.shelf).toEqual({ single: 0, double: 1, king: 0, superking: 0, towels: 3 });
    expect(json.days.slice(0, 4).map((d: { flagged: boolean }) => d.flagged)).toEqual([true, true, true, false]);
    expect(json.flaggedDays).toBe(3);
    expect(json.days[0].short).toEqual({ single: 0, double: 1, king: 0, superking: 0, towels: 0 });
    expect(json.days[1].short).toEqual({ single: 0, double: 0, king: 1, superking: 0, towels: 0 });
    expect(json.days[2].short).toEqual({ single: 0, double: 2, king: 0, superking: 0, towels: 2 });
    // The barn's king set, in transit since yesterday, is back 4 days after it left.
    expect(json.days[3].dueBack).toMatchObject({ king: 1, towels: 1 });
    expect(json.turnaroundDays).toBe(4);
    expect(json.propertiesWithoutInventory).toBe(0);
  });

  it('exports the same days as CSV', async () => {
    const res = await t.app.request('http://localhost:3000/api/stock/forecast.csv', {
      headers: { cookie: manager, origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`linen_forecast_${londonDay(t, 0)}_to_${londonDay(t, 13)}.csv`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(15);
    expect(lines[0]).toMatch(/^Day,Changeovers,From accepted requests,From pending requests,From bookings,Single sets needed,/);
    expect(lines[1]).toBe(`${londonDay(t, 0)},1,0,1,0,0,0,0,2,1,1,0,0,0,0,0,0,2,3,0,Yes`);
    expect(lines[4]).toMatch(new RegExp(`^${londonDay(t, 3)},0,.*,No$`));
  });
});

describe('GET /api/stock/par-levels', () => {
  it('sets each property its par (never below 3) beside what it holds, with the shortfall', async () => {
    const { json } = await get('/api/stock/par-levels', manager);
    expect(json.total).toBe(2);
    expect(json.rows.map((r: { name: string }) => r.name)).toEqual(['Anna Cottage', 'Ben Barn']);
    expect(json.rows[0]).toMatchObject({
      clientName: 'Anna Lets',
      changeovers: 16,
      perWeek: 2,
      parSets: 4,
      parBedSets: 8,
      heldBedSets: 5,
      shortBedSets: 3,
      parTowelPacks: 8,
      heldTowelPacks: 4,
      shortTowelPacks: 4,
    });
    expect(json.rows[1]).toMatchObject({ changeovers: 0, perWeek: 0, parSets: 3, par: { king: 3, towels: 3 }, heldBedSets: 0, shortBedSets: 3 });
  });

  it('pages by name and searches', async () => {
    const page = await get('/api/stock/par-levels?offset=1&limit=1', admin);
    expect(page.json).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(page.json.rows.map((r: { propertyId: string }) => r.propertyId)).toEqual([barn]);
    const search = await get('/api/stock/par-levels?search=COTT', admin);
    expect(search.json.rows.map((r: { propertyId: string }) => r.propertyId)).toEqual([cottage]);
  });

  it('refuses a bad page with the reason', async () => {
    const res = await get('/api/stock/par-levels?limit=500', admin);
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Limit must be at most 100');
  });
});

describe('GET /api/stock?par=properties', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of a test response
  const row = (json: any, id: string) => json.rows.find((r: { key: string }) => r.key === id);
  const kept = () => t.deps.db.select().from(stockItemPars);

  it('keeps the spec’s 3 × on beds by default and may use the sum of the properties’ pars, worked out on the first read', async () => {
    const spec = await get('/api/stock', admin);
    expect(row(spec.json, coversDouble)).toMatchObject({ onBeds: 5, par: 15, needToOrder: 9 });
    expect(spec.json.parComputedAt).toBeNull();
    // A fresh database: nothing kept yet, so the first read works the sums out (and keeps them).
    expect(await kept()).toEqual([]);
    const pars = await get('/api/stock?par=properties', admin);
    // The cottage's par of 4 sets × 2 double covers; the barn has none.
    expect(row(pars.json, coversDouble)).toMatchObject({ par: 8, needToOrder: 2 });
    // Bath towels: 4 × 2 (cottage) + 3 × 1 (barn).
    expect(row(pars.json, bathTowel)).toMatchObject({ par: 11 });
    const rows = await kept();
    expect(rows.map((r) => r.stockItemId).sort()).toEqual(pars.json.items.map((i: { id: string }) => i.id).sort());
    expect(pars.json.parComputedAt).toBe(rows[0].computedAt.toISOString());
    expect((await get('/api/stock?par=other', admin)).json.error.message).toBe('Par must be spec or properties');
  });

  it('reads the kept sums: a property’s change shows once the refresh has run, an item added since is worked out on read', async () => {
    await refreshStockPars(t.deps);
    const before = (await get('/api/stock?par=properties', admin)).json;
    await t.deps.db.update(properties).set({ linenInventory: inventory('double', 3, 2) }).where(eq(properties.id, cottage));
    onTestFinished(async () => {
      await t.deps.db.update(properties).set({ linenInventory: inventory('double', 2, 2) }).where(eq(properties.id, cottage));
    });
    const stale = (await get('/api/stock?par=properties', admin)).json;
    expect(row(stale, coversDouble).par).toBe(8);
    expect(stale.parComputedAt).toBe(before.parComputedAt);
    const refreshed = await refreshStockPars(t.deps);
    expect(refreshed).not.toBeNull();
    const fresh = (await get('/api/stock?par=properties', admin)).json;
    expect(row(fresh, coversDouble).par).toBe(12); // 4 sets × 3 double covers
    expect(fresh.parComputedAt).toBe(refreshed!.computedAt.toISOString());

    // A king cover added after the refresh: the read works the sums out again (the barn's 3 sets × 1 king).
    const [king] = await t.deps.db.insert(stockItems).values({ category: 'covers', type: 'Duvet Cover', size: 'king', onShelf: 0 }).returning();
    onTestFinished(async () => {
      await t.deps.db.delete(stockItems).where(eq(stockItems.id, king.id));
    });
    expect(row((await get('/api/stock?par=properties', admin)).json, king.id).par).toBe(3);
  });

  it('two refreshes at once keep one consistent set of sums', async () => {
    const results = await Promise.all([refreshStockPars(t.deps), refreshStockPars(t.deps)]);
    const done = results.filter((r) => r !== null);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const rows = await kept();
    expect(new Set(rows.map((r) => r.stockItemId)).size).toBe(rows.length);
    const at = new Set(rows.map((r) => r.computedAt.getTime()));
    expect(at.size).toBe(1);
    expect(done.map((r) => r!.computedAt.getTime())).toContain([...at][0]);
    expect(rows.find((r) => r.stockItemId === coversDouble)?.par).toBe(8);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('the job skips while another instance refreshes; the first read waits for it (PostgreSQL)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Another instance's refresh under way: the lock held in a transaction of its own.
    const other = withStockParsLock(t.deps.db, true, async () => {
      locked();
      await held;
    });
    await lockTaken;
    const before = await kept();
    expect(await refreshStockPars(t.deps)).toBeNull();
    expect(await kept()).toEqual(before);
    let waited = false;
    const waiting = refreshStockPars(t.deps, { wait: true }).then((r) => ((waited = true), r));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waited).toBe(false);
    release();
    await other;
    expect(await waiting).not.toBeNull();
  });
});
