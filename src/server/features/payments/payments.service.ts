/**
 * Payments: starting checkouts (purchases from /pricing, and what other features own: a property's
 * deposit, a collection's invoice, a damage charge, a charge, priced by their purpose's handler) and
 * applying the provider's signed webhook events. Nothing is marked paid except by a verified
 * `checkout.session.completed` event; the success redirect only reads.
 */
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import {
  cancelReturnPath,
  CHECKOUT_MESSAGES,
  CHECKOUT_SESSION_PLACEHOLDER,
  checkoutTotal,
  checkSelection,
  successReturnPath,
  type ProductMode,
} from '@shared/domain/checkout';
import { chargeLineName } from '@shared/domain/charge-rules';
import { canBuyFromCatalogue } from '@shared/domain/abilities';
import { isOfferedTo, PURCHASE_MESSAGES } from '@shared/domain/purchases';
import type { CheckoutPurpose, TCheckoutSession, TCheckoutStarted, TOrderPage } from '@shared/schemas/payments';
import { enqueueMail } from '../mail';
import { emailsOfUsers, findUserById } from '../users';
import type { Tx } from '../../db/client';
import { audit, recordAudit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CheckoutLine, PaymentEvent } from './payment-provider';
import type { OwnedPurpose, PurposeOutcome } from './payment-purposes';
import * as products from './products.repo';
import * as repo from './payments.repo';
import * as subs from './subscriptions.repo';
import { paymentReceiptMail } from './receipt-mail';
import { invoicePaidCheckout } from './checkout-invoice';
import {
  applySubscriptionCheckout,
  applyInvoicePaid,
  applySubscriptionEvent,
  BILLING_STATUSES,
  cancelReplacedSubscription,
  type ReplacedSubscription,
} from './subscription-events';
import type { TestPaymentProvider } from './test-provider';
import { setTimeout as sleep } from 'node:timers/promises';
import { logError } from '../../lib/log-error';
import { pageCursor } from '../../lib/page-cursor';

/** The list's page cursor: the last row's (time, id). */
const CURSOR = pageCursor({ timeKey: 'time', id: 'uuid' });

/** Where a paid checkout returns (a collection to /collections?payment_complete=true). */
export const successUrl = (appUrl: string, purpose: string) => `${appUrl}${successReturnPath(purpose)}`;
/** /pricing with the 'checkout cancelled' flag (and, for a deposit, the property to go back to). */
export const cancelUrl = (appUrl: string, purpose: string, reference: Record<string, string> = {}) =>
  `${appUrl}${cancelReturnPath(purpose, reference)}`;

interface NewCheckout {
  mode: ProductMode;
  lines: CheckoutLine[];
  purpose: CheckoutPurpose;
  reference: Record<string, string>;
  /**
   * What it pays for (a property's deposit, a changeover, a damage record, a charge): a caller has at
   * most one open checkout per purpose and subject, by the database's unique rule (decision 0166).
   */
  subjectId?: string;
}

/** An open checkout is reused for this long; Stripe's hosted pages expire after 24 hours. */
export const OPEN_CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;
/** How long a request waits for the page of the checkout a parallel request is starting. */
const CLAIM_WAIT_MS = 20_000;
const CLAIM_POLL_MS = 40;
/** A claimed checkout still without its page after this long was abandoned (a crash mid-start): replaced. */
const ABANDONED_CLAIM_MS = 60_000;

/**
 * Starts a checkout, or hands back the caller's open one for the same subject. Exactly once under
 * parallel requests: the row is claimed through the partial unique index (one open checkout per user,
 * purpose and subject); a request that loses the claim waits for the winner's page and answers with
 * it. An open checkout that may not be reused (older than a day, another provider, or `reusable`
 * says no, e.g. a collection whose amount owed changed) is expired and a new one claimed.
 */
