/**
 * /api/stock: super admins only; rows from the stock records (on beds from non-archived properties'
 * assigned stock, in transit from their cards in transit, on shelf from stock_items); saves in one
 * transaction at the versions read, so two saves from the same version never both land.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, clients, linenCards, properties, propertyStock, stockItems } from '@server/db/schema';
import { moveShelfStock } from '@server/features/properties/properties.repo';
import { STOCK_QUANTITY_MESSAGES } from '@shared/domain/stock';
import { STOCK_MESSAGES } from '@shared/domain/stock-rows';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let courier: string;
let owner: string;
let ownerB: string;

type Item = typeof stockItems.$inferSelect;
let double: Item;
let king: Item;
let bathTowel: Item;
let pillowSingle: Item;
let pillowKing: Item;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  owner = a.cookie;
  ownerB = (await userWithRole(t, 'ben@owner.example', 'client')).cookie;
  const db = t.deps.db;
  const insert = async (values: typeof stockItems.$inferInsert) => (await db.insert(stockItems).values(values).returning())[0];
  double = await insert({ category: 'covers', type: 'Duvet Cover', size: 'double', onShelf: 4 });
  king = await insert({ category: 'covers', type: 'Duvet Cover', size: 'king', onShelf: 0 });
  bathTowel = await insert({ category: 'towels', type: 'Bath Towel', size: '', onShelf: 30, unitCostPence: 1750 });
  pillowSingle = await insert({ category: 'pillowcases', type: 'Pillowcase', size: 'single', onShelf: 2 });
  pillowKing = await insert({ category: 'pillowcases', type: 'Pillowcase', size: 'king', onShelf: 1 });

  const [client] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const property = async (name: string, archived = false) =>
    (await db.insert(properties).values({ name, address: '1 Quay Street', clientId: client.id, archived }).returning())[0];
  const cottage = await property('Anna Cottage');
  const loft = await property('Anna Loft');
  const barn = await property('Old Barn', true);
  await db.insert(linenCards).values({ propertyId: cottage.id, clientId: client.id, status: 'on_beds' });
  await db.insert(linenCards).values({ propertyId: loft.id, clientId: client.id, status: 'in_transit' });
  await db.insert(propertyStock).values([
    { propertyId: cottage.id, stockItemId: double.id, quantity: 3 },
    { propertyId: loft.id, stockItemId: double.id, quantity: 2 },
    { propertyId: cottage.id, stockItemId: bathTowel.id, quantity: 4 },
    { propertyId: loft.id, stockItemId: pillowKing.id, quantity: 2 },
    // An archived property's stock is no longer counted.
    { propertyId: barn.id, stockItemId: double.id, quantity: 50 },
  ]);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/stock${query}`, { cookie });
const put = (cookie: string | undefined, body: unknown) => call(t, 'PUT', '/api/stock', { cookie, body });
const shelfOf = async (id: string) => (await t.deps.db.select().from(stockItems).where(eq(stockItems.id, id)))[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of a test response
const rowOf = (res: { json: any }, key: string) => res.json.rows.find((r: { key: string }) => r.key === key);

describe('who may use /api/stock', () => {
  it('answers super admins only: owners, staff, managers and couriers 403, the signed-out 401', async () => {
    expect((await get(admin)).status).toBe(200);
    for (const cookie of [owner, ownerB, staff, manager, courier]) {
      expect((await get(cookie)).status).toBe(403);
      expect((await put(cookie, { items: [{ id: double.id, version: 0, onShelf: 99 }] })).status).toBe(403);
    }
    expect((await get(undefined)).status).toBe(401);
    expect((await put(undefined, { items: [{ id: double.id, version: 0, onShelf: 99 }] })).status).toBe(401);
    expect((await shelfOf(double.id)).onShelf).toBe(4);
  });
});

describe('GET /api/stock', () => {
  it('derives each row from the stock records', async () => {
    const res = await get(admin);
    expect(res.status).toBe(200);
    // Cottage on beds (3) + loft in transit (2); the archived barn's 50 do not count.
    expect(rowOf(res, double.id)).toMatchObject({
      itemId: double.id,
      version: 0,
      label: 'Duvet Cover (Double)',
      onBeds: 3,
      inTransit: 2,
      onShelf: 4,
      total: 9,
      par: 9,
      needToOrder: 0,
      status: 'good',
      unitCostPence: 2500,
    });
    expect(rowOf(res, king.id)).toMatchObject({ total: 0, status: 'out_of_stock' });
    expect(rowOf(res, bathTowel.id)).toMatchObject({ onBeds: 4, onShelf: 30, total: 34, par: 12, status: 'overstocked', unitCostPence: 1750 });
    // Pillowcases: one combined row (2 + 1 on the shelf, 2 in transit), edited per size in Check Stock.
    expect(rowOf(res, 'pillowcases')).toMatchObject({ itemId: null, onShelf: 3, inTransit: 2, total: 5 });
    expect(res.json.items.map((i: { label: string }) => i.label)).toEqual([
      'Duvet Cover (Double)',
      'Duvet Cover (King)',
      'Pillowcase (King)',
      'Pillowcase (Single)',
      'Bath Towel',
    ]);
    expect(res.json.summary).toEqual({ totalItems: 9 + 0 + 34 + 5, needToOrder: 0, outOfStock: 1, totalProperties: 2 });
    expect(res.json.alerts).toEqual({ outOfStock: ['Duvet Cover (King)'], toOrder: [] });
  });

  it('searches by type or size and filters by category on the server, the summary staying whole', async () => {
    const king = await get(admin, '?search=KING');
    expect(king.json.rows.map((r: { label: string }) => r.label)).toEqual(['Duvet Cover (King)']);
    expect(king.json.summary.totalItems).toBe(48);
    const towels = await get(admin, '?category=towels');
    expect(towels.json.rows.map((r: { label: string }) => r.label)).toEqual(['Bath Towel']);
    expect((await get(admin, '?category=blankets')).status).toBe(422);
  });
});

describe('PUT /api/stock', () => {
  it('saves several items in one go, bumps their versions and audits before and after', async () => {
    const res = await put(admin, {
      items: [
        { id: king.id, version: 0, onShelf: 7 },
        { id: pillowSingle.id, version: 0, onShelf: 12 },
      ],
    });
    expect(res.status).toBe(200);
    expect(rowOf(res, king.id)).toMatchObject({ onShelf: 7, version: 1, status: 'overstocked' });
    expect(rowOf(res, 'pillowcases')).toMatchObject({ onShelf: 13 });
    expect(await shelfOf(king.id)).toMatchObject({ onShelf: 7, version: 1 });
    expect(await shelfOf(pillowSingle.id)).toMatchObject({ onShelf: 12, version: 1 });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'stock.updated'));
    expect(audit.details).toEqual({
      changes: expect.arrayContaining([
        { id: king.id, label: 'Duvet Cover (King)', before: 0, after: 7 },
        { id: pillowSingle.id, label: 'Pillowcase (Single)', before: 2, after: 12 },
      ]),
    });
  });

  it('refuses a bad quantity with a clear message and saves nothing, not even the good items', async () => {
    const before = await shelfOf(double.id);
    const cases: [unknown, string][] = [
      ['abc', STOCK_QUANTITY_MESSAGES.wholeNumber],
      [1.5, STOCK_QUANTITY_MESSAGES.wholeNumber],
      [-1, STOCK_QUANTITY_MESSAGES.notNegative],
      [null, STOCK_QUANTITY_MESSAGES.wholeNumber],
      [5_000_000, STOCK_MESSAGES.tooLarge],
    ];
    for (const [onShelf, message] of cases) {
      const res = await put(admin, {
        items: [
          { id: double.id, version: before.version, onShelf: 11 },
          { id: bathTowel.id, version: 0, onShelf },
        ],
      });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.issues[0].path).toBe('items.1.onShelf');
    }
    expect(await shelfOf(double.id)).toEqual(before);
    expect((await shelfOf(bathTowel.id)).onShelf).toBe(30);
  });

  it('refuses an unknown item, a repeated item and an empty save, saving nothing', async () => {
    const before = await shelfOf(double.id);
    const unknown = await put(admin, {
      items: [
        { id: double.id, version: before.version, onShelf: 1 },
        { id: '00000000-0000-4000-8000-000000000000', version: 0, onShelf: 1 },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.message).toBe(STOCK_MESSAGES.unknownItem);
    const repeated = await put(admin, {
      items: [
        { id: double.id, version: before.version, onShelf: 1 },
        { id: double.id, version: before.version, onShelf: 2 },
      ],
    });
    expect(repeated.json.error.message).toBe(STOCK_MESSAGES.duplicateItem);
    expect((await put(admin, { items: [] })).json.error.message).toBe(STOCK_MESSAGES.nothingToSave);
    expect(await shelfOf(double.id)).toEqual(before);
  });

  it('two saves from the same version: the first lands, the second is told the numbers changed and saves nothing', async () => {
    const read = await shelfOf(double.id);
    const first = await put(admin, { items: [{ id: double.id, version: read.version, onShelf: 20 }] });
    expect(first.status).toBe(200);
    const second = await put(admin, {
      items: [
        { id: bathTowel.id, version: (await shelfOf(bathTowel.id)).version, onShelf: 1 },
        { id: double.id, version: read.version, onShelf: 21 },
      ],
    });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('stock_changed');
    expect(second.json.error.message).toBe(STOCK_MESSAGES.changed);
    // Only the item that moved on comes back, with its current numbers.
    expect(second.json.error.items).toEqual([
      { id: double.id, category: 'covers', label: 'Duvet Cover (Double)', onShelf: 20, version: read.version + 1 },
    ]);
    expect(await shelfOf(double.id)).toMatchObject({ onShelf: 20, version: read.version + 1 });
    // The towel in the refused save was not saved either.
    expect((await shelfOf(bathTowel.id)).onShelf).toBe(30);
  });

  it('of concurrent saves from the same version exactly one wins', async () => {
    const read = await shelfOf(king.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put(admin, { items: [{ id: king.id, version: read.version, onShelf: 100 + i }] })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.findIndex((r) => r.status === 200);
    expect(await shelfOf(king.id)).toMatchObject({ onShelf: 100 + winner, version: read.version + 1 });
  });

  it('a shelf change made by assigning stock to a property also refuses a save read before it', async () => {
    const read = await shelfOf(bathTowel.id);
    // The property form takes 2 towels off the shelf (properties feature: moveShelfStock).
    expect(await moveShelfStock(t.deps.db, bathTowel.id, 2, new Date())).toBe(true);
    const res = await put(admin, { items: [{ id: bathTowel.id, version: read.version, onShelf: read.onShelf + 5 }] });
    expect(res.status).toBe(409);
    expect((await shelfOf(bathTowel.id)).onShelf).toBe(read.onShelf - 2);
  });
});
