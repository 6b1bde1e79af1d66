/**
 * A goodwill credit note's refunds through the payment provider (decision 0194, amended 2026-11-27):
 * the credit note's transaction writes one refund per card payment (newest first) and the refunds are
 * sent after commit, each with its own key. Both refunds are kept with their provider ids; a refusal
 * leaves the credit note standing and the refund pending (shown on the invoice and its PDF) until the
 * scheduled job sends it again; the same form again plans nothing new; ten parallel forms or job runs
 * make one provider refund per payment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, clients, creditNoteRefunds, creditNotes, invoices, linenCards, properties } from '@server/db/schema';
import { makeCharges } from '@server/features/charges/add-charge';
import { recordInvoicePayment, retryCreditNoteRefunds } from '@server/features/invoices';
import type { PaymentProvider, RefundInput } from '@server/features/payments/payment-provider';
import { APP_URL, call, createTestApp, userWithRole, type TestApp } from './harness';
import { pdfText } from './contracts-pdf-text';
import { HARBOUR_LINEN } from './business-details-fixture';

let t: TestApp;
let admin: string;
let owner: { cookie: string; user: { id: string } };
let clientId: string;
let refund: MockInstance<PaymentProvider['refund']>;
/** Keys the fake provider refuses while they are in here. */
const refusing = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = (await userWithRole(t, 'boss@provider.example', 'admin', true)).cookie;
  admin = (await userWithRole(t, 'ada@provider.example', 'admin')).cookie;
  owner = await userWithRole(t, 'anna@owner.example', 'client');
  const [client] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: owner.user.id }).returning();
  clientId = client.id;
  expect((await call(t, 'PUT', '/api/business-details', { cookie: superAdmin, body: HARBOUR_LINEN })).status).toBe(200);
});
afterAll(() => t.close());

function fakeProvider() {
  const original = t.deps.payments.refund.bind(t.deps.payments);
  refusing.clear();
  refund = vi.spyOn(t.deps.payments, 'refund').mockImplementation(async (input: RefundInput) => {
    if (refusing.has(input.refundId)) throw new Error('card_declined: the provider refused the refund');
    return original(input);
  });
}
afterEach(() => refund?.mockRestore());

/** The provider's refunds it made (calls that were answered), by our key. */
function madeByKey(): Map<string, string[]> {
  const made = new Map<string, string[]>();
  refund.mock.calls.forEach(([input], i) => {
    const r = refund.mock.settledResults[i];
    if (r?.type === 'fulfilled') made.set(input.refundId, [...(made.get(input.refundId) ?? []), r.value.providerRefundId]);
  });
  return made;
}

/** A £40.00 charge's invoice paid by card twice: £15.00 (pi_a, older) then £25.00 (pi_b, newer). */
async function paidTwiceByCard(label: string) {
  const [property] = await t.deps.db.insert(properties).values({ name: `${label} House`, clientId }).returning();
  const [card] = await t.deps.db.insert(linenCards).values({ propertyId: property.id, clientId, status: 'on_beds' }).returning();
  const [charge] = await t.deps.db.transaction((tx) =>
    makeCharges(tx, [{ kind: 'late_changeover', dedupeKey: `test:${card.id}`, clientId, propertyId: property.id, linenCardId: card.id, amountPence: 4000, reason: label, createdAt: new Date() }]),
  );
  const pay = (amountPence: number, pi: string, paidAt: Date) =>
    t.deps.db.transaction((tx) =>
      recordInvoicePayment(tx, { source: 'charge', sourceId: charge.id, amountPence, via: 'card', key: `test:${pi}`, paidAt, providerPaymentId: pi, actorUserId: null }),
    );
  const pi = { a: `pi_a_${card.id}`, b: `pi_b_${card.id}` };
  expect(await pay(1500, pi.a, new Date(Date.now() - 120_000))).toBe(true);
  expect(await pay(2500, pi.b, new Date(Date.now() - 60_000))).toBe(true);
  const [inv] = await t.deps.db.select().from(invoices).where(eq(invoices.sourceId, charge.id));
  expect(inv).toMatchObject({ paidPence: 4000, cardPaidPence: 4000, number: expect.stringMatching(/^INV-/) });
  return { inv, pi };
}

