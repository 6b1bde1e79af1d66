/**
 * Issue 24 item 4, decision 0199: the day's round. GET /api/rounds/:day lists the day's stops (collections
 * due, deliveries of new cards, returns, accepted requests) with the window from the property's bookings,
 * ordered by postcode district without coordinates and by the drive with them, from the business's postcode;
 * PUT saves staff's order on an optimistic version; the courier's lists follow today's saved order. Movers
 * see a round, staff and up reorder it, owners (this one's or another's) are refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, linenCards, linenRequests, postcodePoints, properties, roundOrders } from '@server/db/schema';
import { ROUND_MESSAGES, stopKey } from '@shared/domain/round-stops';
import type { TDayRound } from '@shared/schemas/rounds';
import { HARBOUR_LINEN } from './business-details-fixture';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';
import { londonDay, pendingRequest } from './request-fixture';

let t: TestApp;
let w: LinenWorld;
let today: string;
let tomorrow: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  today = londonDay(t, 0);
  tomorrow = londonDay(t, 1);
});
afterAll(async () => t?.close());

const getRound = async (day: string, cookie = w.staff) => {
  const res = await call(t, 'GET', `/api/rounds/${day}`, { cookie });
  expect(res.status).toBe(200);
  return res.json as TDayRound;
};
const putRound = (day: string, body: unknown, cookie = w.staff) => call(t, 'PUT', `/api/rounds/${day}`, { cookie, body });

/** A card in `status` at a property whose address ends in `postcode`. */
async function cardAt(status: Parameters<LinenWorld['card']>[0], postcode: string, owner: 'a' | 'b' = 'a') {
  const id = await w.card(status, { owner });
  const { propertyId } = await cardRow(t, id);
  await t.deps.db
    .update(properties)
    .set({ address: `1 Round Street\nStockton\n${postcode}` })
    .where(eq(properties.id, propertyId));
  return { id, propertyId };
}

async function booking(
  propertyId: string,
  b: { checkIn: string; checkOut: string; checkInTime?: string; checkOutTime?: string; cancelled?: boolean },
) {
  await t.deps.db.insert(bookings).values({ propertyId, uid: randomUUID(), source: 'ical', guests: 2, checkInTime: null, checkOutTime: null, ...b });
}

async function acceptedRequest(propertyId: string, day: string) {
  const id = await pendingRequest(t, propertyId, day);
  await t.deps.db.update(linenRequests).set({ status: 'accepted', acceptedAt: t.deps.now() }).where(eq(linenRequests.id, id));
  return id;
}

const keysOf = (round: TDayRound, only: readonly string[]) => round.stops.map((s) => s.key).filter((k) => only.includes(k));

