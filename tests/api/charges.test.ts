/**
 * Issue 18 items 3, 4, 6: the charges after they exist. Owners see their pending charges in Payments due
 * and pay them on the test checkout (the webhook marks them paid once; a replay or a second payment
 * changes nothing and is recorded); staff waive with a reason (once, whatever the races); late payment
 * fees on overdue items only, one per item ever, by hand and by the automatic policy; the provider's
 * charges view with its filters, keyset pages, totals and CSV. Owner B never sees or touches A's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, changeovers, charges, checkoutSessions, clients, linenActivities, linenCards, outbox, properties } from '@server/db/schema';
import { insertCharges } from '@server/features/charges/charges.repo';
import { writeChargeSettings } from '@server/features/charges/charge-settings.repo';
import { runAutoLateFees } from '@server/features/charges';
import type { TestPaymentProvider } from '@server/features/payments/test-provider';
import { CHARGE_MESSAGES, DEFAULT_CHARGE_SETTINGS } from '@shared/domain/charges';
import { lateChangeoverKey } from '@shared/domain/hire-clock';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
const who = {} as Record<'admin' | 'staff' | 'manager' | 'courier' | 'ownerA' | 'ownerB', string>;
let clientA: string;
let clientB: string;
let cottage: string;
let barn: string;
let cardA: string;
let cardB: string;

const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);
let period = 0;

/** A late-changeover charge on a card, inserted as the hire clock would make it. */
async function changeoverCharge(over: { clientId?: string; propertyId?: string; cardId?: string; amountPence?: number; createdAt?: Date; status?: 'pending' | 'paid' | 'waived' } = {}) {
  const onBedsSince = ago(40);
  const cardId = over.cardId ?? cardA;
  period += 1;
  const status = over.status ?? 'pending';
  const [row] = await insertCharges(t.deps.db, [
    {
      kind: 'late_changeover',
      dedupeKey: lateChangeoverKey(cardId, onBedsSince, period),
      clientId: over.clientId ?? clientA,
      propertyId: over.propertyId ?? cottage,
      linenCardId: cardId,
      period,
      onBedsSince,
      amountPence: over.amountPence ?? 2500,
      reason: `Linen on beds past 14 days (period ${period})`,
      status,
      paidAt: status === 'paid' ? ago(1) : null,
      paidVia: status === 'paid' ? 'checkout' : null,
      waivedAt: status === 'waived' ? ago(1) : null,
      createdAt: over.createdAt ?? ago(2),
    },
  ]);
  return row.id;
}

async function collection(over: Partial<typeof changeovers.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(changeovers)
    .values({ linenCardId: cardA, propertyId: cottage, clientId: clientA, collectedAt: ago(12), amountPence: 3000, ...over })
    .returning();
  return row.id;
}

async function damage(over: Partial<typeof linenActivities.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(linenActivities)
    .values({ linenCardId: cardA, productName: 'Duvet cover', quantity: 1, damagesCount: 1, unitPricePence: 1500, createdAt: ago(12), chargeRequestedAt: ago(11), ...over })
    .returning();
  return row.id;
}

const chargeOf = async (id: string) => (await t.deps.db.select().from(charges).where(eq(charges.id, id)))[0];
const auditsOf = (action: string, entityId: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const mailsTo = (to: string, kind: string) => t.deps.db.select().from(outbox).where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind)));
const provider = () => t.deps.payments as TestPaymentProvider;
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

beforeAll(async () => {
  t = await createTestApp();
  who.admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  who.staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  who.manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  who.courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  who.ownerA = a.cookie;
  who.ownerB = b.cookie;
  const db = t.deps.db;
  [clientA, clientB] = (
    await db
      .insert(clients)
      .values([
        { name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id },
        { name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id },
      ])
      .returning()
  ).map((r) => r.id);
  [cottage, barn] = (
    await db
      .insert(properties)
      .values([
        { name: 'Anna Cottage', address: '1 Quay Street', clientId: clientA },
        { name: 'Ben Barn', address: '5 Farm Road', clientId: clientB },
      ])
      .returning()
  ).map((r) => r.id);
  [cardA, cardB] = (
    await db
      .insert(linenCards)
      .values([
        { propertyId: cottage, clientId: clientA, status: 'on_beds', onBedsSince: ago(40) },
        { propertyId: barn, clientId: clientB, status: 'on_beds', onBedsSince: ago(40) },
      ])
      .returning()
  ).map((r) => r.id);
});
afterAll(() => t.close());