async function startCheckout(
  deps: AppDeps,
  ctx: RequestContext,
  input: NewCheckout,
  reusable: (open: repo.CheckoutRow) => boolean = () => true,
): Promise<TCheckoutStarted> {
  const { db, payments } = deps;
  const { caller } = ctx;
  const values = {
    provider: payments.kind,
    userId: caller.user.id,
    mode: input.mode,
    // The line's name is kept: an ad-hoc line (a stock item's damage) has no catalogue product to name it.
    lineItems: input.lines.map((l) => ({ priceId: l.priceId, name: l.name, quantity: l.quantity, amountPence: l.amountPence })),
    purpose: input.purpose,
    reference: input.reference,
  };
  if (!input.subjectId) return createProviderPage(deps, ctx, await repo.insertCheckout(db, values), input);
  const subject = { userId: caller.user.id, purpose: input.purpose, subjectId: input.subjectId };
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claimed = await repo.claimOpenCheckout(db, { ...values, subjectId: input.subjectId, createdAt: deps.now() });
    if (claimed) return createProviderPage(deps, ctx, claimed, input);
    const open = await repo.findOpenCheckout(db, subject);
    if (open) {
      const age = deps.now().getTime() - open.createdAt.getTime();
      if (open.url && open.provider === payments.kind && age < OPEN_CHECKOUT_REUSE_MS && reusable(open)) {
        return { url: open.url, checkoutId: open.id };
      }
      if (open.url || age > ABANDONED_CLAIM_MS) {
        await repo.expireCheckout(db, { id: open.id });
        continue;
      }
    }
    // Another request holds the claim and is asking the provider for its page: wait for it.
    if (Date.now() > deadline) throw new AppError(502, 'checkout_failed', CHECKOUT_MESSAGES.failedToStart);
    await sleep(CLAIM_POLL_MS);
  }
}

/** Asks the provider for the recorded checkout's hosted page and returns the page's URL. */
async function createProviderPage(deps: AppDeps, ctx: RequestContext, row: repo.CheckoutRow, input: NewCheckout): Promise<TCheckoutStarted> {
  const { db, env, payments } = deps;
  const { caller } = ctx;
  let created;
  try {
    created = await payments.createCheckout({
      checkoutId: row.id,
      mode: input.mode,
      lines: input.lines,
      customerEmail: caller.user.email,
      userId: caller.user.id,
      purpose: input.purpose,
      successUrl: successUrl(env.appUrl, input.purpose),
      cancelUrl: cancelUrl(env.appUrl, input.purpose, input.reference),
    });
  } catch (err) {
    await repo.deleteCheckout(db, row.id);
    logError('Checkout could not be created', err);
    throw new AppError(502, 'checkout_failed', CHECKOUT_MESSAGES.failedToStart);
  }
  await repo.setCheckoutProviderSession(db, row.id, created.providerSessionId, created.url);
  await audit(db, ctx, {
    action: 'payment.checkout_started',
    entityType: 'checkout_session',
    entityId: row.id,
    details: { provider: payments.kind, purpose: input.purpose, reference: input.reference, totalPence: checkoutTotal(input.lines) },
  });
  return { url: created.url, checkoutId: row.id };
}

/** Lines for chosen catalogue products, after the spec's selection rules. */
async function selectedLines(
  deps: AppDeps,
  caller: Caller,
  priceIds: string[],
): Promise<{ mode: ProductMode; lines: CheckoutLine[]; productIds: string[] }> {
  // A product not offered to the caller (the test product, for an owner) is as unknown as a missing one.
  const known = (await products.findActiveProductsByPriceIds(deps.db, [...new Set(priceIds)])).filter((p) =>
    isOfferedTo(subjectOf(caller), p),
  );
  const selection = checkSelection(priceIds, known);
  if (!selection.ok) throw badRequest(selection.message, [{ path: 'priceIds', message: selection.message }]);
  return {
    mode: selection.mode,
    lines: selection.products.map((p) => ({
      priceId: p.priceId,
      name: p.name,
      amountPence: p.pricePence ?? 0,
      quantity: 1,
      providerPrice: p.source === 'stripe',
    })),
    productIds: selection.products.map((p) => p.id),
  };
}

