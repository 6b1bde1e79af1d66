/** /api/linen-cards/:id details and edits, damages, /api/damage-products, the overdue sweep and property archive. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linenActivities, linenCardEvents, products as productsTable, properties, stockItems } from '@server/db/schema';
import { emptyLinenInventory } from '@shared/domain/properties';
import { runOverdueSweep } from '@server/features/linen/linen-sweep.service';
import { LINEN_MESSAGES as M } from '@shared/domain/linen';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

describe('GET /api/linen-cards/:id', () => {
  it('gives the card, the property inventory, its damages and its history newest first with names', async () => {
    const id = await w.card('changeover_due');
    const inventory = emptyLinenInventory();
    inventory.covers.king = 3;
    await t.deps.db.update(properties).set({ linenInventory: inventory }).where(eq(properties.id, (await cardRow(t, id)).propertyId));
    await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.staff });
    await call(t, 'POST', `/api/linen-cards/${id}/return`, { cookie: w.staff });
    const res = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.manager });
    expect(res.status).toBe(200);
    const card = res.json.card;
    expect(card).toMatchObject({ id, status: 'on_beds', damages: [] });
    expect(card.linenInventory.covers.king).toBe(3);
    expect(card.history.map((e: { toStatus: string }) => e.toStatus)).toEqual(['on_beds', 'in_transit']);
    expect(card.history[0]).toMatchObject({
      kind: 'moved',
      actorName: 'stan',
      fromStatus: 'in_transit',
      summary: 'Moved from In Transit to On Beds',
    });
  });

  it("is a 404 for another owner's card and an unknown id; owners read their own", async () => {
    const id = await w.card('new');
    expect((await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.ownerA })).status).toBe(200);
    expect((await call(t, 'GET', '/api/linen-cards/00000000-0000-4000-8000-000000000000', { cookie: w.staff })).status).toBe(404);
    expect((await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.noView })).status).toBe(403);
  });
});

describe('PATCH /api/linen-cards/:id', () => {
  it('staff edit notes and tags; damage fields are whole numbers ≥ 0 and notes are trimmed', async () => {
    const id = await w.card('on_beds');
    const res = await call(t, 'PATCH', `/api/linen-cards/${id}`, {
      cookie: w.staff,
      body: { notes: ' New gate code ', billingTags: 'a, b ,', damagesCount: 2, missingCount: 0, damageNotes: '  torn  ' },
    });
    expect(res.status).toBe(200);
    expect(res.json.card).toMatchObject({ notes: 'New gate code', billingTags: ['a', 'b'], damagesCount: 2, missingCount: 0, damageNotes: 'torn' });
    const cleared = await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.staff, body: { damageNotes: '   ' } });
    expect(cleared.json.card.damageNotes).toBeNull();
    for (const bad of [{ damagesCount: -1 }, { missingCount: 1.5 }, { damagesCount: 'x' }, {}]) {
      const r = await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.staff, body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.staff, body: { damagesCount: -1 } })).json.error.message).toBe(
      'Counts must be whole numbers of at least 0',
    );
    const events = await t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, id));
    expect(events.filter((e) => e.kind === 'updated')).toHaveLength(2);
  });

  it('notes need kanban_edit and damage fields kanban_record_damages', async () => {
    const id = await w.card('on_beds');
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.courier, body: { notes: 'x' } })).status).toBe(403);
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.courier, body: { damagesCount: 1 } })).status).toBe(200);
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.ownerA, body: { notes: 'x' } })).status).toBe(403);
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.ownerB, body: { notes: 'x' } })).status).toBe(404);
    expect((await cardRow(t, id)).notes).toBeNull();
  });
});

describe('damages', () => {
  it('lists linen (stock items with a SKU and their unit cost), no catalogue services', async () => {
    await t.deps.db.insert(stockItems).values({ category: 'covers', type: 'Duvet Cover', size: 'king', unitCostPence: 2500 }).onConflictDoNothing();
    const res = await call(t, 'GET', '/api/damage-products', { cookie: w.courier });
    expect(res.status).toBe(200);
    const products = res.json.products as { key: string; sku: string; name: string; unitPricePence: number }[];
    expect(products.every((p) => p.key.startsWith('stock:'))).toBe(true);
    expect(products).toContainEqual(expect.objectContaining({ name: 'King Duvet Cover', sku: 'COVERS-DUVET-COVER-KING', unitPricePence: 2500 }));
    expect(products.some((p) => p.sku.startsWith('price_'))).toBe(false);
    expect((await call(t, 'GET', '/api/damage-products', { cookie: w.ownerA })).status).toBe(403);
  });

  it('records one activity per row and adds to the card counts in one transaction', async () => {
    const id = await w.card('in_transit');
    const products = (await call(t, 'GET', '/api/damage-products', { cookie: w.courier })).json.products as {
      key: string;
      name: string;
      sku: string;
    }[];
    const stock = products.find((p) => p.key.startsWith('stock:'))!;
    // The form offers no catalogue services; a record naming one (made before, or through the API) is still accepted.
    const [service] = await t.deps.db.select().from(productsTable).where(eq(productsTable.priceId, 'price_stain_removal'));
    const product = { key: `product:${service.id}`, name: service.name, sku: service.priceId };
    const res = await call(t, 'POST', `/api/linen-cards/${id}/damages`, {
      cookie: w.courier,
      body: {
        rows: [
          { productKey: stock.key, productName: stock.name, damagedQuantity: 2, missingQuantity: 1, unitPricePence: 2500 },
          { productKey: '', productName: '', damagedQuantity: 0, missingQuantity: 0, unitPricePence: 0 },
          { productKey: product.key, productName: '', damagedQuantity: 0, missingQuantity: 1, unitPricePence: 999 },
        ],
        notes: ' Found on collection ',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.card).toMatchObject({ damagesCount: 2, missingCount: 2 });
    const rows = await t.deps.db.select().from(linenActivities).where(eq(linenActivities.linenCardId, id));
    expect(rows).toHaveLength(2);
    const s = rows.find((r) => r.stockItemId)!;
    expect(s).toMatchObject({
      activityType: 'damage',
      quantity: 3,
      damagesCount: 2,
      missingCount: 1,
      unitPricePence: 2500,
      itemSku: stock.sku,
      notes: 'Found on collection',
    });
    const p = rows.find((r) => r.productId)!;
    expect(p).toMatchObject({ quantity: 1, itemSku: product.sku, productName: product.name });
    const details = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.staff });
    expect(details.json.card.damages).toHaveLength(2);
    expect(details.json.card.history[0]).toMatchObject({ kind: 'damage', actorName: 'cora' });
    expect(details.json.card.history[0].summary).toBe(`Recorded 2 damaged, 2 missing: ${stock.name}, ${product.name}`);
    // Without kanban_record_damages the details leave the damages out.
    expect((await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.ownerA })).json.card.damages).toEqual([]);
  });

  it('refuses a save with no product row or an unknown product, with the spec message; nothing saved', async () => {
    const id = await w.card('on_beds');
    const empty = await call(t, 'POST', `/api/linen-cards/${id}/damages`, {
      cookie: w.staff,
      body: { rows: [{ productKey: '', productName: '', damagedQuantity: 0, missingQuantity: 0, unitPricePence: 0 }] },
    });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe(M.damageRowsRequired);
    const none = await call(t, 'POST', `/api/linen-cards/${id}/damages`, { cookie: w.staff, body: { rows: [] } });
    expect(none.json.error.message).toBe(M.damageRowsRequired);
    const unknown = await call(t, 'POST', `/api/linen-cards/${id}/damages`, {
      cookie: w.staff,
      body: { rows: [{ productKey: 'product:00000000-0000-4000-8000-000000000000', damagedQuantity: 1, missingQuantity: 0, unitPricePence: 100 }] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.issues[0].path).toBe('rows.0.productKey');
    const negative = await call(t, 'POST', `/api/linen-cards/${id}/damages`, {
      cookie: w.staff,
      body: { rows: [{ productKey: 'x', damagedQuantity: 1, missingQuantity: 0, unitPricePence: -1 }] },
    });
    expect(negative.status).toBe(422);
    expect(await t.deps.db.select().from(linenActivities).where(eq(linenActivities.linenCardId, id))).toHaveLength(0);
    expect((await cardRow(t, id)).damagesCount).toBe(0);
  });

  it("needs kanban_record_damages; another owner's card is a 404", async () => {
    const id = await w.card('on_beds');
    const body = {
      rows: [{ productKey: 'product:00000000-0000-4000-8000-000000000000', damagedQuantity: 1, missingQuantity: 0, unitPricePence: 1 }],
    };
    expect((await call(t, 'POST', `/api/linen-cards/${id}/damages`, { cookie: w.ownerA, body })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/damages`, { cookie: w.ownerB, body })).status).toBe(404);
  });
});

describe('the overdue sweep', () => {
  it('moves on_beds cards over 14 days once, with an automatic event; a read runs nothing, the scheduled job does', async () => {
    const now = t.deps.now().getTime();
    const due = await w.card('on_beds', { onBedsSince: new Date(now - 15.2 * DAY) });
    const notYet = await w.card('on_beds', { onBedsSince: new Date(now - 14.5 * DAY) });
    const read = async () => {
      const board = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
      return new Map(board.json.cards.map((c: { id: string; status: string }) => [c.id, c]));
    };
    // Reads change nothing (decision 0177): the card is overdue where it is until the sweep runs.
    expect((await read()).get(due)).toMatchObject({ status: 'on_beds', overBeds: true, daysOnBeds: 15 });
    expect((await call(t, 'GET', '/api/linen-cards/board', { cookie: w.staff })).status).toBe(200);
    expect((await cardRow(t, due)).status).toBe('on_beds');
    expect(await runOverdueSweep(t.deps)).toBeGreaterThanOrEqual(1);
    const byId = await read();
    expect(byId.get(due)).toMatchObject({ status: 'changeover_due', overBeds: true, daysOnBeds: 15 });
    expect(byId.get(notYet)).toMatchObject({ status: 'on_beds', overBeds: false });
    expect(await runOverdueSweep(t.deps)).toBe(0);
    const details = await call(t, 'GET', `/api/linen-cards/${due}`, { cookie: w.staff });
    expect(details.json.card.history[0]).toMatchObject({ kind: 'auto_moved', actorName: null, fromStatus: 'on_beds', toStatus: 'changeover_due' });
    // Later, the other card is due too: the scheduled run moves it.
    const realNow = t.deps.now;
    t.deps.now = () => new Date(now + DAY);
    try {
      expect(await runOverdueSweep(t.deps)).toBeGreaterThanOrEqual(1);
      expect((await cardRow(t, notYet)).status).toBe('changeover_due');
    } finally {
      t.deps.now = realNow;
    }
  });
});

describe('property archive', () => {
  it('takes the card off the board; restoring the property brings the same card back (issue 19 M6)', async () => {
    const propertyId = await w.property();
    const created = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId, status: 'on_beds' } });
    expect((await call(t, 'POST', `/api/properties/${propertyId}/archive`, { cookie: w.manager })).status).toBe(200);
    const board = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    expect(board.json.cards.map((c: { id: string }) => c.id)).not.toContain(created.json.card.id);
    const move = await call(t, 'POST', `/api/linen-cards/${created.json.card.id}/move-to-changeover`, {
      cookie: w.staff,
      body: { teamId: w.teamId },
    });
    expect(move.status).toBe(409);
    expect((await call(t, 'POST', `/api/properties/${propertyId}/restore`, { cookie: w.manager })).status).toBe(200);
    const back = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    expect(back.json.cards.find((c: { id: string }) => c.id === created.json.card.id)).toMatchObject({ status: 'on_beds' });
    // One card per property: it is on the board again, so no second one.
    expect((await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } })).status).toBe(409);
  });
});
