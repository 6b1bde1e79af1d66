/**
 * Payments through the built-in test checkout: products, checkout rules and messages, who may pay
 * for what, the signed webhook (tampering, wrong secret, replay) and each effect of a payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CATALOGUE } from '@shared/catalogue';
import { PERMISSION_FLAGS } from '@shared/domain/permissions';
import {
  auditLog,
  changeovers,
  checkoutSessions,
  clients,
  linenActivities,
  linenCards,
  orders,
  outbox,
  paymentEvents,
  products,
  properties,
  roleAssignments,
  rolePermissions,
  roles,
  subscriptions,
} from '@server/db/schema';
import { signTestPayload, TEST_SIGNATURE_HEADER, type TestPaymentProvider } from '@server/features/payments/test-provider';
import { storedSecret } from '@server/features/secrets/secrets.repo';
import { TEST_WEBHOOK_SECRET_NAME } from '@server/features/secrets/secrets';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let ownerA: { cookie: string; user: { id: string } };
let ownerB: { cookie: string; user: { id: string } };
let manager: { cookie: string };
let courier: { cookie: string };
let noCollections: { cookie: string };
let ownerWithDamages: { cookie: string };
let clientA: string;
let clientB: string;

async function customRole(roleName: string, granted: Partial<Record<string, boolean>>) {
  const [role] = await t.deps.db.insert(roles).values({ roleName, displayName: roleName }).returning();
  await t.deps.db.insert(rolePermissions).values(
    PERMISSION_FLAGS.map((flag) => ({
      roleId: role.id,
      permissionName: flag,
      permissionValue: granted[flag] ?? flag.endsWith('_view') ?? false,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'boss@provider.example', 'admin', true);
  ownerA = await userWithRole(t, 'anna@owner.example', 'client');
  ownerB = await userWithRole(t, 'bob@owner.example', 'client');
  manager = await userWithRole(t, 'mia@provider.example', 'manager');
  courier = await userWithRole(t, 'cai@provider.example', 'courier');
  await customRole('no_collections', { is_property_owner: false, collections_view: false });
  noCollections = await userWithRole(t, 'nell@provider.example', 'no_collections');
  await customRole('owner_damages', { is_property_owner: true, kanban_record_damages: true });
  ownerWithDamages = await userWithRole(t, 'otto@owner.example', 'owner_damages');
  const inserted = await t.deps.db
    .insert(clients)
    .values([
      { name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: ownerA.user.id },
      { name: 'Bob Holidays', primaryEmail: 'bob@owner.example', userId: ownerB.user.id },
    ])
    .returning();
  [clientA, clientB] = inserted.map((c) => c.id);
});
afterAll(() => t.close());

const tasks = (done: number[]) => [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: done.includes(id) }));

async function property(clientId: string, name = 'Sea View', done: number[] = [1], services: string[] = []) {
  const [row] = await t.deps.db
    .insert(properties)
    .values({ name, clientId, onboardingTasks: tasks(done), onboardingProgress: done.length * 20, stripeProducts: services })
    .returning();
  return row;
}

/** Product ids (what a property's services hold) of catalogue price ids. */
async function productIds(priceIds: string[]) {
  const rows = await t.deps.db.select().from(products);
  return priceIds.map((priceId) => rows.find((r) => r.priceId === priceId)!.id);
}

async function invoiceLinesFor(priceIds: string[]) {
  const rows = await t.deps.db.select().from(products);
  return priceIds.map((priceId) => {
    const p = rows.find((r) => r.priceId === priceId)!;
    return { productId: p.id, name: p.name, amountPence: p.pricePence ?? 0 };
  });
}

const ONE_OFF_SERVICES = ['price_deep_clean', 'price_emergency_linen', 'price_holiday_rush', 'price_stain_removal'];

/**
 * A collection (changeover) of a new property with these services, invoiced at amountPence (£35 unless
 * given); with `lines`, the invoice's lines fixed at Collect are those services at their prices.
 */
async function changeover(clientId: string, opts: { services?: string[]; amountPence?: number; lines?: boolean } = {}) {
  const p = await property(clientId, `Collection ${Math.random()}`, [1], await productIds(opts.services ?? ONE_OFF_SERVICES));
  const [card] = await t.deps.db.insert(linenCards).values({ propertyId: p.id, clientId, status: 'in_transit' }).returning();
  const [row] = await t.deps.db
    .insert(changeovers)
    .values({
      linenCardId: card.id,
      propertyId: p.id,
      clientId,
      collectedAt: new Date(),
      amountPence: opts.amountPence ?? 3500,
      invoiceLines: opts.lines ? await invoiceLinesFor(opts.services ?? ONE_OFF_SERVICES) : null,
    })
    .returning();
  return row;
}

async function damage(clientId: string, values: { priceId?: string | null; quantity?: number; unitPricePence?: number }) {
  const p = await property(clientId, `Damage ${Math.random()}`);
  const [card] = await t.deps.db.insert(linenCards).values({ propertyId: p.id, clientId, status: 'on_beds' }).returning();
  const product = values.priceId
    ? (await t.deps.db.select().from(products).where(eq(products.priceId, values.priceId)))[0]
    : undefined;
  const [row] = await t.deps.db
    .insert(linenActivities)
    .values({
      linenCardId: card.id,
      productId: product?.id ?? null,
      quantity: values.quantity ?? 1,
      damagesCount: values.quantity ?? 1,
      unitPricePence: values.unitPricePence ?? 0,
    })
    .returning();
  return row;
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function checkout(cookie: string, path: string, body: unknown) {
  const res = await call(t, 'POST', `/api/payments/${path}`, { cookie, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.url).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/cs_test_[0-9a-f]{32}$/);
  return sessionIdOf(res.json.url);
}

async function pay(cookie: string, sessionId: string) {
  return call(t, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, { cookie });
}

const provider = () => t.deps.payments as TestPaymentProvider;

function completedEvent(providerSessionId: string, amount: number, id = provider().newId('evt')) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: providerSessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: amount, currency: 'gbp' },
    },
  };
}

