/**
 * Undo of a Collect or a Return (issue 19, Experience Medium 2): POST /api/linen-cards/:id/undo puts the
 * card back with its times, cancels the invoice a Collect made, records history and audit; it refuses
 * (409) a paid invoice, one with a checkout started, a card that moved since, and a move older than the
 * window; ten parallel undos undo it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, changeovers, checkoutSessions, linenCardEvents } from '@server/db/schema';
import { UNDO_MESSAGES } from '@shared/domain/linen-undo';
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

async function collect(id: string, cookie = w.courier) {
  const res = await call(t, 'POST', `/api/linen-cards/${id}/collect`, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { changeoverId: string; undo: { eventId: string; until: string } };
}

const undo = (id: string, eventId: string, cookie = w.courier) => call(t, 'POST', `/api/linen-cards/${id}/undo`, { cookie, body: { eventId } });
const invoicesOf = (id: string) => t.deps.db.select().from(changeovers).where(eq(changeovers.linenCardId, id));
const auditsOf = (id: string) => t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'linen_card.undo')));

describe('POST /api/linen-cards/:id/undo', () => {
  it('undoes a Collect: the card is back in Changeover Due with its times, the invoice cancelled, history and audit record it', async () => {
    const onBedsSince = new Date(t.deps.now().getTime() - 9 * DAY);
    const id = await w.card('changeover_due', { onBedsSince, transitSince: null });
    const before = await cardRow(t, id);
    const moved = await collect(id);
    expect(new Date(moved.undo.until).getTime() - Date.now()).toBeGreaterThan(60_000);
    expect(await invoicesOf(id)).toHaveLength(1);

    const res = await undo(id, moved.undo.eventId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.card).toMatchObject({ id, status: 'changeover_due', transitSince: null });
    const after = await cardRow(t, id);
    expect(after).toMatchObject({ status: 'changeover_due', transitSince: null });
    expect(after.onBedsSince?.toISOString()).toBe(before.onBedsSince?.toISOString());
    expect(await invoicesOf(id)).toEqual([]);

    const events = await t.deps.db.select().from(linenCardEvents).where(eq(linenCardEvents.linenCardId, id));
    const undone = events.find((e) => e.kind === 'undone');
    expect(undone).toMatchObject({ fromStatus: 'in_transit', toStatus: 'changeover_due' });
    expect(undone?.details).toMatchObject({ undoes: moved.undo.eventId, move: 'collect', invoice: { changeoverId: moved.changeoverId, cancelled: true } });
    const [audit] = await auditsOf(id);
    expect(audit.details).toMatchObject({ move: 'collect', invoice: { changeoverId: moved.changeoverId, amountPence: w.servicesTotal, cancelled: true } });
    const details = await call(t, 'GET', `/api/linen-cards/${id}`, { cookie: w.staff });
    expect(details.json.card.history.map((e: { summary: string }) => e.summary)).toContain(
      'Undid Collect: back from In Transit to Changeover Due; its collection invoice was cancelled',
    );
    // The card can be collected again: a new invoice.
    await collect(id);
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it('undoes a Return: back in transit with its transit time, the changeover open again', async () => {
    const id = await w.card('changeover_due');
    await collect(id);
    const collected = await cardRow(t, id);
    const ret = await call(t, 'POST', `/api/linen-cards/${id}/return`, { cookie: w.courier });
    expect(ret.status).toBe(200);
    const res = await undo(id, ret.json.undo.eventId, w.staff);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const after = await cardRow(t, id);
    expect(after).toMatchObject({ status: 'in_transit', lastChangeoverDate: collected.lastChangeoverDate });
    expect(after.transitSince?.toISOString()).toBe(collected.transitSince?.toISOString());
    expect(after.onBedsSince?.toISOString()).toBe(collected.onBedsSince?.toISOString());
    const [co] = await invoicesOf(id);
    expect(co.returnedAt).toBeNull();
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('refuses (409) once the invoice is paid or a checkout was started for it, and changes nothing', async () => {
    const paid = await w.card('changeover_due');
    const p = await collect(paid);
    await t.deps.db.update(changeovers).set({ invoiceStatus: 'paid', amountPaidPence: w.servicesTotal, paidAt: new Date() }).where(eq(changeovers.id, p.changeoverId));
    const r1 = await undo(paid, p.undo.eventId);
    expect(r1.status).toBe(409);
    expect(r1.json.error.message).toBe(UNDO_MESSAGES.invoicePaid);
    // The refusal's name, for a screen that says it in another language (decision 0186).
    expect(r1.json.error.reason).toBe('invoicePaid');

    const started = await w.card('changeover_due');
    const s = await collect(started);
    const checkout = await call(t, 'POST', '/api/payments/collection-checkout', { cookie: w.staff, body: { changeoverId: s.changeoverId } });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    const r2 = await undo(started, s.undo.eventId);
    expect(r2.status).toBe(409);
    expect(r2.json.error.message).toBe(UNDO_MESSAGES.checkoutStarted);
    expect(r2.json.error.reason).toBe('checkoutStarted');
    // An expired checkout still refers to the invoice: it is never deleted from under it.
    await t.deps.db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, checkout.json.checkoutId));
    expect((await undo(started, s.undo.eventId)).status).toBe(409);

    for (const id of [paid, started]) {
      expect((await cardRow(t, id)).status).toBe('in_transit');
      expect(await invoicesOf(id)).toHaveLength(1);
      expect(await auditsOf(id)).toHaveLength(0);
    }
  });

  it('refuses (409) a card that moved since, and a move older than the window', async () => {
    const id = await w.card('changeover_due');
    const c = await collect(id);
    expect((await call(t, 'POST', `/api/linen-cards/${id}/return`, { cookie: w.courier })).status).toBe(200);
    const since = await undo(id, c.undo.eventId);
    expect(since.status).toBe(409);
    expect(since.json.error.message).toBe(UNDO_MESSAGES.movedSince);
    expect(since.json.error.reason).toBe('movedSince');
    expect((await cardRow(t, id)).status).toBe('on_beds');

    const late = await w.card('changeover_due');
    const l = await collect(late);
    await t.deps.db
      .update(linenCardEvents)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(linenCardEvents.id, l.undo.eventId));
    const tooLate = await undo(late, l.undo.eventId);
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.message).toBe(UNDO_MESSAGES.tooLate);
    expect(await invoicesOf(late)).toHaveLength(1);
  });

  it('refuses another move kind (409), an unknown move (404), bad input (422); needs kanban_move (403) and scope (404)', async () => {
    const id = await w.card('on_beds');
    const moved = await call(t, 'POST', `/api/linen-cards/${id}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } });
    const eventId = (await t.deps.db.select().from(linenCardEvents).where(and(eq(linenCardEvents.linenCardId, id), eq(linenCardEvents.kind, 'moved'))))[0].id;
    expect(moved.status).toBe(200);
    const r = await undo(id, eventId);
    expect(r.status).toBe(409);
    expect(r.json.error.message).toBe(UNDO_MESSAGES.notUndoable);
    expect((await undo(id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await undo(id, 'not-an-id')).status).toBe(422);

    const other = await w.card('changeover_due');
    const c = await collect(other);
    expect((await undo(other, c.undo.eventId, w.noMove)).status).toBe(403);
    expect((await undo(other, c.undo.eventId, w.ownerA)).status).toBe(403);
    expect((await undo(other, c.undo.eventId, w.ownerB)).status).toBe(404);
    expect((await call(t, 'POST', `/api/linen-cards/${other}/undo`, { body: { eventId: c.undo.eventId } })).status).toBe(401);
    // Another card's move is not found on this card.
    expect((await undo(id, c.undo.eventId)).status).toBe(404);
    expect((await cardRow(t, other)).status).toBe('in_transit');
  });

  it('10 parallel undos of one Collect: exactly one 200, one undone event, one audit row, the invoice gone once', async () => {
    const id = await w.card('changeover_due');
    const c = await collect(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => undo(id, c.undo.eventId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(results.find((r) => r.status === 409)?.json.error.message).toBe(UNDO_MESSAGES.alreadyUndone);
    const events = await t.deps.db.select().from(linenCardEvents).where(and(eq(linenCardEvents.linenCardId, id), eq(linenCardEvents.kind, 'undone')));
    expect(events).toHaveLength(1);
    expect(await auditsOf(id)).toHaveLength(1);
    expect((await cardRow(t, id)).status).toBe('changeover_due');
    expect(await invoicesOf(id)).toEqual([]);
  });
});
