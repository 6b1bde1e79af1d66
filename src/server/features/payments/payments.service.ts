/**
 * Payments: starting checkouts (purchases from /pricing, a property's deposit, a collection's
 * services, a damage charge) and applying the provider's signed webhook events. Nothing is marked
 * paid except by a verified `checkout.session.completed` event; the success redirect only reads.
 */
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import { DAMAGE_DEPOSIT_PENCE } from '@shared/constants';
import {
  cancelReturnPath,
  CHECKOUT_MESSAGES,
  CHECKOUT_SESSION_PLACEHOLDER,
  checkoutTotal,
  checkSelection,
  damageCheckoutLine,
  successReturnPath,
  type ProductMode,
} from '@shared/domain/checkout';
import { COLLECTION_INVOICE_PRICE_ID, collectionCheckoutLineName, collectionEnteredAt, collectionPayment } from '@shared/domain/collections';
import { canStartCollectionCheckout, canPayDeposit, canBuyFromCatalogue, canChargeDamages, canPayDamageCharge, canPayCharge } from '@shared/domain/abilities';
import { CHARGE_KIND_LABELS, CHARGE_MESSAGES } from '@shared/domain/charges';
import { chargeLineName, chargePriceId } from '@shared/domain/charge-rules';
import { DAMAGE_MESSAGES } from '@shared/domain/damages';
import { isOfferedTo, PURCHASE_MESSAGES, settleCollection } from '@shared/domain/purchases';
import { formatDate } from '@shared/format-dates';
import type { CheckoutPurpose, TCheckoutSession, TCheckoutStarted } from '@shared/schemas/payments';
import { recordAudit } from '../audit/audit.repo';
import { applyRefundEvent } from '../deposit-refunds';
import { enqueueMail } from '../mail/outbox.repo';
import { setPropertyTask } from '../onboarding/onboarding.service';
import { applyChargePayment, findChargeForPayment } from '../charges';
import type { Tx } from '../../db/client';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import type { CheckoutLine, PaymentEvent } from './payment-provider';
import * as products from './products.repo';
import * as repo from './payments.repo';
import * as subs from './subscriptions.repo';
import { paymentReceiptMail } from './receipt-mail';
import {
  applySubscriptionCheckout,
  applySubscriptionEvent,
  BILLING_STATUSES,
  cancelReplacedSubscription,
  type ReplacedSubscription,
} from './subscription-events';
import type { TestPaymentProvider } from './test-provider';
import { setTimeout as sleep } from 'node:timers/promises';
import { logError } from '../../lib/log-error';

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
}

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
  caller: Caller,
  input: NewCheckout,
  info: RequestInfo,
  reusable: (open: repo.CheckoutRow) => boolean = () => true,
): Promise<TCheckoutStarted> {
  const { db, payments } = deps;
  const values = {
    provider: payments.kind,
    userId: caller.user.id,
    mode: input.mode,
    // The line's name is kept: an ad-hoc line (a stock item's damage) has no catalogue product to name it.
    lineItems: input.lines.map((l) => ({ priceId: l.priceId, name: l.name, quantity: l.quantity, amountPence: l.amountPence })),
    purpose: input.purpose,
    reference: input.reference,
  };
  if (!input.subjectId) return createProviderPage(deps, caller, await repo.insertCheckout(db, values), input, info);
  const subject = { userId: caller.user.id, purpose: input.purpose, subjectId: input.subjectId };
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claimed = await repo.claimOpenCheckout(db, { ...values, subjectId: input.subjectId, createdAt: deps.now() });
    if (claimed) return createProviderPage(deps, caller, claimed, input, info);
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
async function createProviderPage(
  deps: AppDeps,
  caller: Caller,
  row: repo.CheckoutRow,
  input: NewCheckout,
  info: RequestInfo,
): Promise<TCheckoutStarted> {
  const { db, env, payments } = deps;
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
  await recordAudit(db, {
    actorUserId: caller.user.id,
    action: 'payment.checkout_started',
    entityType: 'checkout_session',
    entityId: row.id,
    details: { provider: payments.kind, purpose: input.purpose, reference: input.reference, totalPence: checkoutTotal(input.lines) },
    ipAddress: info.ip,
    userAgent: info.userAgent,
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
    isOfferedTo({ isSuperadmin: caller.user.isSuperadmin }, p),
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
export async function startPurchase(deps: AppDeps, caller: Caller, priceIds: string[], info: RequestInfo) {
  if (!canBuyFromCatalogue(subjectOf(caller))) {
    throw forbidden(PURCHASE_MESSAGES.ownersOnly);
  }
  // A deposit belongs to a property, so it is bought through startDeposit, never unattached.
  if (priceIds.includes(DAMAGE_DEPOSIT_PRICE_ID)) {
    throw badRequest(CHECKOUT_MESSAGES.depositPerProperty, [{ path: 'priceIds', message: CHECKOUT_MESSAGES.depositPerProperty }]);
  }
  const { mode, lines } = await selectedLines(deps, caller, priceIds);
  if (mode === 'subscription') await refuseActiveSubscription(deps, caller, lines[0].priceId);
  return startCheckout(deps, caller, { mode, lines, purpose: 'purchase', reference: {} }, info);
}

/** A subscription the caller already has (active) is not bought a second time. */
async function refuseActiveSubscription(deps: AppDeps, caller: Caller, priceId: string): Promise<void> {
  const own = await subs.listSubscriptionsOf(deps.db, caller.user.id);
  if (own.some((s) => s.priceId === priceId && BILLING_STATUSES.has(s.status))) throw conflict(PURCHASE_MESSAGES.alreadySubscribed);
}

/**
 * The £100 damage deposit of a property: its owner, or staff who may edit properties. A caller who
 * already has an open deposit checkout for the property gets that one back, not a second one, so one
 * deposit is not paid twice from two tabs. (Should two still be paid, the webhook records the second
 * as 'payment.duplicate' for a refund.)
 */
export async function startDeposit(deps: AppDeps, caller: Caller, propertyId: string, info: RequestInfo): Promise<TCheckoutStarted> {
  if (!canPayDeposit(subjectOf(caller))) throw forbidden();
  const property = await repo.findPropertyForPayment(deps.db, propertyId, await scopeOf(deps.db, caller));
  if (!property) throw notFound('Property not found');
  if (property.depositPaid) throw conflict(CHECKOUT_MESSAGES.depositAlreadyPaid);
  const product = await products.findProductByPriceId(deps.db, DAMAGE_DEPOSIT_PRICE_ID);
  const line: CheckoutLine = {
    priceId: DAMAGE_DEPOSIT_PRICE_ID,
    name: product?.name ?? 'Damage Deposit',
    amountPence: product?.pricePence || DAMAGE_DEPOSIT_PENCE,
    quantity: 1,
    providerPrice: product?.source === 'stripe',
  };
  const reference: Record<string, string> = { propertyId: property.id, propertyName: property.name };
  if (property.clientId) reference.clientId = property.clientId;
  return startCheckout(deps, caller, { mode: 'payment', lines: [line], purpose: 'deposit', reference, subjectId: property.id }, info);
}

/**
 * Pays a collection invoice (issue 19): the owner of the invoice's client, or staff
 * (canStartCollectionCheckout; couriers 403). One payment-mode line for what is still owed (amount less amount paid), named after the
 * property and the day, never the catalogue's prices: the invoice's lines were fixed at Collect. Paid,
 * or nothing owed (£0), is 409. A caller's open checkout for the invoice, for the same amount, is
 * handed back rather than a second one made. Price ids a client may still send are ignored.
 */
export async function startCollection(deps: AppDeps, caller: Caller, input: { changeoverId: string }, info: RequestInfo) {
  if (!canStartCollectionCheckout(subjectOf(caller))) throw forbidden();
  const changeover = await repo.findChangeoverForPayment(deps.db, input.changeoverId, await scopeOf(deps.db, caller));
  if (!changeover) throw notFound('Collection Not Found');
  const payment = collectionPayment({
    amountPence: changeover.amountPence,
    amountPaidPence: changeover.amountPaidPence,
    paid: changeover.invoiceStatus === 'paid',
  });
  if (!payment.ok) throw conflict(payment.message);
  const line: CheckoutLine = {
    priceId: COLLECTION_INVOICE_PRICE_ID,
    name: collectionCheckoutLineName(changeover.propertyName, formatDate(collectionEnteredAt(changeover))),
    amountPence: payment.owedPence,
    quantity: 1,
    providerPrice: false,
  };
  const reference = { changeoverId: changeover.id, propertyId: changeover.propertyId, clientId: changeover.clientId };
  // An open checkout for another amount (a payment made since) is replaced.
  const sameAmount = (open: repo.CheckoutRow) => checkoutTotal(open.lineItems) === payment.owedPence;
  const checkout: NewCheckout = { mode: 'payment', lines: [line], purpose: 'collection', reference, subjectId: changeover.id };
  return startCheckout(deps, caller, checkout, info, sameAmount);
}

/**
 * Pays a damage charge: staff who record damages (super admins hold every flag), or the owner of the
 * record's client once staff requested the payment (POST /api/damages/:id/charge). A caller's open
 * checkout for the record is handed back rather than a second one made.
 */
export async function startDamageCharge(deps: AppDeps, caller: Caller, activityId: string, info: RequestInfo) {
  const staff = canChargeDamages(subjectOf(caller));
  if (!canPayDamageCharge(subjectOf(caller))) throw forbidden();
  const activity = await repo.findDamageForPayment(deps.db, activityId, await scopeOf(deps.db, caller));
  if (!activity) throw notFound('Damage record not found');
  if (activity.chargedAt) throw conflict(CHECKOUT_MESSAGES.damageAlreadyCharged);
  if (!staff && !activity.chargeRequestedAt) throw conflict(DAMAGE_MESSAGES.notRequested);
  // One payment-mode line named after the item: a stock item's damage too (ad-hoc price data, decision 0163).
  const charge = damageCheckoutLine(activity);
  if (!charge.ok) throw badRequest(charge.message);
  const line: CheckoutLine = charge.line;
  const reference = { activityId: activity.id, propertyId: activity.propertyId, clientId: activity.clientId };
  return startCheckout(deps, caller, { mode: 'payment', lines: [line], purpose: 'damage', reference, subjectId: activity.id }, info);
}

/**
 * Pays a charge (a late changeover or a late payment fee, issue 18): the owner of the charge's client,
 * or staff who manage charges. A paid or waived charge is 409; a caller's open checkout for the charge
 * is handed back rather than a second one made.
 */
export async function startChargeCheckout(deps: AppDeps, caller: Caller, chargeId: string, info: RequestInfo): Promise<TCheckoutStarted> {
  if (!canPayCharge(subjectOf(caller))) throw forbidden();
  const charge = await findChargeForPayment(deps.db, await scopeOf(deps.db, caller), chargeId);
  if (!charge) throw notFound(CHARGE_MESSAGES.notFound);
  if (charge.status === 'paid') throw conflict(CHARGE_MESSAGES.alreadyPaid);
  if (charge.status === 'waived') throw conflict(CHARGE_MESSAGES.alreadyWaived);
  const line: CheckoutLine = {
    priceId: chargePriceId(charge.kind),
    name: `${CHARGE_KIND_LABELS[charge.kind]}: ${charge.propertyName}`,
    amountPence: charge.amountPence,
    quantity: 1,
    providerPrice: false,
  };
  const reference = { chargeId: charge.id, propertyId: charge.propertyId, clientId: charge.clientId };
  return startCheckout(deps, caller, { mode: 'payment', lines: [line], purpose: 'charge', reference, subjectId: charge.id }, info);
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
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return applyRefundEvent(tx, event, now);
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
  let applied = true;
  // Paid for something already paid (a second checkout for the same deposit, collection or damage):
  // the order stands as recorded above, and 'payment.duplicate' tells staff to refund it.
  let duplicate = false;
  // Paid less than the collection's invoice: recorded as paid towards it, the invoice stays unpaid.
  let short: { invoicePence: number; paidPence: number } | null = null;
  // What the receipt lists: a collection's invoice lines (fixed at Collect), else the checkout's lines.
  let receiptItems: string[] | undefined;
  if (checkout.purpose === 'deposit' && ref.propertyId) {
    const property = await repo.lockPropertyDeposit(tx, ref.propertyId);
    duplicate = property?.depositPaid === true;
    applied = property !== undefined && !duplicate;
    if (applied) await setPropertyTask(tx, ref.propertyId, 3, true, now, { depositPaid: true });
  } else if (checkout.purpose === 'collection' && ref.changeoverId) {
    const invoice = await repo.lockChangeoverInvoice(tx, ref.changeoverId);
    duplicate = invoice?.status === 'paid';
    applied = invoice !== undefined && !duplicate;
    if (invoice) receiptItems = (invoice.invoiceLines ?? []).map((l) => l.name);
    if (invoice && applied) {
      const settled = settleCollection(invoice.amountPaidPence + amount, invoice.amountPence);
      await repo.recordChangeoverPayment(tx, ref.changeoverId, { paidPence: amount, ...settled }, now);
      if (!settled.paid) short = { invoicePence: invoice.amountPence, paidPence: invoice.amountPaidPence + amount };
    }
  } else if (checkout.purpose === 'damage' && ref.activityId) {
    applied = await repo.markDamageCharged(tx, ref.activityId, now);
    duplicate = !applied && (await repo.damageAlreadyCharged(tx, ref.activityId));
  } else if (checkout.purpose === 'charge' && ref.chargeId) {
    // The charges feature owns its rows: a charge already paid or waived is a duplicate payment.
    ({ applied, duplicate } = await applyChargePayment(tx, ref, now, checkout.userId));
  }
  const details = { provider: checkout.provider, purpose: checkout.purpose, reference: ref, amountPence: amount, eventId: event.id };
  await recordAudit(tx, {
    actorUserId: checkout.userId,
    action: 'payment.completed',
    entityType: 'checkout_session',
    entityId: checkout.id,
    details: { ...details, applied, ...(duplicate ? { duplicate } : {}), ...(short ? { short: true } : {}) },
  });
  if (short) {
    await recordAudit(tx, {
      actorUserId: checkout.userId,
      action: 'payment.short',
      entityType: 'changeover',
      entityId: ref.changeoverId,
      details: { ...details, ...short, note: 'Paid less than the invoice: the invoice stays unpaid' },
    });
  }
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
  await enqueueReceipt(tx, deps, checkout, { amount, orderId, now }, receiptItems);
}

/** The payer's receipt, written to the outbox in the webhook's transaction: once per order, replays included. */
async function enqueueReceipt(
  tx: Tx,
  deps: AppDeps,
  checkout: repo.CheckoutRow,
  paid: { amount: number; orderId: string; now: Date },
  listed?: string[],
): Promise<void> {
  const payer = await repo.findPayer(tx, checkout.userId);
  if (!payer) return;
  const ref = checkout.reference;
  const named = listed ? [] : await products.findProductsByPriceIds(tx, checkout.lineItems.map((l) => l.priceId));
  const items =
    listed ??
    checkout.lineItems.map((l) => {
      const name = l.name ?? named.find((p) => p.priceId === l.priceId)?.name ?? chargeLineName(l.priceId) ?? l.priceId;
      return l.quantity > 1 ? `${name} × ${l.quantity}` : name;
    });
  const propertyName = ref.propertyName ?? (ref.propertyId ? await repo.findPropertyName(tx, ref.propertyId) : null);
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
export async function syncProducts(deps: AppDeps, caller: Caller) {
  const { db, payments } = deps;
  if (!payments.syncProducts) throw conflict(CHECKOUT_MESSAGES.stripeNotConfigured);
  const before = await products.readSyncState(db);
  const now = deps.now();
  try {
    const synced = await payments.syncProducts();
    await db.transaction(async (tx) => {
      await products.saveSyncedProducts(tx, synced, now);
      await products.writeSyncState(tx, { lastSyncAt: now.toISOString(), lastAttemptAt: now.toISOString(), lastError: null }, now);
      await recordAudit(tx, {
        actorUserId: caller.user.id,
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
