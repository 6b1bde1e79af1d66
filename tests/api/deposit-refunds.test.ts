/**
 * Issue 18 point 5: refunding a property's deposit once its contract has ended (archived, or the
 * latest contract cancelled), less the unpaid items, which the deposit settles. Through the payment
 * provider (the test provider's refund event comes back through the webhook; Stripe gets the refund
 * id as idempotency key and metadata), or 'manual' with a note for a deposit received another way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  auditLog,
  changeovers,
  charges,
  checkoutSessions,
  clients,
  depositRefunds,
  linenActivities,
  linenCards,
  orders,
  paymentEvents,
  properties,
  propertyContracts,
} from '@server/db/schema';
import { deliverTestRefundEvents } from '@server/features/deposit-refunds/deposit-refunds.service';
import { createStripeProvider } from '@server/features/payments/stripe-provider';
import type { TestPaymentProvider } from '@server/features/payments/test-provider';
import { DEPOSIT_REFUND_MESSAGES } from '@shared/domain/charges';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

type Who = Awaited<ReturnType<typeof userWithRole>>;

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function setup(t: TestApp, tag: string) {
  const superAdmin = await userWithRole(t, `root@${tag}.example`, 'admin', true);
  const admin = await userWithRole(t, `ada@${tag}.example`, 'admin');
  const manager = await userWithRole(t, `mia@${tag}.example`, 'manager');
  const staff = await userWithRole(t, `stan@${tag}.example`, 'staff');
  const courier = await userWithRole(t, `cora@${tag}.example`, 'courier');
  const ownerA = await userWithRole(t, `anna@${tag}.example`, 'client');
  const ownerB = await userWithRole(t, `ben@${tag}.example`, 'client');
  const [{ id: clientA }] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: `anna@${tag}.example`, userId: ownerA.user.id }).returning();
  await t.deps.db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: `ben@${tag}.example`, userId: ownerB.user.id });
  return { superAdmin, admin, manager, staff, courier, ownerA, ownerB, clientA };
}

async function newProperty(t: TestApp, clientId: string, values: Partial<typeof properties.$inferInsert> = {}) {
  const [p] = await t.deps.db
    .insert(properties)
    .values({ name: `Refund House ${Math.random().toString(36).slice(2, 7)}`, clientId, ...values })
    .returning();
  return p.id;
}

const refundRows = (t: TestApp, propertyId: string) => t.deps.db.select().from(depositRefunds).where(eq(depositRefunds.propertyId, propertyId));
const refundAudits = (t: TestApp, propertyId: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, propertyId), eq(auditLog.action, 'deposit.refund')));

/** Unpaid items of a property: a collection invoice (£30, £5 paid), a requested damage (£12), a pending charge (£25). */
async function unpaidItems(t: TestApp, clientId: string, propertyId: string, userId: string) {
  const [card] = await t.deps.db.insert(linenCards).values({ propertyId, clientId }).returning();
  const [invoice] = await t.deps.db
    .insert(changeovers)
    .values({ linenCardId: card.id, propertyId, clientId, collectedAt: new Date('2026-03-12T10:00:00Z'), amountPence: 3000, amountPaidPence: 500 })
    .returning();
  const [damage] = await t.deps.db
    .insert(linenActivities)
    .values({ linenCardId: card.id, productName: 'Bath towel', quantity: 1, damagesCount: 1, unitPricePence: 1200, chargeRequestedAt: new Date(), chargeRequestedBy: userId })
    .returning();
  const [charge] = await t.deps.db
    .insert(charges)
    .values({ kind: 'late_changeover', dedupeKey: `${card.id}:1`, clientId, propertyId, linenCardId: card.id, period: 1, amountPence: 2500, reason: 'Linen on beds past 14 days' })
    .returning();
  return { invoice, damage, charge };
}