/** POST /api/payments/checkout: products chosen on /pricing, by property owners (and super admins, to test). */
export async function startPurchase(deps: AppDeps, ctx: RequestContext, priceIds: string[]) {
  const { caller } = ctx;
  if (!canBuyFromCatalogue(subjectOf(caller))) {
    throw forbidden(PURCHASE_MESSAGES.ownersOnly);
  }
  // A deposit belongs to a property, so it is bought through startDeposit, never unattached.
  if (priceIds.includes(DAMAGE_DEPOSIT_PRICE_ID)) {
    throw badRequest(CHECKOUT_MESSAGES.depositPerProperty, [{ path: 'priceIds', message: CHECKOUT_MESSAGES.depositPerProperty }]);
  }
  const { mode, lines } = await selectedLines(deps, caller, priceIds);
  if (mode === 'subscription') await refuseActiveSubscription(deps, caller, lines[0].priceId);
  return startCheckout(deps, ctx, { mode, lines, purpose: 'purchase', reference: {} });
}

/** A subscription the caller already has (active) is not bought a second time. */
async function refuseActiveSubscription(deps: AppDeps, caller: Caller, priceId: string): Promise<void> {
  const own = await subs.listSubscriptionsOf(deps.db, caller.user.id);
  if (own.some((s) => s.priceId === priceId && BILLING_STATUSES.has(s.status))) throw conflict(PURCHASE_MESSAGES.alreadySubscribed);
}

/**
 * Pays for a subject another feature owns (POST /api/payments/{deposit,collection,damage,charge}-checkout):
 * its owner, through the purpose registry (payment-purposes.ts), says who may pay, what is owed and the
 * lines; payments starts one payment-mode checkout for it. A caller's open checkout for the same subject
 * is handed back rather than a second one made, unless the owner says it may not be reused.
 */
export async function startPurposeCheckout(deps: AppDeps, ctx: RequestContext, purpose: OwnedPurpose, subjectId: string): Promise<TCheckoutStarted> {
  const priced = await deps.paymentPurposes[purpose].checkout(deps, ctx, subjectId);
  const checkout: NewCheckout = { mode: 'payment', lines: priced.lines, purpose, reference: priced.reference, subjectId: priced.subjectId };
  return startCheckout(deps, ctx, checkout, priced.reusable);
}

// ── Reading checkouts ────────────────────────────────────────────────────────────────────────────
export async function describeCheckout(deps: AppDeps, row: repo.CheckoutRow): Promise<TCheckoutSession> {
  const named = await products.findProductsByPriceIds(deps.db, row.lineItems.map((l) => l.priceId));
  const names = new Map(named.map((p) => [p.priceId, p.name]));
  for (const l of row.lineItems) if (!names.has(l.priceId)) names.set(l.priceId, chargeLineName(l.priceId) ?? l.name ?? l.priceId);
  const order = row.providerSessionId ? await repo.findOrderByCheckoutSession(deps.db, row.providerSessionId) : undefined;
  return {
    id: row.id,
    providerSessionId: row.providerSessionId,
    provider: row.provider,
    status: row.status,
    mode: row.mode,
    purpose: row.purpose as CheckoutPurpose,
    reference: row.reference,
    lineItems: row.lineItems.map((l) => ({ priceId: l.priceId, quantity: l.quantity, amountPence: l.amountPence, name: l.name ?? names.get(l.priceId) ?? l.priceId })),
    totalPence: checkoutTotal(row.lineItems),
    createdAt: row.createdAt.toISOString(),
    order: order ? { paymentStatus: order.paymentStatus, status: order.status, amountTotalPence: order.amountTotalPence } : null,
  };
}

export async function getOwnCheckout(deps: AppDeps, caller: Caller, id: string): Promise<repo.CheckoutRow> {
  const row = await repo.findOwnCheckout(deps.db, id, caller.user.id);
  if (!row) throw notFound('Checkout not found');
  return row;
}

// ── The test checkout's Pay and Cancel ───────────────────────────────────────────────────────────
function testProviderOf(deps: AppDeps): TestPaymentProvider {
  const provider = deps.payments;
  if (provider.kind !== 'test' || !('sign' in provider)) throw notFound(CHECKOUT_MESSAGES.testCheckoutOnly);
  return provider as TestPaymentProvider;
}

/**
 * Pay on the test checkout: builds the `checkout.session.completed` event Stripe would send, signs
 * it with the local secret, and hands the raw body and headers to the webhook handler.
 */
