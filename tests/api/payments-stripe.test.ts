/**
 * The Stripe path: an app built with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET verifies events with
 * the Stripe SDK (signed here with its test header helper; no network needed), and talks to Stripe's
 * API for checkouts and product sync (answered here by a fake HTTP client).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { auditLog, checkoutSessions, clients, orders, paymentEvents, properties, subscriptions } from '@server/db/schema';
import { lockSubscriptionsOf } from '@server/features/payments/subscriptions.repo';
import { createStripeProvider } from '@server/features/payments/stripe-provider';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

const SECRET_KEY = 'sk_test_fake_key_for_tests';
const WEBHOOK_SECRET = 'whsec_test_secret_for_tests';
const stripe = new Stripe(SECRET_KEY);

let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let admin: { cookie: string; user: { id: string } };
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  owner = await userWithRole(t, 'sally@owner.example', 'client');
  admin = await userWithRole(t, 'root@provider.example', 'admin', true);
  [{ id: clientId }] = await t.deps.db.insert(clients).values({ name: 'Sally Lets', primaryEmail: 'sally@owner.example', userId: owner.user.id }).returning();
});
afterAll(() => t.close());

function signed(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { body: event, headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) } };
}

/** The user's subscriptions that are active. */
const activeOf = async (userId: string) =>
  (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).filter((r) => r.subscriptionStatus === 'active');

const postWebhook = (s: { body: unknown; headers: Record<string, string> }) => call(t, 'POST', '/api/payments/webhook', s);

async function stripeCheckout(values: {
  purpose: string;
  mode: 'payment' | 'subscription';
  reference?: Record<string, string>;
  priceId: string;
  amount: number;
  userId?: string;
  createdAt?: Date;
}) {
  const providerSessionId = `cs_test_${Math.random().toString(36).slice(2)}`;
  await t.deps.db.insert(checkoutSessions).values({
    provider: 'stripe',
    providerSessionId,
    userId: values.userId ?? owner.user.id,
    mode: values.mode,
    lineItems: [{ priceId: values.priceId, quantity: 1, amountPence: values.amount }],
    purpose: values.purpose,
    reference: values.reference ?? {},
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return providerSessionId;
}

describe('Stripe webhooks', () => {
  it('reports Stripe as the provider', async () => {
    expect((await call(t, 'GET', '/api/payments/status', { cookie: owner.cookie })).json).toEqual({ enabled: true, provider: 'stripe' });
  });

  it('accepts an event signed with the SDK test header and applies the deposit', async () => {
    const [p] = await t.deps.db.insert(properties).values({ name: 'Quay House', clientId }).returning();
    const sessionId = await stripeCheckout({ purpose: 'deposit', mode: 'payment', reference: { propertyId: p.id }, priceId: 'price_damage_deposit', amount: 10000 });
    const event = {
      id: 'evt_stripe_deposit_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 10000, currency: 'gbp', payment_intent: 'pi_123', customer: 'cus_123' } },
    };
    const res = await postWebhook(signed(event));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, duplicate: false });
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(row.depositPaid).toBe(true);
    expect(row.onboardingTasks.find((task) => task.id === 3)?.completed).toBe(true);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ paymentIntentId: 'pi_123', paymentStatus: 'paid', status: 'completed', purpose: 'deposit' });
    expect((await postWebhook(signed(event))).json.duplicate).toBe(true);
  });

  it('rejects a wrong secret, a tampered body and the test checkout header with 400, recording nothing', async () => {
    const sessionId = await stripeCheckout({ purpose: 'purchase', mode: 'payment', priceId: 'price_deep_clean', amount: 3500 });
    const event = { id: 'evt_stripe_bad', type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid', amount_total: 3500 } } };
    expect((await postWebhook(signed(event, 'whsec_wrong'))).status).toBe(400);
    const good = signed(event);
    expect((await postWebhook({ body: { ...event, id: 'evt_other' }, headers: good.headers })).status).toBe(400);
    expect((await postWebhook({ body: event, headers: { 'x-test-signature': 't=1,v1=00' } })).status).toBe(400);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_stripe_bad'))).toHaveLength(0);
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId))).toHaveLength(0);
    const test = await call(t, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, { cookie: owner.cookie });
    expect(test.status).toBe(404);
  });

  it('keeps the subscription status true to customer.subscription events', async () => {
    const sessionId = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500 });
    const completed = {
      id: 'evt_sub_completed',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, mode: 'subscription', payment_status: 'paid', status: 'complete', amount_total: 2500, currency: 'gbp', subscription: 'sub_42', customer: 'cus_42' } },
    };
    expect((await postWebhook(signed(completed))).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: owner.cookie })).json.subscription).toEqual({
      planName: 'Weekly Linen Service',
      priceId: 'price_weekly_linen',
      status: 'active',
    });

    const pastDue = {
      id: 'evt_sub_updated',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_42', object: 'subscription', status: 'past_due', customer: 'cus_42', items: { data: [{ price: { id: 'price_1Stripe' }, current_period_end: 1893456000 }] } } },
    };
    expect((await postWebhook(signed(pastDue))).status).toBe(200);
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, 'sub_42'));
    expect(row).toMatchObject({ subscriptionStatus: 'past_due', priceId: 'price_weekly_linen', subscriptionId: 'sub_42' });
    expect(row.currentPeriodEnd?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    // Not 'active': the shell's Current Plan box hides it.
    const me = (await call(t, 'GET', '/api/me', { cookie: owner.cookie })).json;
    expect(me.subscription).toBeNull();
    expect(me.subscriptions).toEqual([]);

    const deleted = { id: 'evt_sub_deleted', type: 'customer.subscription.deleted', data: { object: { id: 'sub_42', status: 'canceled' } } };
    expect((await postWebhook(signed(deleted))).status).toBe(200);
    const [gone] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, 'sub_42'));
    expect(gone.subscriptionStatus).toBe('canceled');
    // Each change is audited; 'canceled' is final, so a late 'updated' never revives it.
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'sub_42'));
    expect(audits.map((a) => a.action)).toEqual(['subscription.updated', 'subscription.canceled']);
    const revived = { id: 'evt_sub_revived', type: 'customer.subscription.updated', data: { object: { id: 'sub_42', status: 'active' } } };
    expect((await postWebhook(signed(revived))).status).toBe(200);
    const [still] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, 'sub_42'));
    expect(still.subscriptionStatus).toBe('canceled');
  });
});