function postWebhook(body: unknown, headers: Record<string, string>) {
  return call(t, 'POST', '/api/payments/webhook', { body, headers });
}

const count = async (table: typeof orders | typeof paymentEvents) => (await t.deps.db.select().from(table)).length;

describe('products and status', () => {
  it('lists the active catalogue in order with prices in pence and modes, for signed-in users only', async () => {
    const res = await call(t, 'GET', '/api/products', { cookie: ownerA.cookie });
    expect(res.status).toBe(200);
    // Owners are never offered the test product (issue 19, experience Low); super admins test checkout with it.
    expect(res.json.map((p: { priceId: string }) => p.priceId)).toEqual(CATALOGUE.filter((p) => !p.internal).map((p) => p.priceId));
    expect(res.json.map((p: { name: string }) => p.name)).not.toContain('Test House');
    const forAdmin = await call(t, 'GET', '/api/products', { cookie: admin.cookie });
    expect(forAdmin.json.map((p: { priceId: string }) => p.priceId)).toEqual(CATALOGUE.map((p) => p.priceId));
    expect(res.json[0]).toMatchObject({ name: 'Damage Deposit', pricePence: 10000, mode: 'payment', source: 'catalogue' });
    expect(res.json.find((p: { name: string }) => p.name === 'Weekly Linen Service')).toMatchObject({
      pricePence: 2500,
      mode: 'subscription',
    });
    expect((await call(t, 'GET', '/api/products')).status).toBe(401);
  });

  it('reports the provider', async () => {
    const res = await call(t, 'GET', '/api/payments/status', { cookie: courier.cookie });
    expect(res.json).toEqual({ enabled: true, provider: 'test' });
    expect((await call(t, 'GET', '/api/payments/status')).status).toBe(401);
  });

  it('refuses a product sync without Stripe, and to anyone but a super admin', async () => {
    const res = await call(t, 'POST', '/api/products/sync', { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(
      'Stripe is not configured. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to enable live product sync.',
    );
    expect((await call(t, 'POST', '/api/products/sync', { cookie: manager.cookie })).status).toBe(403);
    const status = await call(t, 'GET', '/api/products/sync-status', { cookie: admin.cookie });
    expect(status.json).toEqual({
      provider: 'test',
      stripeConfigured: false,
      lastSyncAt: null,
      lastAttemptAt: null,
      lastError: null,
      ok: true,
      productCount: CATALOGUE.length,
      stripeProductCount: 0,
    });
    // Everyone else gets only what the /pricing notice needs.
    for (const who of [ownerA, manager, courier]) {
      const res = await call(t, 'GET', '/api/products/sync-status', { cookie: who.cookie });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ provider: 'test', lastSyncAt: null, ok: true, productCount: CATALOGUE.length, stripeProductCount: 0 });
    }
    expect((await call(t, 'GET', '/api/products/sync-status')).status).toBe(401);
  });
});

