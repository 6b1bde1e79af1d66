/**
 * The stock totals /stock reads (decision 0179) are kept by triggers in the same transaction as every change
 * that moves stock: assignments saved on the property form (added, raised, lowered, removed), a card's moves
 * into and out of transit (collect, return, undo, archive, delete, put back, inserted in transit), a property's
 * archive and restore (one or many at once, as an owner's erasure does), and deletes (an assignment, a property,
 * a client with everything, a stock item). After each, the totals equal the aggregate of the rows themselves
 * (the sum /stock used to run), and /stock answers from them. On PostgreSQL, two writers racing on one property
 * (a stock save, a card move, an archive) leave the totals right whichever commits first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients, linenCards, properties, propertyStock, stockItems } from '@server/db/schema';
import type { Tx } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { archiveOwnerProperties } from '@server/features/my-data/erasure.repo';
import { setPropertyStock } from '@server/features/properties/properties.repo';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let items: string[];

/** What the rows say: the sum /stock ran before the totals (non-archived properties, split by the live card). */
const direct = sql`
  select s.stock_item_id::text as item,
    coalesce(sum(s.quantity) filter (where l.status is null or l.status <> 'in_transit'), 0)::int as on_beds,
    coalesce(sum(s.quantity) filter (where l.status = 'in_transit'), 0)::int as in_transit
  from property_stock s join properties p on p.id = s.property_id and not p.archived
  left join linen_cards l on l.property_id = p.id and not l.archived
  group by 1 having sum(s.quantity) <> 0 order by 1`;

const kept = sql`
  select stock_item_id::text as item, on_beds::int, in_transit::int from stock_totals where on_beds <> 0 or in_transit <> 0 order by 1`;

const directCounts = sql`select (count(*) filter (where not archived))::int as active, (count(*) filter (where archived))::int as archived from properties`;
const keptCounts = sql`select active, archived from property_counts`;

async function expectTotalsRight() {
  const db = t.deps.db;
  expect(await rawRows(db, kept)).toEqual(await rawRows(db, direct));
  expect(await rawRows(db, keptCounts)).toEqual(await rawRows(db, directCounts));
}

/** The direct sum for one item (0s when nothing is assigned). */
async function directOf(item: string) {
  const row = (await rawRows<{ item: string; on_beds: number; in_transit: number }>(t.deps.db, direct)).find((r) => r.item === item);
  return { onBeds: row?.on_beds ?? 0, inTransit: row?.in_transit ?? 0 };
}