/** A fake Stripe API: records requests and answers checkout creation and price listing. */
function fakeStripe(answer: (method: string, path: string, body: string) => { status: number; json: unknown }) {
  const requests: { method: string; path: string; body: string }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({ method, path: url.pathname + url.search, body });
    const { status, json } = answer(method, url.pathname, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_fake' } });
  };
  const client = new Stripe(SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch), maxNetworkRetries: 0 });
  return { client, requests };
}

describe('Stripe checkout and product sync (fake Stripe API)', () => {
  it('creates a Checkout Session with our success and cancel URLs and the catalogue price as price_data', async () => {
    const fake = fakeStripe((method, path) =>
      method === 'POST' && path === '/v1/checkout/sessions'
        ? { status: 200, json: { id: 'cs_test_fake1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_fake1' } }
        : { status: 404, json: { error: { message: 'unexpected' } } },
    );
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const res = await call(t, 'POST', '/api/payments/checkout', { cookie: owner.cookie, body: { priceIds: ['price_weekly_linen'] } });
    expect(res.status).toBe(200);
    expect(res.json.url).toBe('https://checkout.stripe.com/c/pay/cs_test_fake1');
    const body = decodeURIComponent(fake.requests[0].body);
    expect(body).toContain('mode=subscription');
    expect(body).toContain('success_url=http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}');
    expect(body).toContain('cancel_url=http://localhost:3000/pricing?checkout=cancelled');
    expect(body).toContain('line_items[0][price_data][unit_amount]=2500');
    expect(body).toContain('line_items[0][price_data][recurring][interval]=month');
    const [row] = await t.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, 'cs_test_fake1'));
    expect(row).toMatchObject({ provider: 'stripe', status: 'open', purpose: 'purchase', userId: owner.user.id });
  });

  it('says so when Stripe refuses, and keeps no checkout', async () => {
    const fake = fakeStripe(() => ({ status: 400, json: { error: { type: 'invalid_request_error', message: 'No such price' } } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const before = (await t.deps.db.select().from(checkoutSessions)).length;
    const res = await call(t, 'POST', '/api/payments/checkout', { cookie: owner.cookie, body: { priceIds: ['price_deep_clean'] } });
    expect(res.status).toBe(502);
    expect(res.json.error.message).toBe('Failed to start checkout process');
    expect((await t.deps.db.select().from(checkoutSessions)).length).toBe(before);
  });

  it('syncs products and prices from Stripe, and records a failed sync', async () => {
    const prices = {
      object: 'list',
      has_more: false,
      url: '/v1/prices',
      data: [
        { id: 'price_S1', object: 'price', type: 'one_time', unit_amount: 4200, product: { id: 'prod_1', object: 'product', name: 'Stripe Deep Clean', description: 'From Stripe', active: true } },
        { id: 'price_S2', object: 'price', type: 'recurring', unit_amount: 1900, product: { id: 'prod_2', object: 'product', name: 'Stripe Weekly', description: null, active: true } },
        { id: 'price_S3', object: 'price', type: 'one_time', unit_amount: 100, product: { id: 'prod_3', object: 'product', name: 'Archived', active: false } },
      ],
    };
    const fake = fakeStripe((method, path) => (method === 'GET' && path === '/v1/prices' ? { status: 200, json: prices } : { status: 404, json: {} }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    expect((await call(t, 'POST', '/api/products/sync', { cookie: owner.cookie })).status).toBe(403);
    const res = await call(t, 'POST', '/api/products/sync', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    const list = await call(t, 'GET', '/api/products', { cookie: owner.cookie });
    expect(list.json).toEqual([
      expect.objectContaining({ name: 'Stripe Deep Clean', priceId: 'price_S1', pricePence: 4200, mode: 'payment', source: 'stripe' }),
      expect.objectContaining({ name: 'Stripe Weekly', priceId: 'price_S2', pricePence: 1900, mode: 'subscription', description: '' }),
    ]);
    const status = await call(t, 'GET', '/api/products/sync-status', { cookie: owner.cookie });
    expect(status.json).toEqual({ provider: 'stripe', lastSyncAt: res.json.syncedAt, ok: true, productCount: 2, stripeProductCount: 2 });
    const adminStatus = await call(t, 'GET', '/api/products/sync-status', { cookie: admin.cookie });
    expect(adminStatus.json).toMatchObject({ provider: 'stripe', stripeConfigured: true, lastError: null, ok: true, lastSyncAt: res.json.syncedAt });

    // A synced Stripe price is used as-is at checkout.
    const checkoutFake = fakeStripe(() => ({ status: 200, json: { id: 'cs_test_fake2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_fake2' } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: checkoutFake.client });
    await call(t, 'POST', '/api/payments/checkout', { cookie: owner.cookie, body: { priceIds: ['price_S1'] } });
    expect(decodeURIComponent(checkoutFake.requests[0].body)).toContain('line_items[0][price]=price_S1');

    const failing = fakeStripe(() => ({ status: 401, json: { error: { type: 'authentication_error', message: 'Invalid API Key provided' } } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: failing.client });
    const failed = await call(t, 'POST', '/api/products/sync', { cookie: admin.cookie });
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toBe('Product sync failed: Invalid API Key provided');
    const after = await call(t, 'GET', '/api/products/sync-status', { cookie: admin.cookie });
    expect(after.json).toMatchObject({ lastError: 'Invalid API Key provided', ok: false, lastSyncAt: res.json.syncedAt, productCount: 2 });
    // The provider's error text is for super admins only: the owner sees that the sync failed, no more.
    const ownerAfter = await call(t, 'GET', '/api/products/sync-status', { cookie: owner.cookie });
    expect(ownerAfter.json).toEqual({ provider: 'stripe', lastSyncAt: res.json.syncedAt, ok: false, productCount: 2, stripeProductCount: 2 });
    expect(JSON.stringify(ownerAfter.json)).not.toContain('Invalid API Key');
  });
});

describe('changing plan on Stripe (fake Stripe API)', () => {
  const completed = (eventId: string, sessionId: string, subscription: string) =>
    signed({
      id: eventId,
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, mode: 'subscription', payment_status: 'paid', status: 'complete', amount_total: 2500, currency: 'gbp', subscription, customer: 'cus_plan' } },
    });
  const auditOf = (subscriptionId: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, subscriptionId));

  it('cancels the replaced plan at Stripe once the new one is paid, and a late event about it changes nothing', async () => {
    const fake = fakeStripe((method, path) =>
      method === 'DELETE' && path.startsWith('/v1/subscriptions/')
        ? { status: 200, json: { id: path.split('/').pop(), object: 'subscription', status: 'canceled' } }
        : { status: 404, json: {} },
    );
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const switcher = await userWithRole(t, 'switcher@owner.example', 'client');

    const first = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: switcher.user.id });
    await postWebhook(completed('evt_plan_1', first, 'sub_old_plan'));
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0); // nothing replaced yet

    const second = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_biweekly_linen', amount: 1800, userId: switcher.user.id });
    expect((await postWebhook(completed('evt_plan_2', second, 'sub_new_plan'))).status).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_old_plan']);
    const [row] = await activeOf(switcher.user.id);
    expect(row).toMatchObject({ subscriptionId: 'sub_new_plan', priceId: 'price_biweekly_linen', subscriptionStatus: 'active' });
    expect((await auditOf('sub_old_plan')).map((a) => a.action)).toEqual(['subscription.replaced']);

    // Stripe then reports the old plan cancelled: the user's new plan stays as it is.
    const late = { id: 'evt_old_deleted', type: 'customer.subscription.deleted', data: { object: { id: 'sub_old_plan', status: 'canceled', metadata: { user_id: switcher.user.id } } } };
    expect((await postWebhook(signed(late))).status).toBe(200);
    expect(await activeOf(switcher.user.id)).toMatchObject([{ subscriptionId: 'sub_new_plan', subscriptionStatus: 'active' }]);
  });

  const cancelsAnything = () =>
    fakeStripe((method, path) =>
      method === 'DELETE' && path.startsWith('/v1/subscriptions/')
        ? { status: 200, json: { id: path.split('/').pop(), object: 'subscription', status: 'canceled' } }
        : { status: 404, json: {} },
    );

  it('keeps the plan from the later checkout when the earlier checkout completes last, and cancels the earlier plan', async () => {
    const fake = cancelsAnything();
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const switcher = await userWithRole(t, 'late@owner.example', 'client');
    const older = await stripeCheckout({
      purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: switcher.user.id, createdAt: new Date(Date.now() - 120_000),
    });
    const newer = await stripeCheckout({
      purpose: 'purchase', mode: 'subscription', priceId: 'price_biweekly_linen', amount: 1800, userId: switcher.user.id, createdAt: new Date(Date.now() - 60_000),
    });
    expect((await postWebhook(completed('evt_late_b', newer, 'sub_plan_b'))).status).toBe(200);
    // Plan A's completion is retried after plan B was recorded.
    expect((await postWebhook(completed('evt_late_a', older, 'sub_plan_a'))).status).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_plan_a']);
    expect(await activeOf(switcher.user.id)).toMatchObject([{ subscriptionId: 'sub_plan_b', priceId: 'price_biweekly_linen', subscriptionStatus: 'active' }]);
    expect((await auditOf('sub_plan_a')).map((a) => a.action)).toEqual(['subscription.replaced']);
    expect(await auditOf('sub_plan_b')).toEqual([]);
    const [a] = await t.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, older));
    expect(a).toMatchObject({ status: 'complete', subscriptionId: 'sub_plan_a' });
  });

  it('cancels one of two plans completing at the same moment for a user with no plan yet', async () => {
    const fake = cancelsAnything();
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const racer = await userWithRole(t, 'racer@owner.example', 'client');
    const older = await stripeCheckout({
      purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: racer.user.id, createdAt: new Date(Date.now() - 120_000),
    });
    const newer = await stripeCheckout({
      purpose: 'purchase', mode: 'subscription', priceId: 'price_biweekly_linen', amount: 1800, userId: racer.user.id, createdAt: new Date(Date.now() - 60_000),
    });
    const results = await Promise.all([postWebhook(completed('evt_race_a', older, 'sub_race_a')), postWebhook(completed('evt_race_b', newer, 'sub_race_b'))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_race_a']);
    expect(await activeOf(racer.user.id)).toMatchObject([{ subscriptionId: 'sub_race_b', subscriptionStatus: 'active' }]);

    // The lock holds with no subscription row yet: a plan completing meanwhile waits for it.
    const waiter = await userWithRole(t, 'waiter@owner.example', 'client');
    const pending = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: waiter.user.id });
    let landed = false;
    let webhook: ReturnType<typeof postWebhook> | undefined;
    await t.deps.db.transaction(async (tx) => {
      expect(await lockSubscriptionsOf(tx, waiter.user.id)).toEqual([]);
      webhook = postWebhook(completed('evt_wait', pending, 'sub_wait')).finally(() => {
        landed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(landed).toBe(false);
    });
    expect((await webhook!).status).toBe(200);
    expect(await activeOf(waiter.user.id)).toMatchObject([{ subscriptionId: 'sub_wait', subscriptionStatus: 'active' }]);
  });

  it('treats a refused cancel as done only when Stripe says the subscription is already cancelled', async () => {
    const refused = { status: 400, json: { error: { type: 'invalid_request_error', message: 'This subscription cannot be canceled right now' } } };
    const withStatus = (status: string) =>
      fakeStripe((method, path) =>
        method === 'DELETE' ? refused : method === 'GET' && path === '/v1/subscriptions/sub_x' ? { status: 200, json: { id: 'sub_x', object: 'subscription', status } } : { status: 404, json: {} },
      );
    const ended = withStatus('canceled');
    await expect(createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: ended.client }).cancelSubscription!('sub_x')).resolves.toBeUndefined();
    expect(ended.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/subscriptions/sub_x', 'GET /v1/subscriptions/sub_x']);
    const live = withStatus('active');
    await expect(createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: live.client }).cancelSubscription!('sub_x')).rejects.toThrow(
      'This subscription cannot be canceled right now',
    );
  });

  it('keeps the new plan and tells staff when Stripe refuses to cancel the old one', async () => {
    const fake = fakeStripe(() => ({ status: 500, json: { error: { type: 'api_error', message: 'Stripe is down' } } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const switcher = await userWithRole(t, 'unlucky@owner.example', 'client');
    const first = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: switcher.user.id });
    await postWebhook(completed('evt_plan_3', first, 'sub_stuck_plan'));
    const second = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_biweekly_linen', amount: 1800, userId: switcher.user.id });
    expect((await postWebhook(completed('evt_plan_4', second, 'sub_fresh_plan'))).status).toBe(200);
    expect(await activeOf(switcher.user.id)).toMatchObject([{ subscriptionId: 'sub_fresh_plan', subscriptionStatus: 'active' }]);
    expect((await auditOf('sub_stuck_plan')).map((a) => a.action).sort()).toEqual(['subscription.cancel_failed', 'subscription.replaced']);
  });
});