describe('POST /api/payments/checkout (purchases from /pricing)', () => {
  const expectMessage = async (body: unknown, message: string) => {
    const res = await call(t, 'POST', '/api/payments/checkout', { cookie: ownerA.cookie, body });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(message);
  };

  it('gives the spec message for each refused selection, and starts no checkout', async () => {
    const before = (await t.deps.db.select().from(checkoutSessions)).length;
    await expectMessage({ priceIds: [] }, 'Please select at least one service to pay for');
    await expectMessage({}, 'Please select at least one service to pay for');
    await expectMessage({ priceIds: ['price_unknown'] }, 'No valid products selected');
    await expectMessage({ priceIds: ['price_test_house'] }, 'No valid products selected');
    await expectMessage(
      { priceIds: ['price_deep_clean', 'price_weekly_linen'] },
      'Cannot mix subscription and one-time payment products. Please select products of the same payment type.',
    );
    await expectMessage(
      { priceIds: ['price_weekly_linen', 'price_towel_only'] },
      'Multiple subscription products must be purchased separately. Please select one subscription at a time.',
    );
    await t.deps.db.insert(products).values({ name: 'Bespoke', priceId: 'price_bespoke', pricePence: 0, mode: 'payment', sortOrder: 99 });
    await expectMessage({ priceIds: ['price_bespoke'] }, 'No valid products selected');
    await expectMessage(
      { priceIds: ['price_damage_deposit'] },
      "The damage deposit is paid for a property: open the property's onboarding checklist and choose 'Pay £100'.",
    );
    expect((await t.deps.db.select().from(checkoutSessions)).length).toBe(before);
  });

  it('takes the test product from a super admin only (it is not offered to owners)', async () => {
    expect(await checkout(admin.cookie, 'checkout', { priceIds: ['price_test_house'] })).toMatch(/^cs_test_/);
    const owner = await call(t, 'POST', '/api/payments/checkout', { cookie: ownerB.cookie, body: { priceIds: ['price_test_house'] } });
    expect(owner.status).toBe(422);
  });

  it('needs a signed-in user', async () => {
    const res = await call(t, 'POST', '/api/payments/checkout', { body: { priceIds: ['price_deep_clean'] } });
    expect(res.status).toBe(401);
  });

  it('takes one checkout for several one-time products and records the order from the webhook only', async () => {
    const id = await checkout(ownerA.cookie, 'checkout', { priceIds: ['price_deep_clean', 'price_stain_removal'] });
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie });
    expect(open.json).toMatchObject({
      status: 'open',
      provider: 'test',
      mode: 'payment',
      purpose: 'purchase',
      totalPence: 5000,
      order: null,
      lineItems: [
        { priceId: 'price_deep_clean', name: 'Deep Clean Service', quantity: 1, amountPence: 3500 },
        { priceId: 'price_stain_removal', name: 'Specialist Stain Removal', quantity: 1, amountPence: 1500 },
      ],
    });
    // Reading the session (as the success page does) records nothing.
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id))).toHaveLength(0);

    const paid = await pay(ownerA.cookie, id);
    expect(paid.status).toBe(200);
    expect(paid.json.url).toBe(`http://localhost:3000/success?session_id=${id}`);
    const done = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie });
    expect(done.json).toMatchObject({ status: 'complete', order: { paymentStatus: 'paid', status: 'completed', amountTotalPence: 5000 } });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(order).toMatchObject({ userId: ownerA.user.id, purpose: 'purchase', amountTotalPence: 5000, currency: 'gbp' });
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.completed'));
    expect(audit.length).toBeGreaterThan(0);

    // Paying twice is refused; nothing new is recorded.
    const again = await pay(ownerA.cookie, id);
    expect(again.status).toBe(409);
  });

  it('activates the subscription, shown by /api/me', async () => {
    const id = await checkout(ownerB.cookie, 'checkout', { priceIds: ['price_weekly_linen'] });
    expect((await call(t, 'GET', '/api/me', { cookie: ownerB.cookie })).json.subscription).toBeNull();
    expect((await pay(ownerB.cookie, id)).status).toBe(200);
    const me = await call(t, 'GET', '/api/me', { cookie: ownerB.cookie });
    expect(me.json.subscription).toEqual({ planName: 'Weekly Linen Service', priceId: 'price_weekly_linen', status: 'active' });
    const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, ownerB.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].subscriptionId).toMatch(/^sub_test_/);

    // A second plan replaces the first: one active plan per user, the first one ended.
    const next = await checkout(ownerB.cookie, 'checkout', { priceIds: ['price_premium_linen'] });
    await pay(ownerB.cookie, next);
    const after = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, ownerB.user.id));
    expect(after.filter((r) => r.subscriptionStatus === 'active').map((r) => r.priceId)).toEqual(['price_premium_linen']);
    expect(after.find((r) => r.priceId === 'price_weekly_linen')?.subscriptionStatus).toBe('canceled');
    expect((await call(t, 'GET', '/api/me', { cookie: ownerB.cookie })).json.subscription.planName).toBe('Premium Linen Service');
  });
});

describe('the test checkout', () => {
  it('cancel returns to /pricing flagged as cancelled and closes the checkout', async () => {
    const id = await checkout(ownerA.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
    const res = await call(t, 'POST', `/api/payments/test-checkout/${id}/cancel`, { cookie: ownerA.cookie });
    expect(res.json).toEqual({ url: 'http://localhost:3000/pricing?checkout=cancelled' });
    expect((await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie })).json.status).toBe('expired');
    const late = await pay(ownerA.cookie, id);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe('This checkout is no longer open');
  });

  it("is the checkout owner's alone", async () => {
    const id = await checkout(ownerA.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
    expect((await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerB.cookie })).status).toBe(404);
    expect((await pay(ownerB.cookie, id)).status).toBe(404);
    expect((await call(t, 'POST', `/api/payments/test-checkout/${id}/cancel`, { cookie: ownerB.cookie })).status).toBe(404);
    expect((await call(t, 'GET', `/api/payments/checkout-sessions/${id}`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie })).json.status).toBe('open');
  });
});

describe('deposit checkout', () => {
  it('cancelled, returns to /pricing naming the property, and stays payable', async () => {
    const p = await property(clientA, 'Cancel Cottage', [1]);
    const id = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
    const res = await call(t, 'POST', `/api/payments/test-checkout/${id}/cancel`, { cookie: ownerA.cookie });
    expect(res.json).toEqual({ url: `http://localhost:3000/pricing?checkout=cancelled&property=${p.id}` });
    await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
  });

  it('cannot be replaced by an owner ticking task 3 by hand (403); paying completes it', async () => {
    const p = await property(clientA, 'Ticked Cottage', [1]);
    const tick = await call(t, 'POST', `/api/properties/${p.id}/onboarding/3`, { cookie: ownerA.cookie, body: { completed: true } });
    expect(tick.status).toBe(403);
    const id = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
    expect((await pay(ownerA.cookie, id)).status).toBe(200);
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(row).toMatchObject({ depositPaid: true, onboardingProgress: 40 });
  });

  it('pays the deposit: deposit_paid, onboarding task 3 and progress, from the webhook', async () => {
    const p = await property(clientA, 'Harbour Flat', [1, 2]);
    const id = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie });
    expect(open.json).toMatchObject({ purpose: 'deposit', totalPence: 10000, reference: { propertyId: p.id } });
    expect(open.json.lineItems).toEqual([{ priceId: 'price_damage_deposit', name: 'Damage Deposit', quantity: 1, amountPence: 10000 }]);
    const [unpaid] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(unpaid.depositPaid).toBe(false);

    expect((await pay(ownerA.cookie, id)).status).toBe(200);
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(row.depositPaid).toBe(true);
    expect(row.onboardingTasks.find((task) => task.id === 3)?.completed).toBe(true);
    expect(row.onboardingProgress).toBe(60);
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, clientA));
    expect(client.onboardingProgress).toBeGreaterThan(0);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(order).toMatchObject({ purpose: 'deposit', paymentStatus: 'paid', status: 'completed', amountTotalPence: 10000 });

    const again = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('The damage deposit for this property has already been paid');
  });

  it("refuses another owner's property (404), roles without properties_edit (403) and bad ids", async () => {
    const p = await property(clientB, 'Bob Cottage');
    const other = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    expect(other.status).toBe(404);
    expect(other.json.error.message).toBe('Property not found');
    expect((await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: courier.cookie, body: { propertyId: p.id } })).status).toBe(403);
    expect((await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: 'nope' } })).status).toBe(422);
    expect((await call(t, 'POST', '/api/payments/deposit-checkout', { body: { propertyId: p.id } })).status).toBe(401);
    // A manager may start it for the owner.
    await checkout(manager.cookie, 'deposit-checkout', { propertyId: p.id });
    // Nothing was paid by any of this.
    const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(row.depositPaid).toBe(false);
  });
});