describe('Payments due', () => {
  it("lists an owner's pending charges only, with kind, reason, amount and a deadline 10 days from creation", async () => {
    const pending = await changeoverCharge({ createdAt: ago(3) });
    const paid = await changeoverCharge({ status: 'paid' });
    const waived = await changeoverCharge({ status: 'waived' });
    const bens = await changeoverCharge({ clientId: clientB, propertyId: barn, cardId: cardB });
    const res = await call(t, 'GET', '/api/payments-due', { cookie: who.ownerA });
    expect(res.status).toBe(200);
    const ids = res.json.items.filter((i: { kind: string }) => i.kind === 'charge').map((i: { id: string }) => i.id);
    expect(ids).toContain(pending);
    expect(ids).not.toContain(paid);
    expect(ids).not.toContain(waived);
    expect(ids).not.toContain(bens);
    const item = res.json.items.find((i: { id: string }) => i.id === pending);
    expect(item).toMatchObject({ kind: 'charge', chargeKind: 'late_changeover', propertyName: 'Anna Cottage', amountPence: 2500, overdue: false });
    expect(item.reason).toMatch(/^Linen on beds past 14 days/);
    expect(new Date(item.deadline).getTime() - new Date(item.enteredAt).getTime()).toBe(10 * DAY);
    const ben = await call(t, 'GET', '/api/payments-due', { cookie: who.ownerB });
    expect(ben.json.items.map((i: { id: string }) => i.id)).toEqual([bens]);
  });
});

describe('paying a charge', () => {
  const start = (cookie: string | undefined, chargeId: string) => call(t, 'POST', '/api/payments/charge-checkout', { cookie, body: { chargeId } });

  it('lets the owner and charge managers pay; another owner 404, a courier 403, signed out 401', async () => {
    const id = await changeoverCharge();
    expect((await start(who.ownerA, id)).status).toBe(200);
    expect((await start(who.staff, id)).status).toBe(200);
    expect((await start(who.admin, id)).status).toBe(200);
    expect((await start(who.ownerB, id)).status).toBe(404);
    expect((await start(who.courier, id)).status).toBe(403);
    expect((await start(undefined, id)).status).toBe(401);
    expect((await start(who.ownerA, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("reuses the caller's open checkout for the same charge", async () => {
    const id = await changeoverCharge();
    const first = await start(who.ownerA, id);
    const second = await start(who.ownerA, id);
    expect(second.json).toEqual(first.json);
    const [row] = await t.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, first.json.checkoutId));
    expect(row).toMatchObject({ purpose: 'charge', reference: { chargeId: id, propertyId: cottage, clientId: clientA } });
    expect(row.lineItems).toEqual([{ priceId: 'charge_late_changeover', name: 'Late changeover: Anna Cottage', quantity: 1, amountPence: 2500 }]);
  });

  it('marks the charge paid from the webhook, e-mails a receipt, and a replay changes nothing', async () => {
    const id = await changeoverCharge({ amountPence: 3100 });
    const started = await start(who.ownerA, id);
    const session = await call(t, 'GET', `/api/payments/checkout-sessions/${started.json.checkoutId}`, { cookie: who.ownerA });
    expect(session.json.lineItems[0]).toMatchObject({ name: 'Late changeover: Anna Cottage', amountPence: 3100 });
    const sessionId = sessionIdOf(started.json.url);
    const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, { cookie: who.ownerA });
    expect(paid.status).toBe(200);
    const row = await chargeOf(id);
    expect(row).toMatchObject({ status: 'paid', paidVia: 'checkout' });
    expect(await auditsOf('charge.paid', id)).toHaveLength(1);
    const receipts = await mailsTo('anna@owner.example', 'payment-receipt');
    expect(receipts.some((m) => m.textBody.includes('For: Late changeover') && m.textBody.includes('£31.00'))).toBe(true);

    // The provider delivers the same event again, and a different event for the same session.
    const event = (eid: string) =>
      JSON.stringify({
        id: eid,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 3100, currency: 'gbp' } },
      });
    for (const body of [event('evt_charge_replay'), event('evt_charge_replay'), event(provider().newId('evt'))]) {
      const res = await t.app.request('http://localhost:3000/api/payments/webhook', { method: 'POST', body, headers: provider().sign(body) });
      expect(res.status).toBe(200);
    }
    expect(await chargeOf(id)).toEqual(row);
    expect(await auditsOf('charge.paid', id)).toHaveLength(1);
    expect((await start(who.ownerA, id)).status).toBe(409);
  });

  it('records a second payment of the same charge as payment.duplicate', async () => {
    const id = await changeoverCharge();
    const byOwner = sessionIdOf((await start(who.ownerA, id)).json.url);
    const byStaff = await start(who.staff, id);
    expect((await call(t, 'POST', `/api/payments/test-checkout/${byOwner}/pay`, { cookie: who.ownerA })).status).toBe(200);
    const paid = await chargeOf(id);
    expect((await call(t, 'POST', `/api/payments/test-checkout/${sessionIdOf(byStaff.json.url)}/pay`, { cookie: who.staff })).status).toBe(200);
    const dup = await auditsOf('payment.duplicate', byStaff.json.checkoutId);
    expect(dup).toHaveLength(1);
    expect(dup[0].details).toMatchObject({ purpose: 'charge', reference: { chargeId: id } });
    expect(await chargeOf(id)).toEqual(paid);
  });

  it('refuses to start paying a waived charge (409), and a checkout paid after the waive leaves it waived', async () => {
    const id = await changeoverCharge();
    const before = await start(who.ownerA, id);
    expect((await call(t, 'POST', `/api/charges/${id}/waive`, { cookie: who.staff, body: { reason: 'Guest stayed on' } })).status).toBe(200);
    const res = await start(who.ownerA, id);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CHARGE_MESSAGES.alreadyWaived);
    await call(t, 'POST', `/api/payments/test-checkout/${sessionIdOf(before.json.url)}/pay`, { cookie: who.ownerA });
    expect((await chargeOf(id)).status).toBe('waived');
    expect(await auditsOf('payment.duplicate', before.json.checkoutId)).toHaveLength(1);
  });
});