describe('GET /api/rounds/:day: the stops of a day', () => {
  it('lists collections due, deliveries, returns and accepted requests, with windows from the bookings, in postcode district order', async () => {
    const collect = await cardAt('changeover_due', 'TS18 1AA');
    const deliver = await cardAt('new', 'TS2 1AB');
    const back = await cardAt('in_transit', 'TS10 4QQ', 'b');
    const leaving = await cardAt('on_beds', 'DL1 5AA');
    const staying = await cardAt('on_beds', 'DL1 5AB');
    const requested = await cardAt('on_beds', 'TS5 6XY');
    const requestId = await acceptedRequest(requested.propertyId, tomorrow);
    const otherDay = await acceptedRequest(requested.propertyId, londonDay(t, 3));
    await booking(leaving.propertyId, { checkIn: today, checkOut: tomorrow, checkOutTime: '11:00' });
    await booking(leaving.propertyId, { checkIn: tomorrow, checkOut: londonDay(t, 4) });
    await booking(staying.propertyId, { checkIn: today, checkOut: londonDay(t, 3) });
    await booking(collect.propertyId, { checkIn: tomorrow, checkOut: londonDay(t, 2), checkInTime: '15:00', cancelled: true });

    const round = await getRound(tomorrow);
    const mine = [
      stopKey('collect', collect.id),
      stopKey('deliver', deliver.id),
      stopKey('return', back.id),
      stopKey('collect', leaving.id),
      stopKey('request', requestId),
    ];
    // District order: DL before TS, TS2 before TS5 before TS10 before TS18.
    expect(keysOf(round, mine)).toEqual([
      stopKey('collect', leaving.id),
      stopKey('deliver', deliver.id),
      stopKey('request', requestId),
      stopKey('return', back.id),
      stopKey('collect', collect.id),
    ]);
    const keys = round.stops.map((s) => s.key);
    expect(keys).not.toContain(stopKey('collect', staying.id));
    expect(keys).not.toContain(stopKey('request', otherDay));
    expect(round).toMatchObject({ day: tomorrow, method: 'district', km: null, version: 0 });

    const byKey = new Map(round.stops.map((s) => [s.key, s]));
    expect(byKey.get(stopKey('collect', leaving.id))).toMatchObject({
      kind: 'collect',
      postcode: 'DL1 5AA',
      window: { from: 660, to: 960 },
      windowText: '11:00–16:00',
      late: false,
    });
    // A cancelled booking makes no window.
    expect(byKey.get(stopKey('collect', collect.id))).toMatchObject({ window: null, windowText: 'any time' });
    expect(byKey.get(stopKey('request', requestId))).toMatchObject({ kind: 'request', requestId, cardId: null, postcode: 'TS5 6XY' });
    // Each leg opens in Maps from the stop before.
    const i = keys.indexOf(stopKey('deliver', deliver.id));
    expect(round.stops[i].mapUrl).toBe(
      `https://www.google.com/maps/dir/?api=1&origin=${encodeURIComponent(round.stops[i - 1].postcode!).replace('%20', '+')}&destination=TS2+1AB&travelmode=driving`,
    );
  });

  it('orders by the drive from the business’s postcode once postcode points are imported', async () => {
    const res = await call(t, 'PUT', '/api/business-details', {
      cookie: w.admin,
      body: { ...HARBOUR_LINEN, address: '1 Quay Street\nMiddlesbrough\nTS1 1AA' },
    });
    expect(res.status).toBe(200);
    const far = await cardAt('new', 'TS27 4AA');
    const near = await cardAt('new', 'TS3 6AA');
    await t.deps.db.insert(postcodePoints).values([
      { postcode: 'TS11AA', lat: 54.574, lng: -1.235 },
      { postcode: 'TS36AA', lat: 54.56, lng: -1.2 },
      { postcode: 'TS274AA', lat: 54.7, lng: -1.25 },
    ]);
    const round = await getRound(tomorrow);
    expect(round.method).toBe('drive');
    expect(round.start).toBe('TS1 1AA');
    expect(round.km).toBeGreaterThan(0);
    expect(keysOf(round, [stopKey('deliver', far.id), stopKey('deliver', near.id)])).toEqual([
      stopKey('deliver', near.id),
      stopKey('deliver', far.id),
    ]);
    expect(round.stops[0].mapUrl).toContain('origin=TS1+1AA');
    await t.deps.db.delete(postcodePoints);
  });

  it('refuses a past day, a day too far ahead and a day that does not exist, changing nothing', async () => {
    for (const [day, message] of [
      [londonDay(t, -1), ROUND_MESSAGES.pastDay],
      [londonDay(t, 15), ROUND_MESSAGES.farDay],
      ['2026-02-30', ROUND_MESSAGES.badDay],
      ['tomorrow', ROUND_MESSAGES.badDay],
    ]) {
      const res = await call(t, 'GET', `/api/rounds/${day}`, { cookie: w.staff });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
      expect((await putRound(day, { keys: [], version: 0 })).status).toBe(422);
    }
    expect(await t.deps.db.select().from(roundOrders)).toEqual([]);
  });
});

describe('who sees and reorders a round', () => {
  it('lets movers see it, staff and up reorder it, and refuses owners, this one’s or another’s', async () => {
    const day = londonDay(t, 5);
    for (const cookie of [w.courier, w.staff, w.manager, w.admin]) expect((await call(t, 'GET', `/api/rounds/${day}`, { cookie })).status).toBe(200);
    for (const cookie of [w.ownerA, w.ownerB, w.noMove]) expect((await call(t, 'GET', `/api/rounds/${day}`, { cookie })).status).toBe(403);
    expect((await call(t, 'GET', `/api/rounds/${day}`)).status).toBe(401);

    const keys = (await getRound(day)).stops.map((s) => s.key).reverse();
    for (const cookie of [w.courier, w.ownerA, w.ownerB]) expect((await putRound(day, { keys, version: 0 }, cookie)).status).toBe(403);
    let version = 0;
    for (const cookie of [w.staff, w.manager, w.admin]) {
      const res = await putRound(day, { keys, version }, cookie);
      expect(res.status).toBe(200);
      version = res.json.version;
    }
    expect(version).toBe(3);
  });
});