describe('paying once', () => {
  const depositCheckouts = async (propertyId: string) =>
    (await t.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.purpose, 'deposit'))).filter(
      (c) => c.reference.propertyId === propertyId,
    );
  const auditsOf = async (action: string, checkoutId: string) =>
    (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, action))).filter((a) => a.entityId === checkoutId);
  const checkoutIdOf = async (providerSessionId: string) =>
    (await t.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId)))[0].id;

  it("reuses the caller's open deposit checkout for the property instead of starting a second", async () => {
    const p = await property(clientA, 'Reuse Flat', [1, 2]);
    const first = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    const second = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await depositCheckouts(p.id)).toHaveLength(1);
    // Another property, or another caller, gets a checkout of its own.
    const other = await property(clientA, 'Reuse Flat Two', [1, 2]);
    const forOther = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: other.id });
    expect(forOther).not.toBe(sessionIdOf(first.json.url));
    const byManager = await checkout(manager.cookie, 'deposit-checkout', { propertyId: p.id });
    expect(byManager).not.toBe(sessionIdOf(first.json.url));
    // A cancelled checkout is not reused.
    await call(t, 'POST', `/api/payments/test-checkout/${sessionIdOf(first.json.url)}/cancel`, { cookie: ownerA.cookie });
    const fresh = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    expect(fresh.json.url).not.toBe(first.json.url);
    expect(await depositCheckouts(p.id)).toHaveLength(3);
    // Nor one older than a day (Stripe's pages expire).
    await t.deps.db
      .update(checkoutSessions)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(checkoutSessions.id, fresh.json.checkoutId));
    const later = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: p.id } });
    expect(later.json.checkoutId).not.toBe(fresh.json.checkoutId);
  });

  it('records a second payment of a paid deposit as payment.duplicate, changing nothing else', async () => {
    const p = await property(clientA, 'Twice Paid Flat', [1, 2]);
    const byOwner = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
    const byManager = await checkout(manager.cookie, 'deposit-checkout', { propertyId: p.id });
    expect((await pay(ownerA.cookie, byOwner)).status).toBe(200);
    const [paid] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(paid).toMatchObject({ depositPaid: true, onboardingProgress: 60 });
    expect(await auditsOf('payment.duplicate', await checkoutIdOf(byOwner))).toHaveLength(0);

    expect((await pay(manager.cookie, byManager)).status).toBe(200);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, byManager));
    expect(order).toMatchObject({ purpose: 'deposit', paymentStatus: 'paid', amountTotalPence: 10000 });
    const duplicates = await auditsOf('payment.duplicate', await checkoutIdOf(byManager));
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0].details).toMatchObject({ purpose: 'deposit', amountPence: 10000, providerSessionId: byManager, reference: { propertyId: p.id } });
    const [completed] = await auditsOf('payment.completed', await checkoutIdOf(byManager));
    expect(completed.details).toMatchObject({ applied: false, duplicate: true });
    const [after] = await t.deps.db.select().from(properties).where(eq(properties.id, p.id));
    expect(after).toMatchObject({ depositPaid: true, onboardingProgress: 60, updatedAt: paid.updatedAt });
  });

  it('records a second payment of a paid collection as payment.duplicate, keeping the first amount', async () => {
    const c = await changeover(clientA);
    const first = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_deep_clean'] });
    const second = await checkout(manager.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_emergency_linen'] });
    expect((await pay(ownerA.cookie, first)).status).toBe(200);
    const [paid] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(paid.invoiceStatus).toBe('paid');
    expect((await pay(manager.cookie, second)).status).toBe(200);
    const [after] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(after).toMatchObject({ invoiceStatus: 'paid', amountPence: paid.amountPence, paidAt: paid.paidAt });
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, second))).toHaveLength(1);
    const duplicates = await auditsOf('payment.duplicate', await checkoutIdOf(second));
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0].details).toMatchObject({ purpose: 'collection', reference: { changeoverId: c.id } });
    expect(await auditsOf('payment.duplicate', await checkoutIdOf(first))).toHaveLength(0);
  });
});