describe('cancelling and managing subscriptions on Stripe (fake Stripe API, C5)', () => {
  const completedSub = (eventId: string, sessionId: string, subscription: string, customer: string) =>
    signed({
      id: eventId,
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, mode: 'subscription', payment_status: 'paid', status: 'complete', amount_total: 1200, currency: 'gbp', subscription, customer } },
    });

  it('cancels at Stripe; the customer.subscription.deleted webhook then records it, audited', async () => {
    const fake = fakeStripe((method, path) =>
      method === 'DELETE' && path === '/v1/subscriptions/sub_addon_1'
        ? { status: 200, json: { id: 'sub_addon_1', object: 'subscription', status: 'canceled' } }
        : { status: 404, json: { error: { message: 'unexpected' } } },
    );
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const user = await userWithRole(t, 'addon@owner.example', 'client');
    const plan = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: user.user.id });
    await postWebhook(completedSub('evt_c5_plan', plan, 'sub_plan_1', 'cus_c5'));
    const addon = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_towel_only', amount: 1200, userId: user.user.id });
    await postWebhook(completedSub('evt_c5_addon', addon, 'sub_addon_1', 'cus_c5'));
    // Buying the add-on cancelled nothing at Stripe.
    expect(fake.requests).toHaveLength(0);
    const me = (await call(t, 'GET', '/api/me', { cookie: user.cookie })).json;
    expect(me.subscriptions.map((s: { name: string }) => s.name)).toEqual(['Weekly Linen Service', 'Towel-Only Service']);

    const towel = me.subscriptions[1];
    const res = await call(t, 'POST', `/api/payments/subscriptions/${towel.id}/cancel`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'cancel_requested' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/subscriptions/sub_addon_1']);
    // Stripe's webhook is what records it.
    expect((await activeOf(user.user.id)).map((r) => r.subscriptionId)).toEqual(['sub_plan_1', 'sub_addon_1']);
    const deleted = { id: 'evt_c5_deleted', type: 'customer.subscription.deleted', data: { object: { id: 'sub_addon_1', status: 'canceled', customer: 'cus_c5' } } };
    expect((await postWebhook(signed(deleted))).status).toBe(200);
    expect((await activeOf(user.user.id)).map((r) => r.subscriptionId)).toEqual(['sub_plan_1']);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'sub_addon_1'));
    expect(audits.map((a) => a.action)).toEqual(['subscription.cancel_requested', 'subscription.canceled']);
    expect(audits[0].actorUserId).toBe(user.user.id);

    // Someone else's subscription is not found; nothing is sent to Stripe.
    const planRow = (await activeOf(user.user.id))[0];
    expect((await call(t, 'POST', `/api/payments/subscriptions/${planRow.id}/cancel`, { cookie: owner.cookie })).status).toBe(404);
    expect(fake.requests).toHaveLength(1);
  });

  it('says so when Stripe refuses to cancel (502), and the subscription stays active', async () => {
    const fake = fakeStripe(() => ({ status: 500, json: { error: { type: 'api_error', message: 'Stripe is down' } } }));
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const user = await userWithRole(t, 'refused@owner.example', 'client');
    const plan = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: user.user.id });
    await postWebhook(completedSub('evt_c5_refused', plan, 'sub_refused', 'cus_refused'));
    const [row] = await activeOf(user.user.id);
    const res = await call(t, 'POST', `/api/payments/subscriptions/${row.id}/cancel`, { cookie: user.cookie });
    expect(res.status).toBe(502);
    expect(res.json.error.message).toBe('Stripe could not cancel the subscription. Please try again in a moment.');
    expect(await activeOf(user.user.id)).toHaveLength(1);
  });

  it("opens Stripe's customer portal for the caller's own customer, returning to /pricing", async () => {
    const fake = fakeStripe((method, path) =>
      method === 'POST' && path === '/v1/billing_portal/sessions'
        ? { status: 200, json: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' } }
        : { status: 404, json: { error: { message: 'unexpected' } } },
    );
    t.deps.payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, client: fake.client });
    const user = await userWithRole(t, 'portal@owner.example', 'client');
    // No subscription yet: no Stripe customer to manage.
    const none = await call(t, 'POST', '/api/payments/billing-portal', { cookie: user.cookie });
    expect(none.status).toBe(404);
    expect(none.json.error.message).toBe('No billing account yet: it is created with your first subscription.');
    const plan = await stripeCheckout({ purpose: 'purchase', mode: 'subscription', priceId: 'price_weekly_linen', amount: 2500, userId: user.user.id });
    await postWebhook(completedSub('evt_portal', plan, 'sub_portal', 'cus_portal'));

    const res = await call(t, 'POST', '/api/payments/billing-portal', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    const body = decodeURIComponent(fake.requests[0].body);
    expect(body).toContain('customer=cus_portal');
    expect(body).toContain('return_url=http://localhost:3000/pricing');
    // Staff and couriers have no customer of their own; signed-out callers are refused.
    const courier = await userWithRole(t, 'portal-courier@provider.example', 'courier');
    expect((await call(t, 'POST', '/api/payments/billing-portal', { cookie: courier.cookie })).status).toBe(404);
    expect((await call(t, 'POST', '/api/payments/billing-portal')).status).toBe(401);
    expect(fake.requests).toHaveLength(1);
  });
});