describe('PUT /api/rounds/:day: staff’s order', () => {
  it('saves the order, then keeps it with new stops after it and gone ones left out', async () => {
    const day = londonDay(t, 2);
    const a = await cardAt('new', 'TS1 2AA');
    const b = await cardAt('new', 'TS1 2AB');
    const before = await getRound(day);
    const order = [
      stopKey('deliver', b.id),
      stopKey('deliver', a.id),
      ...before.stops.map((s) => s.key).filter((k) => !k.endsWith(a.id) && !k.endsWith(b.id)),
    ];
    const res = await putRound(day, { keys: order, version: 0 }, w.manager);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ method: 'manual', version: 1, updatedByName: expect.any(String) });
    expect(res.json.stops.map((s: { key: string }) => s.key)).toEqual(order);

    const c = await cardAt('new', 'TS1 2AC');
    await t.deps.db.update(linenCards).set({ archived: true }).where(eq(linenCards.id, b.id));
    const after = await getRound(day);
    const keys = after.stops.map((s) => s.key);
    expect(keys[0]).toBe(stopKey('deliver', a.id));
    expect(keys).not.toContain(stopKey('deliver', b.id));
    expect(keys.at(-1)).toBe(stopKey('deliver', c.id));
    expect(after).toMatchObject({ method: 'manual', version: 1 });
  });

  it('refuses an order sent on a version someone else moved on from, with a clear message, changing nothing', async () => {
    const day = londonDay(t, 6);
    const seen = await getRound(day);
    const keys = seen.stops.map((s) => s.key);
    expect((await putRound(day, { keys: [...keys].reverse(), version: seen.version }, w.manager)).status).toBe(200);
    const stale = await putRound(day, { keys, version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toBe(ROUND_MESSAGES.staleOrder);
    const [row] = await t.deps.db.select().from(roundOrders).where(eq(roundOrders.day, day));
    expect(row).toMatchObject({ version: 1, stopKeys: [...keys].reverse() });
    // A second first save (version 0) also loses to the first.
    expect((await putRound(day, { keys, version: 0 })).status).toBe(409);
  });

  it('refuses repeated or unknown stop keys, changing nothing', async () => {
    const day = londonDay(t, 7);
    const key = stopKey('deliver', (await cardAt('new', 'TS4 1AA')).id);
    expect((await putRound(day, { keys: [key, key], version: 0 })).json.error.message).toBe(ROUND_MESSAGES.repeatedStop);
    expect((await putRound(day, { keys: ['drop:1'], version: 0 })).json.error.message).toBe(ROUND_MESSAGES.badKey);
    expect((await putRound(day, { keys: [key] })).status).toBe(422);
    expect(await t.deps.db.select().from(roundOrders).where(eq(roundOrders.day, day))).toEqual([]);
  });
});

describe('the courier’s lists follow today’s round', () => {
  it('puts the cards in the saved order first, the others after in their own order', async () => {
    const first = await cardAt('changeover_due', 'TS5 1AA');
    const second = await cardAt('changeover_due', 'TS5 1AB');
    const plain = await t.deps.db.select().from(linenCards);
    expect(plain.length).toBeGreaterThan(2);
    const listed = async () =>
      ((await call(t, 'GET', '/api/courier/round', { cookie: w.courier })).json.collect.cards as { id: string }[]).map((c) => c.id);
    const own = await listed();
    // Without a saved round: oldest on beds first (these two are the newest).
    expect(own.indexOf(first.id)).toBeLessThan(own.indexOf(second.id));

    const res = await putRound(today, {
      keys: [stopKey('collect', second.id), stopKey('collect', first.id)],
      version: (await getRound(today)).version,
    });
    expect(res.status).toBe(200);
    const ordered = await listed();
    expect(ordered.slice(0, 2)).toEqual([second.id, first.id]);
    expect(ordered.slice(2)).toEqual(own.filter((id) => id !== first.id && id !== second.id));
  });
});