describe('collection checkout', () => {
  it("pays the invoice in one checkout, one line for what is owed: invoice paid, paid_at and the amount paid", async () => {
    const c = await changeover(clientA, { amountPence: 16000 });
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id });
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: ownerA.cookie });
    expect(open.json.lineItems).toHaveLength(1);
    expect(open.json.lineItems[0]).toMatchObject({ priceId: 'collection_invoice', quantity: 1, amountPence: 16000 });
    expect(open.json.totalPence).toBe(16000);
    expect((await pay(ownerA.cookie, id)).status).toBe(200);
    const [row] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(row).toMatchObject({ invoiceStatus: 'paid', amountPence: 16000, amountPaidPence: 16000 });
    expect(row.paidAt).toBeInstanceOf(Date);
    const again = await call(t, 'POST', '/api/payments/collection-checkout', { cookie: ownerA.cookie, body: { changeoverId: c.id } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This collection has already been paid');
  });

  it('ignores the price ids an older page sends, and refuses other tenants (404) and roles without collections_view (403)', async () => {
    const c = await changeover(clientA);
    const post = (cookie: string, priceIds?: unknown) =>
      call(t, 'POST', '/api/payments/collection-checkout', { cookie, body: { changeoverId: c.id, ...(priceIds ? { priceIds } : {}) } });
    // Two subscriptions, a product that is not the property's, nothing: the invoice's amount all the same.
    for (const priceIds of [['price_weekly_linen', 'price_premium_linen'], ['price_test_house'], []]) {
      const res = await post(ownerA.cookie, priceIds);
      expect(res.status, priceIds.join()).toBe(200);
      const open = await call(t, 'GET', `/api/payments/checkout-sessions/${res.json.checkoutId}`, { cookie: ownerA.cookie });
      expect(open.json).toMatchObject({ mode: 'payment', totalPence: 3500 });
    }
    expect((await post(ownerB.cookie)).status).toBe(404);
    expect((await post(noCollections.cookie)).status).toBe(403);
    expect((await post(courier.cookie)).status).toBe(403);
    // Staff may.
    expect((await post(manager.cookie)).status).toBe(200);
    const [row] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(row.invoiceStatus).toBe('unpaid');
  });
});

describe('damage checkout', () => {
  it('charges a damage record: quantity times the unit price, then charged_at from the webhook', async () => {
    const d = await damage(clientA, { priceId: 'price_stain_removal', quantity: 2 });
    const id = await checkout(courier.cookie, 'damage-checkout', { activityId: d.id });
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: courier.cookie });
    expect(open.json).toMatchObject({ purpose: 'damage', mode: 'payment', totalPence: 3000 });
    expect(open.json.lineItems).toEqual([{ priceId: 'price_stain_removal', name: 'Specialist Stain Removal', quantity: 2, amountPence: 1500 }]);
    expect((await pay(courier.cookie, id)).status).toBe(200);
    const [row] = await t.deps.db.select().from(linenActivities).where(eq(linenActivities.id, d.id));
    expect(row.chargedAt).toBeInstanceOf(Date);
    const again = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: admin.cookie, body: { activityId: d.id } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This damage has already been charged');
  });

  it('uses the unit price entered on the record when there is one', async () => {
    const d = await damage(clientA, { priceId: 'price_stain_removal', quantity: 3, unitPricePence: 700 });
    const id = await checkout(admin.cookie, 'damage-checkout', { activityId: d.id });
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: admin.cookie });
    expect(open.json.totalPence).toBe(2100);
  });

  it('needs a price and a quantity above 0', async () => {
    const noPrice = await damage(clientA, { priceId: null });
    const res = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: courier.cookie, body: { activityId: noPrice.id } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Cannot process charge: missing user authentication or product price');
    const noQty = await damage(clientA, { priceId: 'price_stain_removal', quantity: 0 });
    const res2 = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: courier.cookie, body: { activityId: noQty.id } });
    expect(res2.status).toBe(422);
    expect(res2.json.error.message).toBe('Invalid quantity for charging');
  });

  it('refuses the owner until a payment is requested (409), other tenants (404) and the signed-out (401)', async () => {
    const d = await damage(clientA, { priceId: 'price_stain_removal' });
    const early = await call(t, 'POST', '/api/payments/damage-checkout', { cookie: ownerA.cookie, body: { activityId: d.id } });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe('No payment has been requested for this damage yet');
    expect((await call(t, 'POST', '/api/payments/damage-checkout', { cookie: ownerWithDamages.cookie, body: { activityId: d.id } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/payments/damage-checkout', { body: { activityId: d.id } })).status).toBe(401);
  });
});

describe('the webhook', () => {
  it('rejects a tampered body, a wrong secret, a stale or missing signature with 400 and records nothing', async () => {
    const c = await changeover(clientA);
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_deep_clean'] });
    const event = completedEvent(id, 3500);
    const headers = provider().sign(JSON.stringify(event));
    const eventsBefore = await count(paymentEvents);
    const ordersBefore = await count(orders);

    const tampered = await postWebhook({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } }, headers);
    expect(tampered.status).toBe(400);
    expect(tampered.json.error.code).toBe('invalid_signature');

    const wrongSecret = { [TEST_SIGNATURE_HEADER]: signTestPayload('not-the-secret', JSON.stringify(event), new Date()) };
    expect((await postWebhook(event, wrongSecret)).status).toBe(400);

    const stale = { [TEST_SIGNATURE_HEADER]: signTestPayload(await storedSecret(t.deps.db, TEST_WEBHOOK_SECRET_NAME), JSON.stringify(event), new Date(Date.now() - 3600_000)) };
    expect((await postWebhook(event, stale)).status).toBe(400);
    expect((await postWebhook(event, {})).status).toBe(400);
    expect((await postWebhook(event, { 'stripe-signature': 't=1,v1=abc' })).status).toBe(400);

    expect(await count(paymentEvents)).toBe(eventsBefore);
    expect(await count(orders)).toBe(ordersBefore);
    const [row] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(row.invoiceStatus).toBe('unpaid');

    // The genuine one is accepted without a session cookie.
    const ok = await postWebhook(event, headers);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ received: true, duplicate: false });
    const [paid] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(paid).toMatchObject({ invoiceStatus: 'paid', amountPence: 3500 });
  });

  it('treats a replayed event as handled: 200 and nothing changes', async () => {
    const c = await changeover(clientA);
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_deep_clean'] });
    const event = completedEvent(id, 3500);
    const headers = provider().sign(JSON.stringify(event));
    expect((await postWebhook(event, headers)).json.duplicate).toBe(false);
    const [first] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    const [firstOrder] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    // Someone corrects the amount by hand; the replay must not overwrite it.
    await t.deps.db.update(changeovers).set({ amountPence: 1234 }).where(eq(changeovers.id, c.id));
    const eventsBefore = await count(paymentEvents);

    const replay = await postWebhook(event, headers);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ received: true, duplicate: true });
    const [after] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(after).toMatchObject({ invoiceStatus: 'paid', amountPence: 1234, paidAt: first.paidAt });
    const [afterOrder] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(afterOrder.updatedAt).toEqual(firstOrder.updatedAt);
    expect(await count(paymentEvents)).toBe(eventsBefore);

    // A second, different event for the same checkout does not apply the effects twice either.
    const second = completedEvent(id, 3500);
    expect((await postWebhook(second, provider().sign(JSON.stringify(second)))).json.duplicate).toBe(false);
    const [still] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, c.id));
    expect(still.amountPence).toBe(1234);
  });

  it('applies an event delivered twice at once, or two events for one checkout at once, exactly once', async () => {
    const c = await changeover(clientA);
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_deep_clean'] });
    const event = completedEvent(id, 3500);
    const headers = provider().sign(JSON.stringify(event));
    const other = completedEvent(id, 3500);
    const results = await Promise.all([
      postWebhook(event, headers),
      postWebhook(event, headers),
      postWebhook(other, provider().sign(JSON.stringify(other))),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.slice(0, 2).filter((r) => r.json.duplicate === false)).toHaveLength(1);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.completed'));
    const forThis = audits.filter((a) => (a.details as { reference?: { changeoverId?: string } }).reference?.changeoverId === c.id);
    expect(forThis).toHaveLength(1);
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id))).toHaveLength(1);
  });

  it('acknowledges events for checkouts it did not start, and event types it does not handle', async () => {
    const foreign = completedEvent('cs_test_someone_else', 999);
    expect((await postWebhook(foreign, provider().sign(JSON.stringify(foreign)))).status).toBe(200);
    const other = { id: provider().newId('evt'), type: 'invoice.paid', data: { object: { id: 'in_1' } } };
    expect((await postWebhook(other, provider().sign(JSON.stringify(other)))).status).toBe(200);
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, 'cs_test_someone_else'))).toHaveLength(0);
  });
});