export async function payTestCheckout(deps: AppDeps, caller: Caller, id: string): Promise<{ url: string }> {
  const provider = testProviderOf(deps);
  const row = await getOwnCheckout(deps, caller, id);
  if (row.provider !== 'test' || !row.providerSessionId) throw notFound('Checkout not found');
  if (row.status !== 'open') throw conflict(CHECKOUT_MESSAGES.checkoutNotOpen);
  // A purchase started while the caller could buy is not paid once their role no longer buys.
  if (row.purpose === 'purchase' && !canBuyFromCatalogue(subjectOf(caller))) {
    throw forbidden(PURCHASE_MESSAGES.ownersOnly);
  }
  const now = deps.now();
  const event = {
    id: provider.newId('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: row.providerSessionId,
        object: 'checkout.session',
        client_reference_id: row.id,
        customer: `cus_test_${caller.user.id}`,
        customer_email: caller.user.email,
        mode: row.mode,
        payment_status: 'paid',
        status: 'complete',
        amount_total: checkoutTotal(row.lineItems),
        currency: 'gbp',
        payment_intent: row.mode === 'payment' ? provider.newId('pi') : null,
        subscription: row.mode === 'subscription' ? provider.newId('sub') : null,
        metadata: { checkout_id: row.id, user_id: row.userId, purpose: row.purpose },
      },
    },
  };
  const rawBody = JSON.stringify(event);
  await handleWebhook(deps, rawBody, new Headers(provider.sign(rawBody)));
  return { url: successUrl(deps.env.appUrl, row.purpose).replace(CHECKOUT_SESSION_PLACEHOLDER, row.providerSessionId) };
}

/**
 * The test provider's refund result: builds the `refund.updated` event Stripe would send (succeeded),
 * signs it with the local secret and hands it to the webhook handler. Called by the refunding feature
 * once its refund has committed. Nothing to do with Stripe, whose own events follow.
 */
export async function sendTestRefundEvent(
  deps: AppDeps,
  refund: { providerRefundId: string; refundId: string; amountPence: number; paymentIntentId: string },
): Promise<void> {
  const provider = deps.payments;
  if (provider.kind !== 'test' || !('sign' in provider)) return;
  const test = provider as TestPaymentProvider;
  const event = {
    id: test.newId('evt'),
    object: 'event',
    type: 'refund.updated',
    created: Math.floor(deps.now().getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: refund.providerRefundId,
        object: 'refund',
        status: 'succeeded',
        amount: refund.amountPence,
        currency: 'gbp',
        payment_intent: refund.paymentIntentId,
        metadata: { refund_id: refund.refundId },
      },
    },
  };
  const rawBody = JSON.stringify(event);
  await handleWebhook(deps, rawBody, new Headers(test.sign(rawBody)));
}

export async function cancelTestCheckout(deps: AppDeps, caller: Caller, id: string): Promise<{ url: string }> {
  testProviderOf(deps);
  const row = await getOwnCheckout(deps, caller, id);
  await repo.expireCheckout(deps.db, { id: row.id });
  return { url: cancelUrl(deps.env.appUrl, row.purpose, row.reference) };
}

// ── Webhooks ─────────────────────────────────────────────────────────────────────────────────────
export interface WebhookResult {
  received: true;
  duplicate: boolean;
}

/**
 * The one webhook handler for both providers: verify the signature (400, nothing recorded, when it
 * fails), then in one transaction record the event id (a replay stops here) and apply its effects.
 * An error rolls everything back, the event id included, so the provider's retry is applied.
 */
export async function handleWebhook(deps: AppDeps, rawBody: string, headers: Headers): Promise<WebhookResult> {
  const event = await deps.payments.verifyAndParseWebhook(rawBody, headers);
  const replaced: ReplacedSubscription[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await repo.recordEvent(tx, {
      id: event.id,
      provider: deps.payments.kind,
      type: event.type === 'other' ? event.rawType : event.type,
    });
    if (!fresh) return { received: true, duplicate: true } as const;
    await applyEvent(tx, deps, event, replaced);
    return { received: true, duplicate: false } as const;
  });
  // Only once the new plan is recorded: the provider stops billing the plan it replaced.
  for (const old of replaced) await cancelReplacedSubscription(deps, old);
  return result;
}