describe('deposit refunds through the test provider', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await setup(t, 'refund');
  });
  afterAll(() => t.close());

  /** A property of owner A whose £100 deposit owner A paid on the test checkout; archived unless told. */
  async function paidProperty(archived = true) {
    const id = await newProperty(t, w.clientA);
    const started = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: w.ownerA.cookie, body: { propertyId: id } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const paid = await call(t, 'POST', `/api/payments/test-checkout/${sessionIdOf(started.json.url)}/pay`, { cookie: w.ownerA.cookie });
    expect(paid.status).toBe(200);
    if (archived) await t.deps.db.update(properties).set({ archived: true, archivedAt: new Date() }).where(eq(properties.id, id));
    return id;
  }

  const get = (id: string, who?: Who) => call(t, 'GET', `/api/properties/${id}/deposit-refund`, { cookie: who?.cookie });
  const refund = (id: string, who?: Who, body: unknown = {}) => call(t, 'POST', `/api/properties/${id}/deposit-refund`, { cookie: who?.cookie, body });

  it('shows billing staff the deposit and balance; the owner and other staff only the refund; another owner 404', async () => {
    const id = await paidProperty();
    expect((await get(id)).status).toBe(401);
    expect((await get(id, w.ownerB)).status).toBe(404);
    for (const who of [w.ownerA, w.courier, w.staff, w.manager]) {
      const res = await get(id, who);
      expect(res.status, who.user.email).toBe(200);
      expect(res.json, who.user.email).toEqual({ refund: null });
    }
    for (const who of [w.admin, w.superAdmin]) {
      const res = await get(id, who);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        deposit: { amountPence: 10_000, via: 'checkout' },
        eligible: true,
        reason: null,
        provider: 'test',
        unpaid: [],
        withheldPence: 0,
        balancePence: 10_000,
        refund: null,
      });
      expect(res.json.deposit.paidAt).toEqual(expect.any(String));
    }
    expect((await call(t, 'GET', '/api/properties/not-a-uuid/deposit-refund', { cookie: w.superAdmin.cookie })).status).toBe(404);
  });

  it('lets only billing staff refund: 401, another owner 404, the owner and staff without admin_access 403; nothing changes', async () => {
    const id = await paidProperty();
    expect((await refund(id)).status).toBe(401);
    expect((await refund(id, w.ownerB)).status).toBe(404);
    for (const who of [w.ownerA, w.courier, w.staff, w.manager]) expect((await refund(id, who)).status, who.user.email).toBe(403);
    expect(await refundRows(t, id)).toHaveLength(0);
    expect((await refund(id, w.admin)).status).toBe(200);
  });

  it('refuses a property whose contract is active (409), allows one whose latest contract is cancelled', async () => {
    const id = await paidProperty(false);
    await t.deps.db.insert(propertyContracts).values({ propertyId: id, clientId: w.clientA, title: 'Linen Service Agreement', status: 'active' });
    let res = await refund(id, w.superAdmin);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.notEnded);
    expect((await get(id, w.superAdmin)).json).toMatchObject({ eligible: false, reason: DEPOSIT_REFUND_MESSAGES.notEnded });
    expect(await refundRows(t, id)).toHaveLength(0);

    await t.deps.db.insert(propertyContracts).values({ propertyId: id, clientId: w.clientA, title: 'Linen Service Agreement', status: 'cancelled', createdAt: new Date(Date.now() + 1000) });
    res = await refund(id, w.superAdmin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it("sends the test provider's refund event again until the webhook applies it: a crash between commit and event loses nothing (issue 19)", async () => {
    const id = await paidProperty();
    // The process 'stops' after the refund commits: the event it posts to the webhook never arrives.
    const lost = vi.spyOn(t.deps.payments, 'verifyAndParseWebhook').mockRejectedValueOnce(new Error('process stopped'));
    const res = await refund(id, w.superAdmin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.refund).toMatchObject({ status: 'pending', provider: 'test' });
    expect(lost).toHaveBeenCalledTimes(1);
    lost.mockRestore();
    // The scheduled job finds the refund still pending and sends its event: refunded, audited once.
    expect(await deliverTestRefundEvents(t.deps)).toBe(1);
    const [row] = await refundRows(t, id);
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(row.refundedAt).not.toBeNull();
    // Acknowledged: the next runs send nothing, and nothing is audited twice.
    expect(await deliverTestRefundEvents(t.deps)).toBe(0);
    const settled = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deposit.refund_succeeded')));
    expect(settled).toHaveLength(1);
  });

  it('refuses a property whose deposit was never received (409)', async () => {
    const id = await newProperty(t, w.clientA, { archived: true });
    const res = await refund(id, w.superAdmin);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.notPaid);
  });

  it('withholds the unpaid items, settles each from the deposit and refunds the balance through the webhook', async () => {
    const id = await paidProperty();
    const { invoice, damage, charge } = await unpaidItems(t, w.clientA, id, w.superAdmin.user.id);
    const view = await get(id, w.superAdmin);
    expect(view.json.unpaid).toEqual([
      { type: 'collection', id: invoice.id, label: 'Collection invoice, 12 Mar 2026', amountPence: 2500 },
      { type: 'damage', id: damage.id, label: 'Damage: Bath towel', amountPence: 1200 },
      { type: 'charge', id: charge.id, label: 'Late changeover: Linen on beds past 14 days', amountPence: 2500 },
    ]);
    expect(view.json).toMatchObject({ withheldPence: 6200, balancePence: 3800, eligible: true });

    const res = await refund(id, w.superAdmin);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // The test provider's refund.updated came back through the webhook: refunded.
    expect(res.json.refund).toMatchObject({ status: 'succeeded', amountPence: 3800, withheldPence: 6200, depositPence: 10_000, provider: 'test' });
    expect(res.json.refund.refundedAt).toEqual(expect.any(String));
    expect(res.json.refund.withheld).toHaveLength(3);

    const [inv] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, invoice.id));
    expect(inv).toMatchObject({ invoiceStatus: 'paid', amountPaidPence: 3000 });
    const [dmg] = await t.deps.db.select().from(linenActivities).where(eq(linenActivities.id, damage.id));
    expect(dmg.chargedAt).not.toBeNull();
    const [chg] = await t.deps.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(chg).toMatchObject({ status: 'paid', paidVia: 'deposit' });

    const [audit] = await refundAudits(t, id);
    expect(audit.details).toMatchObject({ depositPence: 10_000, withheldPence: 6200, amountPence: 3800, provider: 'test' });
    expect((audit.details as { withheld: unknown[] }).withheld).toHaveLength(3);

    // The owner reads the refund's status, amount and date only.
    const owner = await get(id, w.ownerA);
    expect(owner.json).toEqual({ refund: { status: 'succeeded', amountPence: 3800, refundedAt: expect.any(String), createdAt: expect.any(String) } });
    const list = await call(t, 'GET', '/api/deposit-refunds', { cookie: w.ownerA.cookie });
    expect(list.json.refunds).toEqual(expect.arrayContaining([expect.objectContaining({ propertyId: id, status: 'succeeded', amountPence: 3800 })]));
    expect((await call(t, 'GET', '/api/deposit-refunds', { cookie: w.ownerB.cookie })).json.refunds).toEqual([]);
    expect((await call(t, 'GET', '/api/deposit-refunds', { cookie: w.manager.cookie })).status).toBe(403);

    // A second refund of the same deposit: 409.
    const again = await refund(id, w.superAdmin);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.alreadyRefunded);
  });

  it('refuses when the unpaid items reach the deposit (409 nothing to refund), changing nothing', async () => {
    const id = await paidProperty();
    const { invoice } = await unpaidItems(t, w.clientA, id, w.superAdmin.user.id);
    await t.deps.db.update(changeovers).set({ amountPence: 10_000, amountPaidPence: 0 }).where(eq(changeovers.id, invoice.id));
    const res = await refund(id, w.superAdmin);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.nothingToRefund);
    expect((await get(id, w.superAdmin)).json).toMatchObject({ eligible: false, reason: DEPOSIT_REFUND_MESSAGES.nothingToRefund, balancePence: -3700 });
    expect(await refundRows(t, id)).toHaveLength(0);
    const [inv] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, invoice.id));
    expect(inv.invoiceStatus).toBe('unpaid');
  });

  it('of 10 parallel refunds, one wins: one row, one provider refund, one audit; the rest 409', async () => {
    const id = await paidProperty();
    const spy = vi.spyOn(t.deps.payments, 'refund');
    try {
      const results = await Promise.all(Array.from({ length: 10 }, () => refund(id, w.superAdmin)));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.alreadyRefunded);
      expect(await refundRows(t, id)).toHaveLength(1);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(await refundAudits(t, id)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('rolls everything back when the provider refuses the refund: 502, nothing changed', async () => {
    const id = await paidProperty();
    const { invoice, charge } = await unpaidItems(t, w.clientA, id, w.superAdmin.user.id);
    const spy = vi.spyOn(t.deps.payments, 'refund').mockRejectedValue(new Error('card_declined'));
    try {
      const res = await refund(id, w.superAdmin);
      expect(res.status).toBe(502);
      expect(res.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.failed);
    } finally {
      spy.mockRestore();
    }
    expect(await refundRows(t, id)).toHaveLength(0);
    expect(await refundAudits(t, id)).toHaveLength(0);
    const [inv] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, invoice.id));
    expect(inv.invoiceStatus).toBe('unpaid');
    const [chg] = await t.deps.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(chg.status).toBe('pending');
    expect((await refund(id, w.superAdmin)).status).toBe(200); // a retry goes through
  });

  it('is pending until the refund event comes through the webhook; a replay and a later event change nothing', async () => {
    const id = await paidProperty();
    const provider = t.deps.payments as TestPaymentProvider;
    // The same provider without its signing key: its own refund event is not sent, so it is delivered by hand.
    const { sign: _sign, ...unsigned } = provider;
    t.deps.payments = unsigned;
    let res;
    try {
      res = await refund(id, w.superAdmin);
    } finally {
      t.deps.payments = provider;
    }
    expect(res.status).toBe(200);
    expect(res.json.refund).toMatchObject({ status: 'pending', refundedAt: null });
    expect((await get(id, w.ownerA)).json.refund).toMatchObject({ status: 'pending', refundedAt: null });
    const [pending] = await refundRows(t, id);
    expect(pending.providerRefundId).toMatch(/^re_test_/);
    const event = (status: string, eventId = provider.newId('evt')) => ({
      id: eventId,
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: pending.providerRefundId, object: 'refund', status, amount: pending.amountPence, payment_intent: pending.paymentIntentId, metadata: { refund_id: pending.id } } },
    });
    const post = (body: unknown) => call(t, 'POST', '/api/payments/webhook', { body, headers: provider.sign(JSON.stringify(body)) });
    const succeeded = event('succeeded');
    expect((await post(succeeded)).json).toEqual({ received: true, duplicate: false });
    const [after] = await refundRows(t, id);
    expect(after.status).toBe('succeeded');
    expect(after.refundedAt).not.toBeNull();

    expect((await post(succeeded)).json).toEqual({ received: true, duplicate: true });
    expect((await post(event('failed'))).json).toEqual({ received: true, duplicate: false });
    expect(await refundRows(t, id)).toEqual([after]);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, succeeded.id))).toHaveLength(1);
    const settled = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deposit.refund_succeeded')));
    expect(settled).toHaveLength(1);
    expect(settled[0].details).toMatchObject({ eventId: succeeded.id, amountPence: 10_000 });
  });

  it("refunds a deposit recorded another way as 'manual', with a required note, at once", async () => {
    const id = await newProperty(t, w.clientA, { archived: true });
    expect((await call(t, 'POST', `/api/properties/${id}/deposit/record`, { cookie: w.superAdmin.cookie, body: { reason: 'Paid by bank transfer' } })).status).toBe(200);
    expect((await get(id, w.superAdmin)).json).toMatchObject({ deposit: { amountPence: 10_000, via: 'recorded' }, provider: 'manual', eligible: true });
    const spy = vi.spyOn(t.deps.payments, 'refund');
    try {
      const missing = await refund(id, w.superAdmin, { note: '  ' });
      expect(missing.status).toBe(422);
      expect(missing.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.noteRequired);
      expect(await refundRows(t, id)).toHaveLength(0);
      const res = await refund(id, w.superAdmin, { note: 'Returned by bank transfer' });
      expect(res.status).toBe(200);
      expect(res.json.refund).toMatchObject({ status: 'succeeded', provider: 'manual', note: 'Returned by bank transfer', amountPence: 10_000 });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('deposit refunds through Stripe (fake Stripe API)', () => {
  const SECRET_KEY = 'sk_test_fake_key_for_tests';
  const WEBHOOK_SECRET = 'whsec_test_secret_for_tests';
  const stripe = new Stripe(SECRET_KEY);
  let t: TestApp;
  let w: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    w = await setup(t, 'stripe-refund');
  });
  afterAll(() => t.close());

  function fakeStripe(answer: (method: string, path: string) => { status: number; json: unknown }) {
    const requests: { method: string; path: string; body: string; idempotencyKey: string | null }[] = [];
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      const method = init?.method ?? 'GET';
      requests.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? init.body : '', idempotencyKey: new Headers(init?.headers).get('idempotency-key') });
      const { status, json } = answer(method, url.pathname);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_fake' } });
    };
    const client = new Stripe(SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch), maxNetworkRetries: 0 });
    return { client, requests };
  }

  /** An archived property whose deposit was paid through a Stripe checkout (payment intent pi_…). */
  async function stripePaidProperty(paymentIntentId: string) {
    const id = await newProperty(t, w.clientA, { archived: true, depositPaid: true });
    const providerSessionId = `cs_test_${Math.random().toString(36).slice(2)}`;
    await t.deps.db.insert(checkoutSessions).values({
      provider: 'stripe',
      providerSessionId,
      userId: w.ownerA.user.id,
      mode: 'payment',
      lineItems: [{ priceId: 'price_damage_deposit', quantity: 1, amountPence: 10_000 }],
      purpose: 'deposit',
      reference: { propertyId: id },
      status: 'complete',
    });
    await t.deps.db.insert(orders).values({
      userId: w.ownerA.user.id,
      checkoutSessionId: providerSessionId,
      paymentIntentId,
      amountTotalPence: 10_000,
      paymentStatus: 'paid',
      status: 'completed',
      purpose: 'deposit',
      reference: { propertyId: id },
    });
    return id;
  }

  it('asks Stripe for the refund with the refund id as idempotency key and metadata; the webhook marks it refunded', async () => {
    const id = await stripePaidProperty('pi_deposit_1');
    const fake = fakeStripe((method, path) =>
      method === 'POST' && path === '/v1/refunds' ? { status: 200, json: { id: 're_fake_1', object: 'refund', status: 'pending', amount: 10_000 } } : { status: 404, json: {} },
    );
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const res = await call(t, 'POST', `/api/properties/${id}/deposit-refund`, { cookie: w.superAdmin.cookie, body: {} });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.refund).toMatchObject({ status: 'pending', provider: 'stripe', amountPence: 10_000 });
    const refundId = res.json.refund.id;
    expect(fake.requests).toHaveLength(1);
    const body = new URLSearchParams(fake.requests[0].body);
    expect(body.get('payment_intent')).toBe('pi_deposit_1');
    expect(body.get('amount')).toBe('10000');
    expect(body.get('metadata[refund_id]')).toBe(refundId);
    expect(fake.requests[0].idempotencyKey).toBe(`refund-${refundId}`);

    const event = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_fake_1', object: 'refund', status: 'succeeded', amount: 10_000, payment_intent: 'pi_deposit_1', metadata: { refund_id: refundId } } },
    };
    const payload = JSON.stringify(event);
    const hook = await call(t, 'POST', '/api/payments/webhook', { body: event, headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } });
    expect(hook.status).toBe(200);
    const [row] = await refundRows(t, id);
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: 're_fake_1', paymentIntentId: 'pi_deposit_1' });
    expect(row.refundedAt).not.toBeNull();
    // charge.refunded is acknowledged and ignored.
    const charge = { id: 'evt_charge_refunded', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } };
    const chargePayload = JSON.stringify(charge);
    expect((await call(t, 'POST', '/api/payments/webhook', { body: charge, headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: chargePayload, secret: WEBHOOK_SECRET }) } })).status).toBe(200);
  });

  it('marks it refunded at once when Stripe answers succeeded; a refusal is a 502 with nothing changed', async () => {
    const id = await stripePaidProperty('pi_deposit_2');
    const ok = fakeStripe(() => ({ status: 200, json: { id: 're_fake_2', object: 'refund', status: 'succeeded', amount: 10_000 } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: ok.client });
    const res = await call(t, 'POST', `/api/properties/${id}/deposit-refund`, { cookie: w.superAdmin.cookie, body: {} });
    expect(res.json.refund).toMatchObject({ status: 'succeeded', refundedAt: expect.any(String) });

    const other = await stripePaidProperty('pi_deposit_3');
    const refused = fakeStripe(() => ({ status: 400, json: { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: refused.client });
    const failed = await call(t, 'POST', `/api/properties/${other}/deposit-refund`, { cookie: w.superAdmin.cookie, body: {} });
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toBe(DEPOSIT_REFUND_MESSAGES.failed);
    expect(await refundRows(t, other)).toHaveLength(0);
    expect(await refundAudits(t, other)).toHaveLength(0);
  });

  it('acknowledges a refund event that matches no refund of ours and audits it as a warning, once per event (issue 19)', async () => {
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const event = {
      id: 'evt_refund_unmatched',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_dashboard_1', object: 'refund', status: 'succeeded', amount: 4_200, payment_intent: 'pi_elsewhere', metadata: {} } },
    };
    const payload = JSON.stringify(event);
    const headers = { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
    const before = await t.deps.db.select().from(depositRefunds);
    for (let i = 0; i < 2; i++) expect((await call(t, 'POST', '/api/payments/webhook', { body: event, headers })).status).toBe(200);
    const warnings = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.refund_unmatched'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ entityType: 'refund', entityId: 're_dashboard_1' });
    expect(warnings[0].details).toMatchObject({ warning: true, eventId: 'evt_refund_unmatched', amountPence: 4_200, status: 'succeeded' });
    expect(await t.deps.db.select().from(depositRefunds)).toEqual(before);
  });
});