describe('GET /api/orders', () => {
  it('shows owners their own orders only, and super admins everyone', async () => {
    const a = await call(t, 'GET', '/api/orders', { cookie: ownerA.cookie });
    expect(a.status).toBe(200);
    expect(a.json.orders.length).toBeGreaterThan(0);
    expect(a.json.orders.every((o: { userId: string }) => o.userId === ownerA.user.id)).toBe(true);
    const b = await call(t, 'GET', '/api/orders', { cookie: ownerB.cookie });
    expect(b.json.orders.length).toBeGreaterThan(0);
    expect(b.json.orders.every((o: { userId: string }) => o.userId === ownerB.user.id)).toBe(true);
    const all = await call(t, 'GET', '/api/orders', { cookie: admin.cookie });
    const users = new Set(all.json.orders.map((o: { userId: string }) => o.userId));
    expect(users.has(ownerA.user.id) && users.has(ownerB.user.id)).toBe(true);
    expect(all.json.orders[0]).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
    expect((await call(t, 'GET', '/api/orders')).status).toBe(401);
  });
});

// ── Issue 7 ──────────────────────────────────────────────────────────────────────────────────────
const checkoutCount = async () => (await t.deps.db.select().from(checkoutSessions)).length;
const changeoverRow = async (id: string) => (await t.deps.db.select().from(changeovers).where(eq(changeovers.id, id)))[0];

describe('settling a collection invoice (S2)', () => {
  const post = (cookie: string, changeoverId: string, priceIds: string[]) =>
    call(t, 'POST', '/api/payments/collection-checkout', { cookie, body: { changeoverId, priceIds } });

  it("pays the invoice's amount, never a catalogue product's price, whatever is sent", async () => {
    const c = await changeover(clientA, { services: ['price_deep_clean', 'price_stain_removal'], amountPence: 3000 });
    for (const priceIds of [['price_test_house'], ['price_damage_deposit'], ['price_stain_removal']]) {
      const id = await checkout(manager.cookie, 'collection-checkout', { changeoverId: c.id, priceIds });
      const open = await call(t, 'GET', `/api/payments/checkout-sessions/${id}`, { cookie: manager.cookie });
      expect(open.json.totalPence, priceIds.join()).toBe(3000);
    }
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id });
    expect((await pay(ownerA.cookie, id)).status).toBe(200);
    expect(await changeoverRow(c.id)).toMatchObject({ invoiceStatus: 'paid', amountPence: 3000, amountPaidPence: 3000 });
  });

  it('never lowers the invoice amount: a short payment is recorded apart, leaves the invoice unpaid and is audited', async () => {
    const c = await changeover(clientA, { services: ['price_deep_clean'], amountPence: 3000 });
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id, priceIds: ['price_deep_clean'] });
    // The provider reports less than the checkout's total (a discount, or a tampered checkout).
    const event = completedEvent(id, 100);
    expect((await postWebhook(event, provider().sign(JSON.stringify(event)))).status).toBe(200);
    const row = await changeoverRow(c.id);
    expect(row).toMatchObject({ invoiceStatus: 'unpaid', amountPence: 3000, amountPaidPence: 100, paidAt: null });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(order.amountTotalPence).toBe(100);
    const short = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.short'))).filter((a) => a.entityId === c.id);
    expect(short).toHaveLength(1);
    expect(short[0].details).toMatchObject({ invoicePence: 3000, paidPence: 100 });
    // Still payable: the rest.
    const rest = await post(ownerA.cookie, c.id, []);
    expect(rest.status).toBe(200);
    const open = await call(t, 'GET', `/api/payments/checkout-sessions/${rest.json.checkoutId}`, { cookie: ownerA.cookie });
    expect(open.json.totalPence).toBe(2900);
  });

  it('refuses signed-out callers (401), other tenants (404) and bad input (422)', async () => {
    const c = await changeover(clientA, { amountPence: 3000 });
    expect((await call(t, 'POST', '/api/payments/collection-checkout', { body: { changeoverId: c.id, priceIds: ['price_deep_clean'] } })).status).toBe(401);
    expect((await post(ownerB.cookie, c.id, ['price_deep_clean'])).status).toBe(404);
    expect((await post(ownerA.cookie, 'not-a-uuid', ['price_deep_clean'])).status).toBe(422);
    expect((await post(noCollections.cookie, c.id, ['price_deep_clean'])).status).toBe(403);
  });
});