describe('waiving a charge', () => {
  const waive = (cookie: string | undefined, id: string, body: unknown = { reason: 'Owner was away' }) =>
    call(t, 'POST', `/api/charges/${id}/waive`, { cookie, body });

  it('is for charge managers: owners, another owner and couriers get 403, signed out 401', async () => {
    const id = await changeoverCharge();
    expect((await waive(who.ownerA, id)).status).toBe(403);
    expect((await waive(who.ownerB, id)).status).toBe(403);
    expect((await waive(who.courier, id)).status).toBe(403);
    expect((await waive(undefined, id)).status).toBe(401);
    expect((await chargeOf(id)).status).toBe('pending');
  });

  it('needs a reason', async () => {
    const id = await changeoverCharge();
    for (const body of [{}, { reason: '   ' }]) {
      const res = await waive(who.staff, id, body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.json)).toContain(CHARGE_MESSAGES.waiveReasonRequired);
    }
    expect((await chargeOf(id)).status).toBe('pending');
  });

  it('waives with who, when and why, audited with the amount; a second waive and a paid charge are 409', async () => {
    const id = await changeoverCharge({ amountPence: 2750 });
    const res = await waive(who.manager, id, { reason: ' Bag collected late by us ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'waived', waiveReason: 'Bag collected late by us' });
    const row = await chargeOf(id);
    expect(row.waivedAt).not.toBeNull();
    expect(row.waivedBy).not.toBeNull();
    const [audit] = await auditsOf('charge.waived', id);
    expect(audit.details).toMatchObject({ amountPence: 2750, reason: 'Bag collected late by us' });
    expect((await waive(who.manager, id)).status).toBe(409);
    const paid = await changeoverCharge({ status: 'paid' });
    const refused = await waive(who.staff, paid);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(CHARGE_MESSAGES.alreadyPaid);
    expect((await waive(who.staff, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('10 parallel waives: exactly one 200, one audit row', async () => {
    const id = await changeoverCharge();
    const statuses = (await Promise.all(Array.from({ length: 10 }, (_, i) => waive(i % 2 ? who.staff : who.admin, id, { reason: `Race ${i}` })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await auditsOf('charge.waived', id)).toHaveLength(1);
  });
});

describe('late payment fees', () => {
  const fee = (cookie: string | undefined, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/charges/late-fee', { cookie, body: { amountPence: 1000, reason: 'Paid late', ...body } });

  it('adds one to an overdue collection: audited, the owner e-mailed, in Payments due; a second is 409', async () => {
    const subjectId = await collection();
    const res = await fee(who.staff, { subjectType: 'collection', subjectId, amountPence: 1250 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ kind: 'late_payment', status: 'pending', amountPence: 1250, reason: 'Paid late', subjectType: 'collection', subjectId, propertyName: 'Anna Cottage' });
    const [audit] = await auditsOf('charge.created', res.json.id);
    expect(audit.details).toMatchObject({ amountPence: 1250, subjectType: 'collection', subjectId, automatic: false });
    const mails = await mailsTo('anna@owner.example', 'late-payment-fee');
    expect(mails.some((m) => m.textBody.includes('£12.50') && m.textBody.includes('/portal?tab=payments-due'))).toBe(true);
    const due = await call(t, 'GET', '/api/payments-due', { cookie: who.ownerA });
    expect(due.json.items.find((i: { id: string }) => i.id === res.json.id)).toMatchObject({ kind: 'charge', chargeKind: 'late_payment' });
    const again = await fee(who.manager, { subjectType: 'collection', subjectId });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(CHARGE_MESSAGES.lateFeeExists);
  });

  it('refuses an item that is not overdue: paid, within its 10 days, not collected, or a damage not requested', async () => {
    const cases = [
      { subjectType: 'collection', subjectId: await collection({ invoiceStatus: 'paid', paidAt: ago(1) }) },
      { subjectType: 'collection', subjectId: await collection({ collectedAt: ago(9) }) },
      { subjectType: 'collection', subjectId: await collection({ collectedAt: null }) },
      { subjectType: 'damage', subjectId: await damage({ chargeRequestedAt: null }) },
      { subjectType: 'damage', subjectId: await damage({ chargedAt: ago(1) }) },
      { subjectType: 'damage', subjectId: await damage({ createdAt: ago(5), chargeRequestedAt: ago(4) }) },
    ];
    for (const body of cases) {
      const res = await fee(who.staff, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.json.error.message).toBe(CHARGE_MESSAGES.lateFeeNotOverdue);
    }
  });

  it('refuses a £0 collection invoice, or one paid in full towards it, however overdue: nothing is owed (409)', async () => {
    for (const subjectId of [await collection({ amountPence: 0 }), await collection({ amountPence: 3000, amountPaidPence: 3000 })]) {
      const res = await fee(who.staff, { subjectType: 'collection', subjectId });
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(CHARGE_MESSAGES.lateFeeNothingOwed);
      expect(await t.deps.db.select().from(charges).where(eq(charges.subjectId, subjectId))).toHaveLength(0);
    }
  });

  it('adds one to a requested, unpaid, overdue damage charge', async () => {
    const subjectId = await damage();
    const res = await fee(who.admin, { subjectType: 'damage', subjectId });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ subjectType: 'damage', subjectId, amountPence: 1000 });
  });

  it('is for charge managers; validates amount and reason; a missing item is 404', async () => {
    const subjectId = await collection();
    expect((await fee(who.ownerA, { subjectType: 'collection', subjectId })).status).toBe(403);
    expect((await fee(who.ownerB, { subjectType: 'collection', subjectId })).status).toBe(403);
    expect((await fee(who.courier, { subjectType: 'collection', subjectId })).status).toBe(403);
    expect((await fee(undefined, { subjectType: 'collection', subjectId })).status).toBe(401);
    const noReason = await fee(who.staff, { subjectType: 'collection', subjectId, reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.json)).toContain(CHARGE_MESSAGES.lateFeeReasonRequired);
    for (const amountPence of [0, -5, 12.5, 10_000_001]) {
      const res = await fee(who.staff, { subjectType: 'collection', subjectId, amountPence });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.json)).toContain(CHARGE_MESSAGES.lateFeeAmount);
    }
    expect((await fee(who.staff, { subjectType: 'collection', subjectId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect(await t.deps.db.select().from(charges).where(eq(charges.subjectId, subjectId))).toHaveLength(0);
  });

  it('10 parallel fees on one item: exactly one', async () => {
    const subjectId = await collection();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => fee(who.staff, { subjectType: 'collection', subjectId })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await t.deps.db.select().from(charges).where(eq(charges.subjectId, subjectId))).toHaveLength(1);
  });
});

describe('the automatic late fee policy', () => {
  it('is off by default: nothing is added', async () => {
    await collection({ collectedAt: ago(30) });
    expect(await runAutoLateFees(t.deps)).toBe(0);
  });

  it('when on, adds one fee per item past its deadline plus the days, once; a manual fee counts', async () => {
    await writeChargeSettings(t.deps.db, { ...DEFAULT_CHARGE_SETTINGS, latePaymentAuto: true, latePaymentPence: 900, latePaymentAfterDays: 7 }, new Date());
    const late = await collection({ collectedAt: ago(18) });
    const notYet = await collection({ collectedAt: ago(16) });
    const manual = await collection({ collectedAt: ago(20) });
    const lateDamage = await damage({ createdAt: ago(18), chargeRequestedAt: ago(17) });
    const unrequested = await damage({ createdAt: ago(18), chargeRequestedAt: null });
    const paid = await collection({ collectedAt: ago(18), invoiceStatus: 'paid', paidAt: ago(1) });
    // Issue 19 (collect stream): a £0 invoice (no services at Collect) owes nothing, so it is never late.
    const nothingOwed = await collection({ collectedAt: ago(18), amountPence: 0, invoiceLines: [] });
    expect((await call(t, 'POST', '/api/charges/late-fee', { cookie: who.staff, body: { subjectType: 'collection', subjectId: manual, amountPence: 500, reason: 'By hand' } })).status).toBe(201);

    await runAutoLateFees(t.deps);
    const feeOf = async (subjectId: string) => t.deps.db.select().from(charges).where(eq(charges.subjectId, subjectId));
    for (const id of [late, lateDamage]) {
      const rows = await feeOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'late_payment', amountPence: 900, createdBy: null, status: 'pending' });
      const [audit] = await auditsOf('charge.created', rows[0].id);
      expect(audit.actorUserId).toBeNull();
      expect(audit.details).toMatchObject({ automatic: true });
    }
    for (const id of [notYet, unrequested, paid, nothingOwed]) expect(await feeOf(id)).toHaveLength(0);
    expect((await feeOf(manual)).map((r) => r.amountPence)).toEqual([500]);

    expect(await runAutoLateFees(t.deps)).toBe(0);
    await Promise.all([runAutoLateFees(t.deps), runAutoLateFees(t.deps)]);
    expect(await feeOf(late)).toHaveLength(1);
    await writeChargeSettings(t.deps.db, DEFAULT_CHARGE_SETTINGS, new Date());
  });
});

describe('the charges view', () => {
  const list = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/charges${query}`, { cookie });

  it('is for staff who see collections: owners 403, signed out 401', async () => {
    for (const cookie of [who.admin, who.staff, who.manager, who.courier]) expect((await list(cookie)).status).toBe(200);
    expect((await list(who.ownerA)).status).toBe(403);
    expect((await list(who.ownerB)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
    expect((await call(t, 'GET', '/api/charges/export.csv', { cookie: who.ownerA })).status).toBe(403);
  });

  it('filters by kind, status, period and search, with totals for the filter', async () => {
    const old = await changeoverCharge({ createdAt: ago(45), amountPence: 4000 });
    const bens = await changeoverCharge({ clientId: clientB, propertyId: barn, cardId: cardB, amountPence: 1111 });
    const all = await list(who.staff, '?period=all&limit=200');
    const ids = all.json.charges.map((c: { id: string }) => c.id);
    expect(ids).toContain(old);
    expect(ids).toContain(bens);
    expect(all.json.summary.count).toBe(ids.length);
    expect(all.json.summary.pendingCount + all.json.summary.paidCount + all.json.summary.waivedCount).toBe(ids.length);
    const sum = (status: string) =>
      all.json.charges.filter((c: { status: string }) => c.status === status).reduce((s: number, c: { amountPence: number }) => s + c.amountPence, 0);
    expect(all.json.summary).toMatchObject({ pendingPence: sum('pending'), paidPence: sum('paid'), waivedPence: sum('waived') });

    const recent = await list(who.staff, '?period=30&limit=200');
    expect(recent.json.charges.map((c: { id: string }) => c.id)).not.toContain(old);
    const ben = await list(who.staff, '?period=all&search=ben%20hol');
    expect(ben.json.charges.map((c: { id: string }) => c.id)).toContain(bens);
    expect(ben.json.charges.every((c: { clientName: string }) => c.clientName === 'Ben Holidays')).toBe(true);
    expect(ben.json.summary.count).toBe(ben.json.charges.length);
    const barnOnly = await list(who.staff, '?period=all&search=BARN');
    expect(barnOnly.json.charges.map((c: { id: string }) => c.id)).toEqual(ben.json.charges.map((c: { id: string }) => c.id));
    const fees = await list(who.staff, '?period=all&kind=late_payment&limit=200');
    expect(fees.json.charges.length).toBeGreaterThan(0);
    expect(fees.json.charges.every((c: { kind: string }) => c.kind === 'late_payment')).toBe(true);
    const waived = await list(who.staff, '?period=all&status=waived&limit=200');
    expect(waived.json.charges.every((c: { status: string }) => c.status === 'waived')).toBe(true);
    expect((await list(who.staff, '?kind=other')).status).toBe(422);
  });

  it('pages by keyset: every charge once, newest first', async () => {
    const whole = (await list(who.staff, '?period=all&limit=200')).json.charges.map((c: { id: string }) => c.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(who.staff, `?period=all&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.json.charges.map((c: { id: string }) => c.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole);
    expect((await list(who.staff, '?cursor=bm9wZQ')).status).toBe(422);
  });

  it('exports the filtered charges as CSV: pounds with 2 decimals, formula cells escaped', async () => {
    const subjectId = await collection();
    await call(t, 'POST', '/api/charges/late-fee', { cookie: who.staff, body: { subjectType: 'collection', subjectId, amountPence: 1999, reason: '=HYPERLINK("http://evil.example")' } });
    const res = await t.app.request('http://localhost:3000/api/charges/export.csv?period=all&kind=late_payment', { headers: { cookie: who.staff } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="charges_\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Date,Kind,Property,Client,Reason,Amount,Status,Due By,Paid Date,Waived Date,Waive Reason,Added By');
    const row = lines.find((l) => l.includes('evil.example'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(',19.99,Pending,');
    expect(lines.slice(1).every((l) => l.includes('Late payment fee'))).toBe(true);
  });
});

describe('the reports', () => {
  it('total the charges raised and paid in the range, per owner scope, beside the existing figures', async () => {
    const paidNow = await changeoverCharge({ clientId: clientB, propertyId: barn, cardId: cardB, amountPence: 700, createdAt: ago(50) });
    await t.deps.db.update(charges).set({ status: 'paid', paidAt: ago(1), paidVia: 'checkout' }).where(eq(charges.id, paidNow));
    const rows = await t.deps.db.select().from(charges);
    const staffRes = await call(t, 'GET', '/api/reports', { cookie: who.staff });
    expect(staffRes.status).toBe(200);
    expect(staffRes.json.tiles).toMatchObject({ totalTurns: expect.any(Number), damagedItems: expect.any(Number) });
    // The default range is the last month; every charge here is a few days old or more than 40 days old.
    const recent = (d: Date | null) => d !== null && d.getTime() > Date.now() - 31 * DAY;
    const raised = rows.filter((r) => recent(r.createdAt));
    const paid = rows.filter((r) => r.status === 'paid' && recent(r.paidAt));
    expect(staffRes.json.charges).toEqual({
      raisedCount: raised.length,
      raisedPence: raised.reduce((s, r) => s + r.amountPence, 0),
      paidCount: paid.length,
      paidPence: paid.reduce((s, r) => s + r.amountPence, 0),
    });
    const ben = await call(t, 'GET', '/api/reports', { cookie: who.ownerB });
    const bens = rows.filter((r) => r.clientId === clientB);
    expect(ben.json.charges.paidPence).toBe(bens.filter((r) => r.status === 'paid' && recent(r.paidAt)).reduce((s, r) => s + r.amountPence, 0));
    expect(ben.json.charges.paidPence).toBeGreaterThanOrEqual(700);
    expect(ben.json.charges.raisedCount).toBe(bens.filter((r) => recent(r.createdAt)).length);
  });
});