const refundsOf = async (invoiceId: string) =>
  t.deps.db
    .select({ refund: creditNoteRefunds })
    .from(creditNoteRefunds)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteRefunds.creditNoteId))
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNoteRefunds.position))
    .then((rows) => rows.map((r) => r.refund));

const auditsOf = async (invoiceId: string, action: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, invoiceId)));

const later = (minutes: number) => ({ ...t.deps, now: () => new Date(Date.now() + minutes * 60_000) });

async function pdf(path: string) {
  const res = await t.app.request(`${APP_URL}${path}`, { headers: { cookie: admin, origin: APP_URL } });
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

describe('a goodwill credit note refunding two card payments', () => {
  it('refunds both, newest first, and keeps each provider refund id', async () => {
    fakeProvider();
    const { inv, pi } = await paidTwiceByCard('Both');
    const requestId = crypto.randomUUID();
    const res = await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body: { amountPence: 4000, note: 'Stay cancelled', requestId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.creditNotes).toEqual([expect.objectContaining({ grossPence: 4000, refundPence: 4000, refundStatus: 'refunded', refundText: '£40.00 refunded' })]);

    const made = madeByKey();
    expect([...made.keys()]).toEqual([`credit-${requestId}-1`, `credit-${requestId}-2`]);
    expect(refund.mock.calls.map(([c]) => [c.paymentIntentId, c.amountPence, c.attempt])).toEqual([
      [pi.b, 2500, 1],
      [pi.a, 1500, 1],
    ]);
    const rows = await refundsOf(inv.id);
    expect(rows.map((r) => [r.position, r.providerPaymentId, r.amountPence, r.status, r.attempts, r.providerRefundId])).toEqual([
      [1, pi.b, 2500, 'refunded', 1, made.get(`credit-${requestId}-1`)![0]],
      [2, pi.a, 1500, 'refunded', 1, made.get(`credit-${requestId}-2`)![0]],
    ]);
    const [note] = await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id));
    expect(note.providerRefundId).toBe(rows[0].providerRefundId);
    expect(await auditsOf(inv.id, 'credit_note.refunds_planned')).toHaveLength(1);
    const done = await auditsOf(inv.id, 'credit_note.refunded');
    expect(done.map((a) => (a.details as { providerRefundId: string }).providerRefundId).sort()).toEqual(rows.map((r) => r.providerRefundId).sort());
    expect(await pdf(`/api/credit-notes/${note.id}/pdf`)).toContain('£40.00 refunded');
  });

  it('a refusal of the second leaves the credit note and the first refund standing; the job completes it once', async () => {
    fakeProvider();
    const { inv, pi } = await paidTwiceByCard('Refused');
    const requestId = crypto.randomUUID();
    const second = `credit-${requestId}-2`;
    refusing.add(second);
    const body = { amountPence: 4000, note: 'Goodwill', requestId };
    const res = await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: 'credited', creditedPence: 4000 });
    expect(res.json.creditNotes).toEqual([
      expect.objectContaining({ refundPence: 4000, refundStatus: 'pending', refundText: '£25.00 refunded, £15.00 refund pending' }),
    ]);
    let rows = await refundsOf(inv.id);
    expect(rows.map((r) => [r.providerPaymentId, r.status, r.attempts, r.providerRefundId !== null])).toEqual([
      [pi.b, 'refunded', 1, true],
      [pi.a, 'pending', 1, false],
    ]);
    expect(rows[1].lastError).toContain('card_declined');
    expect(rows[1].nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await auditsOf(inv.id, 'credit_note.refund_refused')).toHaveLength(1);
    const noteId = res.json.creditNotes[0].id;
    expect(await pdf(`/api/credit-notes/${noteId}/pdf`)).toContain('£15.00 refund pending');

    // Not due yet: the job leaves it; the same form again answers the same credit note, plans nothing new
    // and sends nothing before the refund is due (it used to spend an attempt on every resubmission).
    expect(await retryCreditNoteRefunds(t.deps)).toBe(0);
    const again = await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body });
    expect(again.status).toBe(200);
    expect(again.json.creditNotes.map((c: { id: string }) => c.id)).toEqual([noteId]);
    rows = await refundsOf(inv.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refund.mock.calls.filter(([c]) => c.refundId === second)).toHaveLength(1);

    // The provider takes it now: the job, once due, asks the provider whether attempt 1 made a refund
    // (no), then sends attempt 2 with a key of its own (the provider would replay attempt 1's refusal
    // under the old key); later runs make nothing more.
    refusing.clear();
    const findRefund = vi.fn(async () => null);
    t.deps.payments.findRefund = findRefund;
    try {
      expect(await retryCreditNoteRefunds(later(0.5))).toBe(0);
      expect(await retryCreditNoteRefunds(later(1))).toBe(1);
      expect(await retryCreditNoteRefunds(later(20))).toBe(0);
    } finally {
      delete t.deps.payments.findRefund;
    }
    expect(findRefund.mock.calls).toEqual([[pi.a, second]]);
    expect(refund.mock.calls.filter(([c]) => c.refundId === second).map(([c]) => c.attempt)).toEqual([1, 2]);
    const made = madeByKey();
    expect(made.get(second)).toHaveLength(1);
    expect(made.get(`credit-${requestId}-1`)).toHaveLength(1);
    rows = await refundsOf(inv.id);
    expect(rows.map((r) => [r.status, r.providerRefundId])).toEqual([
      ['refunded', made.get(`credit-${requestId}-1`)![0]],
      ['refunded', made.get(second)![0]],
    ]);
    expect(rows[1]).toMatchObject({ attempts: 2, lastError: null });
    const detail = await call(t, 'GET', `/api/invoices/${inv.id}`, { cookie: owner.cookie });
    expect(detail.json.creditNotes[0]).toMatchObject({ refundStatus: 'refunded', refundText: '£40.00 refunded' });
    expect(await auditsOf(inv.id, 'credit_note.refunded')).toHaveLength(2);
  });

  it('ten parallel sends of the same form make one credit note and one provider refund per payment', async () => {
    fakeProvider();
    const { inv } = await paidTwiceByCard('Parallel form');
    const requestId = crypto.randomUUID();
    const body = { amountPence: 4000, note: 'Sent ten times', requestId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id))).toHaveLength(1);
    const rows = await refundsOf(inv.id);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(refund).toHaveBeenCalledTimes(2);
    expect([...madeByKey().values()].map((ids) => ids.length)).toEqual([1, 1]);
    expect(await auditsOf(inv.id, 'credit_note.refunded')).toHaveLength(2);
  });

  it('ten parallel runs of the job send a pending refund once', async () => {
    fakeProvider();
    const { inv } = await paidTwiceByCard('Parallel job');
    const requestId = crypto.randomUUID();
    const second = `credit-${requestId}-2`;
    refusing.add(second);
    const res = await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body: { amountPence: 4000, note: 'Goodwill', requestId } });
    expect(res.status).toBe(200);
    refusing.clear();
    const accepted = await Promise.all(Array.from({ length: 10 }, () => retryCreditNoteRefunds(later(5))));
    expect(accepted.reduce((a, b) => a + b, 0)).toBe(1);
    expect(madeByKey().get(second)).toHaveLength(1);
    expect(refund.mock.calls.filter(([c]) => c.refundId === second)).toHaveLength(2); // the refused one, then the one made
    expect((await refundsOf(inv.id)).map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(await auditsOf(inv.id, 'credit_note.refunded')).toHaveLength(2);
  });

  it('a later credit note goes back only to what each payment has left', async () => {
    fakeProvider();
    const { inv, pi } = await paidTwiceByCard('Twice');
    const path = `/api/invoices/${inv.id}/credit-notes`;
    expect((await call(t, 'POST', path, { cookie: admin, body: { amountPence: 2000, note: 'First', requestId: crypto.randomUUID() } })).status).toBe(200);
    expect((await call(t, 'POST', path, { cookie: admin, body: { amountPence: 2000, note: 'Second', requestId: crypto.randomUUID() } })).status).toBe(200);
    const rows = await refundsOf(inv.id);
    const byPayment = new Map<string, number>();
    for (const r of rows) byPayment.set(r.providerPaymentId, (byPayment.get(r.providerPaymentId) ?? 0) + r.amountPence);
    expect(Object.fromEntries(byPayment)).toEqual({ [pi.b]: 2500, [pi.a]: 1500 });
    expect(rows.every((r) => r.status === 'refunded')).toBe(true);
  });

  it('an answer lost after the provider refunded: the retry finds that refund and refunds nothing twice', async () => {
    fakeProvider();
    const { inv, pi } = await paidTwiceByCard('Lost answer');
    const requestId = crypto.randomUUID();
    const second = `credit-${requestId}-2`;
    // The provider makes the second refund, but its answer never arrives (a timeout on the way back).
    const madeAtProvider = 're_made_but_lost';
    refund.mockImplementation(async (input: RefundInput) => {
      if (input.refundId === second) throw new Error('connect ETIMEDOUT: no answer from the payment provider');
      return { providerRefundId: `re_${input.refundId}`, status: 'succeeded' };
    });
    const res = await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body: { amountPence: 4000, note: 'Goodwill', requestId } });
    expect(res.status).toBe(200);
    expect((await refundsOf(inv.id)).map((r) => [r.status, r.attempts])).toEqual([
      ['refunded', 1],
      ['pending', 1],
    ]);
    const findRefund = vi.fn(async (paymentIntentId: string, refundId: string) =>
      paymentIntentId === pi.a && refundId === second ? { providerRefundId: madeAtProvider, status: 'succeeded' } : null,
    );
    t.deps.payments.findRefund = findRefund;
    try {
      expect(await retryCreditNoteRefunds(later(5))).toBe(1);
    } finally {
      delete t.deps.payments.findRefund;
    }
    expect(refund.mock.calls.filter(([c]) => c.refundId === second)).toHaveLength(1); // not sent again
    const rows = await refundsOf(inv.id);
    expect(rows[1]).toMatchObject({ status: 'refunded', providerRefundId: madeAtProvider, attempts: 2 });
    const audits = await auditsOf(inv.id, 'credit_note.refunded');
    expect(audits.map((a) => (a.details as { foundAtProvider?: boolean }).foundAtProvider ?? false).sort()).toEqual([false, true]);
  });

  it("the provider's refund events: one still pending here is refunded, a failed one is failed and a warning; another feature's event is left to it", async () => {
    fakeProvider();
    const { inv } = await paidTwiceByCard('Events');
    const requestId = crypto.randomUUID();
    const [first, second] = [`credit-${requestId}-1`, `credit-${requestId}-2`];
    refusing.add(second);
    expect((await call(t, 'POST', `/api/invoices/${inv.id}/credit-notes`, { cookie: admin, body: { amountPence: 4000, note: 'Goodwill', requestId } })).status).toBe(200);
    const event = (id: string, type: string, refundId: string, status: string) =>
      JSON.stringify({ id, type, data: { object: { id: `re_evt_${id}`, object: 'refund', status, amount: 1500, metadata: { refund_id: refundId } } } });
    const send = async (body: string) => {
      const headers = (t.deps.payments as unknown as { sign: (b: string) => Record<string, string> }).sign(body);
      const res = await t.app.request(`${APP_URL}/api/payments/webhook`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      expect(res.status).toBe(200);
    };
    // The pending second refund, made after all (its answer lost): the event settles it.
    await send(event('evt_cn_1', 'refund.updated', second, 'succeeded'));
    let rows = await refundsOf(inv.id);
    expect(rows[1]).toMatchObject({ status: 'refunded', providerRefundId: 're_evt_evt_cn_1' });
    // The first one failed at the bank after the provider took it: the money did not go back.
    await send(event('evt_cn_2', 'refund.failed', first, 'failed'));
    rows = await refundsOf(inv.id);
    expect(rows[0]).toMatchObject({ status: 'failed' });
    expect(await auditsOf(inv.id, 'credit_note.refund_failed')).toHaveLength(1);
    const detail = await call(t, 'GET', `/api/invoices/${inv.id}`, { cookie: admin });
    expect(detail.json.creditNotes[0]).toMatchObject({ refundStatus: 'failed' });
    // A refund no credit note made is no credit note's: deposit refunds' handler audits it as unmatched.
    await send(event('evt_cn_3', 'refund.updated', 'someone-else', 'succeeded'));
    const unmatched = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.refund_unmatched'));
    expect(unmatched.map((a) => (a.details as { refundId: string }).refundId)).toContain('someone-else');
    expect(unmatched.map((a) => (a.details as { refundId: string }).refundId)).not.toContain(first);
  });
});