describe('who may buy on /pricing (C4)', () => {
  it('owners and super admins may; staff, managers and couriers are refused (403) with nothing created', async () => {
    const staff = await userWithRole(t, 'sam@provider.example', 'staff');
    const before = await checkoutCount();
    for (const who of [staff, manager, courier, noCollections]) {
      for (const priceIds of [['price_deep_clean'], ['price_weekly_linen']]) {
        const res = await call(t, 'POST', '/api/payments/checkout', { cookie: who.cookie, body: { priceIds } });
        expect(res.status).toBe(403);
        expect(res.json.error.message).toBe('Purchases on this page are for property owners. Staff can see the prices here but cannot buy.');
      }
    }
    expect(await checkoutCount()).toBe(before);
    await checkout(ownerA.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
    await checkout(admin.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
  });

  it("refuses to pay a purchase checkout once the caller's role no longer buys", async () => {
    const changing = await userWithRole(t, 'chris@owner.example', 'client');
    const id = await checkout(changing.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
    const [staffRole] = await t.deps.db.select().from(roles).where(eq(roles.roleName, 'staff'));
    await t.deps.db.update(roleAssignments).set({ roleId: staffRole.id }).where(eq(roleAssignments.userId, changing.user.id));
    expect((await pay(changing.cookie, id)).status).toBe(403);
    expect(await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id))).toHaveLength(0);
  });
});

describe('subscriptions: plans and add-ons, cancelling (C5)', () => {
  let subscriber: { cookie: string; user: { id: string } };
  const me = async () => (await call(t, 'GET', '/api/me', { cookie: subscriber.cookie })).json;
  const subscribe = async (priceId: string) => {
    const id = await checkout(subscriber.cookie, 'checkout', { priceIds: [priceId] });
    expect((await pay(subscriber.cookie, id)).status).toBe(200);
  };
  const cancel = (cookie: string | undefined, id: string) =>
    call(t, 'POST', `/api/payments/subscriptions/${id}/cancel`, cookie ? { cookie } : {});

  beforeAll(async () => {
    subscriber = await userWithRole(t, 'sue@owner.example', 'client');
  });

  it('an add-on sits beside the plan; a new plan replaces only the previous plan', async () => {
    await subscribe('price_weekly_linen');
    await subscribe('price_towel_only');
    await subscribe('price_luxury_upgrade');
    expect((await me()).subscriptions.map((s: { name: string; kind: string }) => `${s.kind}:${s.name}`)).toEqual([
      'plan:Weekly Linen Service',
      'addon:Towel-Only Service',
      'addon:Luxury Linen Upgrade',
    ]);
    expect((await me()).subscription).toMatchObject({ planName: 'Weekly Linen Service', status: 'active' });

    await subscribe('price_premium_linen');
    const after = await me();
    expect(after.subscriptions.map((s: { name: string }) => s.name)).toEqual(['Premium Linen Service', 'Towel-Only Service', 'Luxury Linen Upgrade']);
    expect(after.subscription.planName).toBe('Premium Linen Service');
    const replaced = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'subscription.replaced'))).filter(
      (a) => a.actorUserId === subscriber.user.id,
    );
    expect(replaced.map((a) => (a.details as { previousPriceId: string }).previousPriceId)).toEqual(['price_weekly_linen']);

    // What is active is not bought twice.
    const again = await call(t, 'POST', '/api/payments/checkout', { cookie: subscriber.cookie, body: { priceIds: ['price_towel_only'] } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('You already have this subscription.');
  });

  it('the same add-on paid from twenty checkouts at once leaves one active subscription; the rest are duplicates (issue 19 M2)', async () => {
    const twin = await userWithRole(t, 'twin@owner.example', 'client');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await checkout(twin.cookie, 'checkout', { priceIds: ['price_multi_property'] }));
    const paid = await Promise.all(ids.map((id) => pay(twin.cookie, id)));
    expect(paid.every((r) => r.status === 200)).toBe(true);
    const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, twin.user.id));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.subscriptionStatus === 'active')).toHaveLength(1);
    const duplicates = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.duplicate'))).filter((a) => a.actorUserId === twin.user.id);
    expect(duplicates).toHaveLength(19);
    // The database holds the rule too: a second active row for the same product is refused.
    const active = rows.find((r) => r.subscriptionStatus === 'active')!;
    await expect(
      t.deps.db.insert(subscriptions).values({ userId: twin.user.id, priceId: active.priceId, subscriptionId: 'sub_forced', subscriptionStatus: 'active' }),
    ).rejects.toThrow();
  });

  it('cancels an add-on in the app with the test checkout: recorded through the webhook and audited', async () => {
    const towel = (await me()).subscriptions.find((s: { name: string }) => s.name === 'Towel-Only Service');
    const events = await count(paymentEvents);
    const res = await cancel(subscriber.cookie, towel.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'canceled' });
    expect(await count(paymentEvents)).toBe(events + 1);
    expect((await me()).subscriptions.map((s: { name: string }) => s.name)).toEqual(['Premium Linen Service', 'Luxury Linen Upgrade']);
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, towel.id));
    expect(row.subscriptionStatus).toBe('canceled');
    const audits = (await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, row.subscriptionId!)).orderBy(asc(auditLog.createdAt))).map(
      (a) => a.action,
    );
    expect(audits).toEqual(['subscription.cancel_requested', 'subscription.canceled']);

    // Cancelling it again changes nothing.
    expect((await cancel(subscriber.cookie, towel.id)).status).toBe(409);
    // The plan can be cancelled too: nothing is left but the other add-on.
    const plan = (await me()).subscriptions.find((s: { kind: string }) => s.kind === 'plan');
    expect((await cancel(subscriber.cookie, plan.id)).status).toBe(200);
    expect((await me()).subscription).toBeNull();
  });

  it('is the subscriber\'s alone: 401 signed out, 404 for anyone else (owners, staff, couriers, super admins), 422 for a bad id', async () => {
    const luxury = (await me()).subscriptions.find((s: { name: string }) => s.name === 'Luxury Linen Upgrade');
    expect((await cancel(undefined, luxury.id)).status).toBe(401);
    for (const who of [ownerA, ownerB, manager, courier, admin]) expect((await cancel(who.cookie, luxury.id)).status).toBe(404);
    const bad = await cancel(subscriber.cookie, 'not-a-uuid');
    expect(bad.status).toBe(422);
    expect((await me()).subscriptions.map((s: { name: string }) => s.name)).toEqual(['Luxury Linen Upgrade']);
  });

  it('has no customer portal with the test checkout (409), and needs a signed-in user', async () => {
    const res = await call(t, 'POST', '/api/payments/billing-portal', { cookie: subscriber.cookie });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('Billing is managed in the app: the built-in test checkout has no customer portal.');
    expect((await call(t, 'POST', '/api/payments/billing-portal')).status).toBe(401);
  });
});