const cardRow = async (id: string) => (await t.deps.db.select().from(linenCards).where(eq(linenCards.id, id)))[0];
const assign = (propertyId: string, stock: { stockItemId: string; quantity: number }[]) =>
  call(t, 'PATCH', `/api/properties/${propertyId}`, { cookie: w.admin, body: { stock } });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  const rows = await t.deps.db
    .insert(stockItems)
    .values([
      { category: 'covers', type: 'Totals Cover', size: 'double', onShelf: 1000 },
      { category: 'towels', type: 'Totals Towel', size: '', onShelf: 1000 },
      { category: 'pillowcases', type: 'Totals Pillowcase', size: 'king', onShelf: 1000 },
    ])
    .returning({ id: stockItems.id });
  items = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('the stock totals follow every change', () => {
  it('starts equal to the rows (the migration filled them) and counts properties added one or many at once', async () => {
    await expectTotalsRight();
    await w.property();
    await t.deps.db.insert(properties).values([
      { name: 'Bulk 1', clientId: w.clientA },
      { name: 'Bulk 2', clientId: w.clientA, archived: true },
      { name: 'Bulk 3', clientId: w.clientB },
    ]);
    await expectTotalsRight();
  });

  it('follows assignments saved on the property form: added, raised, lowered and set to 0, and bulk inserts', async () => {
    const cardId = await w.card('on_beds');
    const { propertyId } = await cardRow(cardId);
    expect((await assign(propertyId, [{ stockItemId: items[0], quantity: 5 }, { stockItemId: items[1], quantity: 3 }])).status).toBe(200);
    await expectTotalsRight();
    expect(await directOf(items[0])).toEqual({ onBeds: 5, inTransit: 0 });
    expect((await assign(propertyId, [{ stockItemId: items[0], quantity: 8 }, { stockItemId: items[1], quantity: 1 }])).status).toBe(200);
    await expectTotalsRight();
    expect((await assign(propertyId, [{ stockItemId: items[1], quantity: 0 }])).status).toBe(200);
    await expectTotalsRight();
    // Many properties' rows in one statement (the seeders), an archived property's among them (not counted).
    const many = await Promise.all([w.property(), w.property(), w.property('b'), w.property('a', { archived: true })]);
    await t.deps.db.insert(propertyStock).values(many.flatMap((p, i) => items.map((item) => ({ propertyId: p, stockItemId: item, quantity: i + 1 }))));
    await expectTotalsRight();
    // One statement changing several rows, and deleting some.
    await t.deps.db.update(propertyStock).set({ quantity: sql`${propertyStock.quantity} + 2` }).where(inArray(propertyStock.propertyId, many));
    await expectTotalsRight();
    await t.deps.db.delete(propertyStock).where(eq(propertyStock.propertyId, many[0]));
    await expectTotalsRight();
  });

  it("moves a property's stock into transit and back with its card: collect, return, undo, archive, delete, put back", async () => {
    const cardId = await w.card('changeover_due');
    const { propertyId } = await cardRow(cardId);
    await assign(propertyId, [{ stockItemId: items[0], quantity: 4 }, { stockItemId: items[2], quantity: 2 }]);
    const before = await directOf(items[0]);
    const collected = await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.admin });
    expect(collected.status).toBe(200);
    await expectTotalsRight();
    expect(await directOf(items[0])).toEqual({ onBeds: before.onBeds - 4, inTransit: before.inTransit + 4 });
    // A stock save while the card is in transit counts in transit.
    await assign(propertyId, [{ stockItemId: items[0], quantity: 6 }]);
    await expectTotalsRight();
    const undone = await call(t, 'POST', `/api/linen-cards/${cardId}/undo`, { cookie: w.admin, body: { eventId: collected.json.undo.eventId } });
    expect(undone.status).toBe(200);
    expect((await cardRow(cardId)).status).toBe('changeover_due');
    await expectTotalsRight();
    await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.admin });
    await expectTotalsRight();
    expect((await call(t, 'POST', `/api/linen-cards/${cardId}/return`, { cookie: w.admin })).status).toBe(200);
    expect((await cardRow(cardId)).status).toBe('on_beds');
    await expectTotalsRight();
    // Archived or deleted while in transit, put back on the board, inserted in transit.
    await t.deps.db.update(linenCards).set({ status: 'in_transit' }).where(eq(linenCards.id, cardId));
    await expectTotalsRight();
    await t.deps.db.update(linenCards).set({ archived: true }).where(eq(linenCards.id, cardId));
    await expectTotalsRight();
    await t.deps.db.update(linenCards).set({ archived: false }).where(eq(linenCards.id, cardId));
    await expectTotalsRight();
    await t.deps.db.delete(linenCards).where(eq(linenCards.id, cardId));
    await expectTotalsRight();
    await t.deps.db.insert(linenCards).values({ propertyId, clientId: w.clientA, status: 'in_transit' });
    await expectTotalsRight();
    expect((await directOf(items[0])).inTransit).toBeGreaterThanOrEqual(6);
    // Many cards moved in one statement (the overdue sweep's shape).
    await t.deps.db.update(linenCards).set({ status: 'on_beds' }).where(eq(linenCards.status, 'in_transit'));
    await expectTotalsRight();
  });

  it("takes a property's stock away when it is archived (its card with it) and puts it back when restored", async () => {
    const cardId = await w.card('changeover_due');
    const { propertyId } = await cardRow(cardId);
    await assign(propertyId, [{ stockItemId: items[1], quantity: 7 }]);
    await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.admin });
    const before = await directOf(items[1]);
    expect((await call(t, 'POST', `/api/properties/${propertyId}/archive`, { cookie: w.admin })).status).toBe(200);
    await expectTotalsRight();
    expect(await directOf(items[1])).toEqual({ onBeds: before.onBeds, inTransit: before.inTransit - 7 });
    // Restored with its card, still in transit.
    expect((await call(t, 'POST', `/api/properties/${propertyId}/restore`, { cookie: w.admin })).status).toBe(200);
    expect((await cardRow(cardId)).archived).toBe(false);
    await expectTotalsRight();
    expect(await directOf(items[1])).toEqual(before);
  });

  it("follows an owner's erasure archiving every property of a client in one statement", async () => {
    const [{ id: clientId }] = await t.deps.db.insert(clients).values({ name: 'Erased Lets', primaryEmail: 'erased@owner.example' }).returning();
    const props = await t.deps.db
      .insert(properties)
      .values([1, 2, 3].map((i) => ({ name: `Erased ${i}`, clientId })))
      .returning({ id: properties.id });
    await t.deps.db.insert(linenCards).values([
      { propertyId: props[0].id, clientId, status: 'in_transit' },
      { propertyId: props[1].id, clientId, status: 'on_beds' },
    ]);
    await t.deps.db.insert(propertyStock).values(props.flatMap((p) => items.map((item) => ({ propertyId: p.id, stockItemId: item, quantity: 2 }))));
    await expectTotalsRight();
    await t.deps.db.transaction((tx) => archiveOwnerProperties(tx, [clientId], new Date()));
    await expectTotalsRight();
  });

  it('follows deletes: a property, a client with everything, and a stock item', async () => {
    const transitCard = await w.card('in_transit');
    const bedsCard = await w.card('on_beds', { owner: 'b' });
    const transitProperty = (await cardRow(transitCard)).propertyId;
    const bedsProperty = (await cardRow(bedsCard)).propertyId;
    for (const p of [transitProperty, bedsProperty]) {
      await setPropertyStock(t.deps.db, p, items[0], 9);
      await setPropertyStock(t.deps.db, p, items[2], 1);
    }
    await expectTotalsRight();
    await t.deps.db.delete(properties).where(eq(properties.id, transitProperty));
    await expectTotalsRight();
    await t.deps.db.delete(clients).where(eq(clients.id, w.clientB));
    await expectTotalsRight();
    await t.deps.db.delete(stockItems).where(eq(stockItems.id, items[2]));
    await expectTotalsRight();
    expect(await rawRows(t.deps.db, sql`select 1 from stock_totals where stock_item_id = ${items[2]}::uuid`)).toEqual([]);
  });

  it('/stock answers from the totals the same numbers as the rows', async () => {
    const res = await call(t, 'GET', '/api/stock', { cookie: w.admin });
    expect(res.status).toBe(200);
    for (const item of [items[0], items[1]]) {
      const row = res.json.rows.find((r: { key: string }) => r.key === item);
      expect({ onBeds: row.onBeds, inTransit: row.inTransit }).toEqual(await directOf(item));
    }
    const [counts] = await rawRows<{ active: number }>(t.deps.db, directCounts);
    expect(res.json.summary.totalProperties).toBe(counts.active);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two transactions racing on one property: `first` writes and stays open while `second` writes (waiting on a
 * lock, or not), then both commit. Run both ways round.
 */
async function race(first: (tx: Tx) => Promise<unknown>, second: (tx: Tx) => Promise<unknown>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const one = t.deps.db.transaction(async (tx) => {
    await first(tx);
    await held;
  });
  await sleep(100);
  const two = t.deps.db.transaction(async (tx) => {
    await second(tx);
  });
  await sleep(300);
  release();
  await Promise.all([one, two]);
}

describe.runIf(process.env.TEST_DATABASE_URL)('concurrent writers on one property (PostgreSQL)', () => {
  let propertyId: string;
  let cardId: string;
  const toTransit = (tx: Tx) => tx.update(linenCards).set({ status: 'in_transit' }).where(eq(linenCards.id, cardId));
  const toBeds = (tx: Tx) => tx.update(linenCards).set({ status: 'on_beds' }).where(eq(linenCards.id, cardId));
  const save = (quantity: number) => (tx: Tx) => setPropertyStock(tx, propertyId, items[0], quantity);
  const archive = (archived: boolean) => (tx: Tx) => tx.update(properties).set({ archived }).where(eq(properties.id, propertyId));

  beforeAll(async () => {
    cardId = await w.card('on_beds');
    propertyId = (await cardRow(cardId)).propertyId;
    await setPropertyStock(t.deps.db, propertyId, items[0], 5);
  });

  it('a stock save and a card move, either first', async () => {
    await race(save(8), toTransit);
    await expectTotalsRight();
    await race(toBeds, save(3));
    await expectTotalsRight();
    await race(toTransit, save(11));
    await expectTotalsRight();
    await race(save(2), toBeds);
    await expectTotalsRight();
  });

  it('a stock save and an archive or restore, either first', async () => {
    await race(save(6), archive(true));
    await expectTotalsRight();
    await race(archive(false), save(9));
    await expectTotalsRight();
    await race(archive(true), save(4));
    await expectTotalsRight();
    await race(save(7), archive(false));
    await expectTotalsRight();
  });

  it('a card move and an archive or restore, either first, and a card put on the board beside a stock save', async () => {
    await race(toTransit, archive(true));
    await expectTotalsRight();
    await race(archive(false), toBeds);
    await expectTotalsRight();
    await race(archive(true), toTransit);
    await expectTotalsRight();
    await race(toBeds, archive(false));
    await expectTotalsRight();
    await t.deps.db.update(linenCards).set({ archived: true, status: 'in_transit' }).where(eq(linenCards.id, cardId));
    const putBack = (tx: Tx) => tx.update(linenCards).set({ archived: false }).where(eq(linenCards.id, cardId));
    await race(putBack, save(12));
    await expectTotalsRight();
    await t.deps.db.update(linenCards).set({ archived: true }).where(eq(linenCards.id, cardId));
    await race(save(1), putBack);
    await expectTotalsRight();
    await t.deps.db.delete(linenCards).where(eq(linenCards.id, cardId));
    const inserted = (tx: Tx) => tx.insert(linenCards).values({ propertyId, clientId: w.clientA, status: 'in_transit' });
    await race(inserted, save(10));
    await expectTotalsRight();
  });
});