async function applyEvent(tx: Tx, deps: AppDeps, event: PaymentEvent, replaced: ReplacedSubscription[]): Promise<void> {
  const now = deps.now();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return applyCompleted(tx, deps, event, now, replaced);
    case 'checkout.session.expired':
      await repo.expireCheckout(tx, { providerSessionId: event.providerSessionId });
      return;
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(tx, event, now);
    case 'invoice.paid':
      return applyInvoicePaid(tx, event, now);
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return deps.refundEvents(tx, event, now);
    case 'other':
      return;
  }
}

async function applyCompleted(
  tx: Tx,
  deps: AppDeps,
  event: Extract<PaymentEvent, { type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' }>,
  now: Date,
  replaced: ReplacedSubscription[],
): Promise<void> {
  const checkout = await repo.lockCheckoutByProviderSession(tx, event.providerSessionId);
  if (!checkout) return; // Not a checkout this app started: acknowledged, nothing to apply.
  const paid = event.paymentStatus === 'paid' || event.paymentStatus === 'no_payment_required';
  const amount = event.amountTotalPence ?? checkoutTotal(checkout.lineItems);
  const orderId = await repo.upsertOrder(
    tx,
    {
      userId: checkout.userId,
      checkoutSessionId: event.providerSessionId,
      paymentIntentId: event.paymentIntentId,
      amountTotalPence: amount,
      currency: event.currency,
      paymentStatus: event.paymentStatus,
      status: paid ? 'completed' : 'pending',
      purpose: checkout.purpose,
      reference: checkout.reference,
    },
    now,
  );
  if (!paid) return; // e.g. a bank debit still clearing: async_payment_succeeded follows.
  if (!(await repo.completeCheckout(tx, checkout.id))) return; // Already applied by an earlier event.

  const ref = checkout.reference;
  if (checkout.mode === 'subscription') await applySubscriptionCheckout(tx, checkout, event, now, replaced);
  // What the payment means for what it paid for is its owner's to say (the purpose registry); a
  // purchase (the catalogue, plans) is payments' own and applied above.
  const owner = Object.hasOwn(deps.paymentPurposes, checkout.purpose) ? deps.paymentPurposes[checkout.purpose as OwnedPurpose] : undefined;
  const outcome: PurposeOutcome = owner
    ? await owner.applyPaid(tx, { userId: checkout.userId, reference: ref, amountPence: amount }, now)
    : { applied: true, duplicate: false };
  const { applied, duplicate, short } = outcome;
  const details = { provider: checkout.provider, purpose: checkout.purpose, reference: ref, amountPence: amount, eventId: event.id };
  await recordAudit(tx, {
    actorUserId: checkout.userId,
    action: 'payment.completed',
    entityType: 'checkout_session',
    entityId: checkout.id,
    details: { ...details, applied, ...(duplicate ? { duplicate } : {}), ...(short ? { short: true } : {}) },
  });
  // Paid less than owed: recorded as paid towards it by its owner, which stays unpaid.
  if (short) {
    await recordAudit(tx, {
      actorUserId: checkout.userId,
      action: 'payment.short',
      entityType: short.entityType,
      entityId: short.entityId,
      details: { ...details, invoicePence: short.invoicePence, paidPence: short.paidPence, note: 'Paid less than the invoice: the invoice stays unpaid' },
    });
  }
  // Paid for something already paid (a second checkout for the same deposit, collection or damage):
  // the order stands as recorded above, and 'payment.duplicate' tells staff to refund it.
  if (duplicate) {
    await recordAudit(tx, {
      actorUserId: checkout.userId,
      action: 'payment.duplicate',
      entityType: 'checkout_session',
      entityId: checkout.id,
      details: {
        ...details,
        providerSessionId: event.providerSessionId,
        paymentIntentId: event.paymentIntentId,
        note: 'Paid for something already paid: refund this payment',
      },
    });
  }
  const lineNames = await lineNamesOf(tx, checkout);
  // The invoice it pays (issued now if it had none: a purchase, a plan, a deposit), unless paid twice.
  if (applied && !duplicate) await invoicePaidCheckout(tx, checkout, { amountPence: amount, paymentIntentId: event.paymentIntentId, lineNames, now });
  const listed = checkout.lineItems.map((l, i) => (l.quantity > 1 ? `${lineNames[i]} × ${l.quantity}` : lineNames[i]));
  await enqueueReceipt(tx, deps, checkout, { amount, orderId, now }, outcome.receiptItems ?? listed);
}

/** Each checkout line's name: its own (an ad-hoc line), the catalogue product's, or the charge kind's. */
async function lineNamesOf(tx: Tx, checkout: repo.CheckoutRow): Promise<string[]> {
  const named = await products.findProductsByPriceIds(tx, checkout.lineItems.map((l) => l.priceId));
  return checkout.lineItems.map((l) => l.name ?? named.find((p) => p.priceId === l.priceId)?.name ?? chargeLineName(l.priceId) ?? l.priceId);
}

/** The payer's receipt, written to the outbox in the webhook's transaction: once per order, replays included. */
async function enqueueReceipt(
  tx: Tx,
  deps: AppDeps,
  checkout: repo.CheckoutRow,
  paid: { amount: number; orderId: string; now: Date },
  items: string[],
): Promise<void> {
  const payer = await findUserById(tx, checkout.userId);
  if (!payer) return;
  const ref = checkout.reference;
  // Every purpose that belongs to a property names it in the checkout's reference (migration 0014 named the older ones).
  const propertyName = ref.propertyName ?? null;
  await enqueueMail(tx, [
    paymentReceiptMail({
      to: payer.email,
      name: payer.name,
      purpose: checkout.purpose,
      mode: checkout.mode,
      items,
      amountPence: paid.amount,
      propertyName,
      paidAt: paid.now,
      orderReference: paid.orderId,
      appUrl: deps.env.appUrl,
    }),
  ].map((m) => ({ ...m, aboutUserId: checkout.userId })));
}

// ── Products and sync ────────────────────────────────────────────────────────────────────────────
export async function syncProducts(deps: AppDeps, ctx: RequestContext) {
  const { db, payments } = deps;
  if (!payments.syncProducts) throw conflict(CHECKOUT_MESSAGES.stripeNotConfigured);
  const before = await products.readSyncState(db);
  const now = deps.now();
  try {
    const synced = await payments.syncProducts();
    await db.transaction(async (tx) => {
      await products.saveSyncedProducts(tx, synced, now);
      await products.writeSyncState(tx, { lastSyncAt: now.toISOString(), lastAttemptAt: now.toISOString(), lastError: null }, now);
      await audit(tx, ctx, {
        action: 'products.synced',
        entityType: 'products',
        entityId: 'stripe',
        details: { count: synced.length },
      });
    });
    return { count: synced.length, syncedAt: now.toISOString() };
  } catch (err) {
    const message = (err as Error).message || 'Unknown error occurred';
    await products.writeSyncState(db, { ...before, lastAttemptAt: now.toISOString(), lastError: message }, now);
    throw new AppError(502, 'sync_failed', `Product sync failed: ${message}`);
  }
}

/** GET /api/orders: a page of the caller's own orders, newest first; a super admin sees everyone's, with the buyer's e-mail. */
export async function listOrdersFor(deps: Pick<AppDeps, 'db'>, caller: Caller, query: { cursor?: string; limit: number }): Promise<TOrderPage> {
  const after = CURSOR.decode(query.cursor);
  const rows = await repo.listOrders(deps.db, caller.user.isSuperadmin ? null : caller.user.id, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const emails = await emailsOfUsers(deps.db, [...new Set(page.flatMap((r) => (r.userId ? [r.userId] : [])))]);
  const last = page.at(-1);
  return {
    orders: page.map(({ createdAtKey: _key, ...r }) => ({ ...r, userEmail: (r.userId && emails.get(r.userId)) || null, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > query.limit && last ? CURSOR.encode({ timeKey: last.createdAtKey, id: last.id }) : null,
  };
}
