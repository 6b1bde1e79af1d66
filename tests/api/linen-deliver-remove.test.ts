/** Issue 18: Deliver (New -> On Beds) and removing a card (DELETE /api/linen-cards/:id: archive or delete). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, changeovers, charges, linenActivities, linenCardEvents, linenCards } from '@server/db/schema';
import { LINEN_MESSAGES as M } from '@shared/domain/linen';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';
import { londonDay, pendingRequest } from './request-fixture';

let t: TestApp;
let w: LinenWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());

const auditOf = (id: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const eventsOf = (id: string) => t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, id));
const boardIds = async (cookie: string) =>
  (await call(t, 'GET', '/api/linen-cards', { cookie })).json.cards.map((c: { id: string }) => c.id) as string[];

describe('POST /api/linen-cards/:id/deliver', () => {
  it('moves a New card to On Beds for a courier: on_beds_since now, history and audit written', async () => {
    const id = await w.card('new');
    const before = Date.now();
    const res = await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.courier });
    expect(res.status).toBe(200);
    expect(res.json.card).toMatchObject({ id, status: 'on_beds', daysOnBeds: 0, overBeds: false });
    const row = await cardRow(t, id);
    expect(row.status).toBe('on_beds');
    expect(row.onBedsSince).not.toBeNull();
    expect(row.onBedsSince!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.onBedsSince!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'moved', fromStatus: 'new', toStatus: 'on_beds' });
    expect(events[0].actorUserId).not.toBeNull();
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['linen_card.deliver']);
    expect(audit[0].details).toMatchObject({ from: 'new', to: 'on_beds' });
    // The card's history says it in words.
    const details = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.staff });
    expect(details.json.card.history[0].summary).toBe('Moved from New to On Beds');
  });

  it('is allowed to staff, managers and super admins (kanban_move)', async () => {
    for (const cookie of [w.staff, w.manager, w.admin]) {
      const id = await w.card('new');
      expect((await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie })).status).toBe(200);
    }
  });

  it("is refused to the owner (403: no kanban_move) and without kanban_move; another owner's card is a 404", async () => {
    const id = await w.card('new');
    expect((await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.ownerA })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.noMove })).status).toBe(403);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/deliver`)).status).toBe(401);
    expect((await call(t, 'POST', '/api/linen-cards/not-a-uuid/deliver', { cookie: w.staff })).status).toBe(404);
    expect((await cardRow(t, id)).status).toBe('new');
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('only moves a New card: from any other column it is a 409 and changes nothing', async () => {
    for (const status of ['on_beds', 'changeover_due', 'in_transit'] as const) {
      const id = await w.card(status);
      const before = await cardRow(t, id);
      const res = await call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.courier });
      expect(res.status, status).toBe(409);
      expect(res.json.error.message).toBe(M.alreadyMoved);
      expect(await cardRow(t, id)).toEqual(before);
    }
  });

  it("the courier's Deliver Bag list: ?status=new gives only new cards, waiting longest first", async () => {
    const now = t.deps.now().getTime();
    const younger = await w.card('new');
    const older = await w.card('new');
    await t.deps.db.update(linenCards).set({ createdAt: new Date(now - 5 * 86_400_000) }).where(eq(linenCards.id, older));
    await w.card('on_beds');
    const res = await call(t, 'GET', '/api/linen-cards?status=new', { cookie: w.courier });
    expect(res.status).toBe(200);
    const ids = res.json.cards.map((c: { id: string }) => c.id) as string[];
    expect(res.json.cards.every((c: { status: string }) => c.status === 'new')).toBe(true);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(younger));
  });

  it('10 parallel delivers of one card: one 200, nine 409, one history event and one audit row', async () => {
    const id = await w.card('new');
    const results = await Promise.all(Array.from({ length: 10 }, () => call(t, 'POST', `/api/linen-cards/${id}/deliver`, { cookie: w.courier })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status === 409);
    expect(lost).toHaveLength(9);
    expect(lost.every((r) => r.json.error.message === M.alreadyMoved)).toBe(true);
    expect(await eventsOf(id)).toHaveLength(1);
    expect((await auditOf(id)).filter((a) => a.action === 'linen_card.deliver')).toHaveLength(1);
  });
});

describe('DELETE /api/linen-cards/:id', () => {
  it('deletes a card nothing refers to (manager), with an audit row; the property may get a new card', async () => {
    const propertyId = await w.property();
    const created = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } });
    expect(created.status).toBe(201);
    const id = created.json.card.id as string;
    const res = await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id, outcome: 'deleted' });
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.id, id))).toHaveLength(0);
    expect(await eventsOf(id)).toHaveLength(0);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(['linen_card.create', 'linen_card.delete']);
    expect(await boardIds(w.staff)).not.toContain(id);
    const again = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } });
    expect(again.status).toBe(201);
    // Gone is gone: a second removal is a 404.
    expect((await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager })).status).toBe(404);
  });

  it('archives a card with collections and history: kept for the books, off the board, a new card allowed', async () => {
    const id = await w.card('changeover_due');
    const collected = await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.courier });
    expect(collected.status).toBe(200);
    const { propertyId } = await cardRow(t, id);
    const res = await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id, outcome: 'archived' });
    const row = await cardRow(t, id);
    expect(row.archived).toBe(true);
    expect(row.status).toBe('in_transit');
    expect(await t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, id))).toHaveLength(1);
    const archiveAudit = (await auditOf(id)).find((a) => a.action === 'linen_card.archive');
    expect(archiveAudit?.details).toMatchObject({ propertyId, status: 'in_transit', references: { changeovers: 1 } });
    expect((await eventsOf(id)).map((e) => e.kind).sort()).toEqual(['moved', 'removed']);
    expect(await boardIds(w.staff)).not.toContain(id);
    expect(await boardIds(w.ownerA)).not.toContain(id);
    // Its details (history) stay readable for the books.
    const details = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.staff });
    expect(details.status).toBe(200);
    expect(details.json.card.archived).toBe(true);
    expect(details.json.card.history[0].summary).toMatch(/^Removed from the board/);
    // The property may get a new card now.
    const fresh = await call(t, 'POST', '/api/linen-cards', { cookie: w.manager, body: { propertyId } });
    expect(fresh.status).toBe(201);
    // A removed card is removed once.
    const twice = await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(M.cardAlreadyRemoved);
  });

  it('archives (never deletes) a card with damages, charges or linen requests', async () => {
    const damaged = await w.card('on_beds');
    await t.deps.db.insert(linenActivities).values({ linenCardId: damaged, quantity: 1, damagesCount: 1, unitPricePence: 900 });
    const charged = await w.card('on_beds');
    const c = await cardRow(t, charged);
    await t.deps.db.insert(charges).values({
      kind: 'late_changeover',
      dedupeKey: `test:${charged}`,
      amountPence: 2500,
      reason: 'Linen on beds more than 14 days',
      clientId: c.clientId,
      propertyId: c.propertyId,
      linenCardId: charged,
    });
    const requested = await w.card('new');
    await pendingRequest(t, (await cardRow(t, requested)).propertyId, londonDay(t, 10));
    for (const id of [damaged, charged, requested]) {
      const res = await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager });
      expect(res.status, id).toBe(200);
      expect(res.json.outcome).toBe('archived');
      expect((await cardRow(t, id)).archived).toBe(true);
    }
    expect(await t.deps.db.select().from(linenActivities).where(eq(linenActivities.linenCardId, damaged))).toHaveLength(1);
    expect(await t.deps.db.select().from(charges).where(eq(charges.linenCardId, charged))).toHaveLength(1);
  });

  it('needs kanban_delete: courier, staff and the owner 403; another owner 404; signed out 401', async () => {
    const id = await w.card('new');
    for (const cookie of [w.courier, w.staff, w.ownerA, w.noMove]) {
      expect((await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie })).status).toBe(403);
    }
    expect((await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.ownerB })).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/linen-cards/${id}`)).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/linen-cards/not-a-uuid', { cookie: w.manager })).status).toBe(404);
    const bCard = await w.card('new', { owner: 'b' });
    expect((await call(t, 'DELETE', `/api/linen-cards/${bCard}`, { cookie: w.ownerA })).status).toBe(404);
    expect((await cardRow(t, id)).archived).toBe(false);
    expect((await cardRow(t, bCard)).archived).toBe(false);
  });

  it('a removed card cannot be moved, edited, damaged or swept', async () => {
    const now = t.deps.now().getTime();
    const id = await w.card('on_beds', { onBedsSince: new Date(now - 20 * 86_400_000) });
    // History beyond 'created' makes it archived rather than deleted.
    await t.deps.db.insert(linenCardEvents).values({ linenCardId: id, kind: 'updated', details: { fields: ['notes'] } });
    expect((await call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager })).json.outcome).toBe('archived');
    // The board read runs the overdue sweep: an archived card stays where it was.
    await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    expect((await cardRow(t, id)).status).toBe('on_beds');
    const move = await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } });
    expect(move.status).toBe(409);
    expect((await call(t, 'PATCH', `/api/linen-cards/${id}`, { cookie: w.staff, body: { notes: 'x' } })).status).toBe(409);
    const damages = await call(t, 'POST', `/api/linen-cards/${id}/damages`, {
      cookie: w.staff,
      body: { rows: [{ productKey: `product:${w.serviceIds[0]}`, productName: '', damagedQuantity: 1, missingQuantity: 0, unitPricePence: 100 }] },
    });
    expect(damages.status).toBe(409);
    const row = await cardRow(t, id);
    expect(row).toMatchObject({ status: 'on_beds', archived: true, damagesCount: 0 });
    const newCard = await w.card('new');
    await t.deps.db.insert(linenCardEvents).values({ linenCardId: newCard, kind: 'updated', details: {} });
    await call(t, 'DELETE', `/api/linen-cards/${newCard}`, { cookie: w.manager });
    expect((await call(t, 'POST', `/api/linen-cards/${newCard}/deliver`, { cookie: w.courier })).status).toBe(409);
    expect((await cardRow(t, newCard)).status).toBe('new');
  });

  it('10 parallel removals of one card: one 200, the rest refused, one audit row', async () => {
    const id = await w.card('on_beds');
    await t.deps.db.insert(linenCardEvents).values({ linenCardId: id, kind: 'updated', details: {} });
    const results = await Promise.all(Array.from({ length: 10 }, () => call(t, 'DELETE', `/api/linen-cards/${id}`, { cookie: w.manager })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const removed = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'linen_card.archive')));
    expect(removed).toHaveLength(1);
  });
});