describe('payment receipts (C10)', () => {
  const receiptsTo = async (to: string) =>
    (await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, to))).filter((m) => m.kind.endsWith('-receipt'));

  it('e-mails the payer a deposit receipt once, even when the webhook is replayed', async () => {
    const p = await property(clientA, 'Receipt Cottage', [1]);
    const id = await checkout(ownerA.cookie, 'deposit-checkout', { propertyId: p.id });
    const before = (await receiptsTo('anna@owner.example')).length;
    const event = completedEvent(id, 10000);
    const headers = provider().sign(JSON.stringify(event));
    expect((await postWebhook(event, headers)).json.duplicate).toBe(false);
    expect((await postWebhook(event, headers)).json.duplicate).toBe(true);
    const other = completedEvent(id, 10000);
    await postWebhook(other, provider().sign(JSON.stringify(other)));
    const mails = (await receiptsTo('anna@owner.example')).slice(before);
    expect(mails).toHaveLength(1);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(mails[0]).toMatchObject({ kind: 'deposit-receipt', subject: 'Receipt: damage deposit of £100.00 for Receipt Cottage' });
    expect(mails[0].textBody).toContain('Amount paid: £100.00');
    expect(mails[0].textBody).toContain('For: Refundable damage deposit');
    expect(mails[0].textBody).toContain('Property: Receipt Cottage');
    expect(mails[0].textBody).toContain(`Order reference: ${order.id}`);
    expect(mails[0].textBody).toMatch(/Date: \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it("e-mails a payment receipt for a collection, naming the invoice's lines and the property", async () => {
    const c = await changeover(clientA, { services: ['price_deep_clean', 'price_stain_removal'], amountPence: 5000, lines: true });
    const id = await checkout(ownerA.cookie, 'collection-checkout', { changeoverId: c.id });
    const before = (await receiptsTo('anna@owner.example')).length;
    await pay(ownerA.cookie, id);
    const [mail] = (await receiptsTo('anna@owner.example')).slice(before);
    const [prop] = await t.deps.db.select().from(properties).where(eq(properties.id, c.propertyId));
    expect(mail).toMatchObject({ kind: 'payment-receipt', subject: 'Receipt: your payment of £50.00' });
    expect(mail.textBody).toContain('For: Collection invoice: Deep Clean Service, Specialist Stain Removal');
    expect(mail.textBody).toContain(`Property: ${prop.name}`);
  });

  it('sends nothing for an unpaid completion', async () => {
    const id = await checkout(ownerB.cookie, 'checkout', { priceIds: ['price_deep_clean'] });
    const before = (await receiptsTo('bob@owner.example')).length;
    const event = { ...completedEvent(id, 3500) };
    event.data.object.payment_status = 'unpaid';
    await postWebhook(event, provider().sign(JSON.stringify(event)));
    expect(await receiptsTo('bob@owner.example')).toHaveLength(before);
  });
});
