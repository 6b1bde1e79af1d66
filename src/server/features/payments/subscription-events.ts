/**
 * What the webhook does to subscriptions: a completed subscription checkout records its subscription
 * (a main plan replaces the previous plan, an add-on sits beside it), and Stripe's
 * customer.subscription.updated/deleted events keep each row's status true; invoice.paid invoices a
 * plan's renewal. Every change is audited.
 */
import { duplicateSubscriptionOf, subscriptionsReplacedBy } from '@shared/domain/purchases';
import { formatDate } from '@shared/format-dates';
import { isRenewalToInvoice } from '@shared/domain/invoices';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { recordAudit } from '../../lib/audit';
import { findUserById } from '../users';
import { issueInvoice, recordInvoicePayment } from '../invoices';
import type { PaymentEvent } from './payment-provider';
import * as products from './products.repo';
import * as repo from './payments.repo';
import * as subs from './subscriptions.repo';
import { logError } from '../../lib/log-error';

/** Subscription statuses that still bill (or will): a plan replaced in one of these must be cancelled. */
export const BILLING_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

export interface ReplacedSubscription {
  userId: string;
  subscriptionId: string;
}

type Completed = Extract<PaymentEvent, { type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' }>;

/** Marks a subscription to be cancelled at the provider once the transaction commits, and audits it. */
async function replaceSubscription(
  tx: Tx,
  replaced: ReplacedSubscription[],
  userId: string,
  subscriptionId: string,
  details: Record<string, unknown>,
): Promise<void> {
  replaced.push({ userId, subscriptionId });
  await recordAudit(tx, { actorUserId: userId, action: 'subscription.replaced', entityType: 'subscription', entityId: subscriptionId, details });
}

/** Ends, at the provider, a subscription a new plan replaced; a failure is audited for staff to finish by hand. */
export async function cancelReplacedSubscription(deps: AppDeps, old: ReplacedSubscription): Promise<void> {
  if (!deps.payments.cancelSubscription) return;
  try {
    await deps.payments.cancelSubscription(old.subscriptionId);
  } catch (err) {
    logError(`Could not cancel replaced subscription ${old.subscriptionId}`, err);
    await recordAudit(deps.db, {
      actorUserId: old.userId,
      action: 'subscription.cancel_failed',
      entityType: 'subscription',
      entityId: old.subscriptionId,
      details: { error: (err as Error).message, note: 'Replaced by a new plan: cancel it at the payment provider' },
    });
  }
}

/** A paid subscription checkout: record its subscription; a plan replaces the user's previous plan only. */
export async function applySubscriptionCheckout(
  tx: Tx,
  checkout: repo.CheckoutRow,
  event: Completed,
  now: Date,
  replaced: ReplacedSubscription[],
): Promise<void> {
  const rows = await subs.lockSubscriptionsOf(tx, checkout.userId);
  if (event.subscriptionId) await repo.setCheckoutSubscription(tx, checkout.id, event.subscriptionId);
  const priceId = checkout.lineItems[0]?.priceId ?? null;
  const named = await products.findProductsByPriceIds(tx, [priceId, ...rows.map((r) => r.priceId)].filter((p): p is string => Boolean(p)));
  const nameOf = (p: string | null) => named.find((n) => n.priceId === p)?.name ?? null;
  const bought = { subscriptionId: event.subscriptionId, priceId, name: nameOf(priceId) };
  const billing = rows
    .filter((r) => BILLING_STATUSES.has(r.subscriptionStatus) && r.subscriptionId !== event.subscriptionId)
    .map((r) => ({ ...r, name: nameOf(r.priceId) }));
  const base = { customerId: event.customerId, priceId };
  // The same product already billing (two checkouts paid at once): this one is cancelled at the
  // provider and recorded for a refund; the user keeps one subscription (issue 19 M2).
  const duplicate = duplicateSubscriptionOf(bought, billing);
  if (duplicate) {
    await subs.saveSubscription(tx, checkout.userId, event.subscriptionId, { ...base, subscriptionStatus: 'canceled' }, now);
    if (event.subscriptionId) replaced.push({ userId: checkout.userId, subscriptionId: event.subscriptionId });
    await recordAudit(tx, {
      actorUserId: checkout.userId,
      action: 'payment.duplicate',
      entityType: 'checkout_session',
      entityId: checkout.id,
      details: {
        purpose: checkout.purpose,
        priceId,
        subscriptionId: event.subscriptionId,
        keptSubscriptionId: duplicate.subscriptionId,
        note: 'The same subscription was bought twice: the second is cancelled; refund its first payment',
      },
    });
    return;
  }
  const previous = subscriptionsReplacedBy(bought, billing);

  // Events can arrive out of order (a retried completion of an older checkout after a newer plan was
  // recorded): the plan from the later checkout stands, and the older one is cancelled.
  let newer: (typeof previous)[number] | undefined;
  for (const prev of previous) {
    const started = prev.subscriptionId ? await repo.findCheckoutOfSubscription(tx, prev.subscriptionId) : undefined;
    if (started && started.createdAt > checkout.createdAt) newer = prev;
  }
  if (newer) {
    await subs.saveSubscription(tx, checkout.userId, event.subscriptionId, { ...base, subscriptionStatus: 'canceled' }, now);
    if (event.subscriptionId) {
      await replaceSubscription(tx, replaced, checkout.userId, event.subscriptionId, {
        previousPriceId: priceId,
        newPriceId: newer.priceId,
        newSubscriptionId: newer.subscriptionId,
        outOfOrder: true,
      });
    }
    return;
  }
  for (const prev of previous) {
    await subs.endSubscription(tx, prev.id, now);
    if (prev.subscriptionId) {
      await replaceSubscription(tx, replaced, checkout.userId, prev.subscriptionId, {
        previousPriceId: prev.priceId,
        newPriceId: priceId,
        newSubscriptionId: event.subscriptionId,
      });
    }
  }
  await subs.saveSubscription(tx, checkout.userId, event.subscriptionId, { ...base, subscriptionStatus: 'active' }, now);
}

/** customer.subscription.updated / .deleted: the row's status (and price, when it is a product we know). */
export async function applySubscriptionEvent(
  tx: Tx,
  event: Extract<PaymentEvent, { type: 'customer.subscription.updated' | 'customer.subscription.deleted' }>,
  now: Date,
): Promise<void> {
  // Keep our own price id (it names the plan) unless Stripe's is a product we know.
  const known = event.priceId ? await products.findProductByPriceId(tx, event.priceId) : undefined;
  const values = {
    subscriptionStatus: event.status,
    currentPeriodEnd: event.currentPeriodEnd,
    ...(event.customerId ? { customerId: event.customerId } : {}),
    ...(known ? { priceId: known.priceId } : {}),
  };
  const changed = await subs.updateSubscriptionByProviderId(tx, event.subscriptionId, values, now);
  let userId = changed?.after.userId ?? null;
  let from: string | null = changed?.before.subscriptionStatus ?? null;
  const to = changed?.after.subscriptionStatus ?? event.status;
  if (!changed) {
    if (!event.userId || !(await findUserById(tx, event.userId))) return;
    await subs.adoptSubscription(tx, event.userId, event.subscriptionId, values);
    userId = event.userId;
    from = null;
  }
  if (from === to && changed?.before.priceId === changed?.after.priceId) return;
  await recordAudit(tx, {
    actorUserId: userId,
    action: to === 'canceled' ? 'subscription.canceled' : 'subscription.updated',
    entityType: 'subscription',
    entityId: event.subscriptionId,
    details: { eventId: event.id, eventType: event.type, from, to, priceId: changed?.after.priceId ?? values.priceId ?? null },
  });
}

/**
 * A plan's new period (issue 23; decision 0194 amended 2026-11-27): Stripe's invoice for the period,
 * paid (invoice.paid, billing reason 'subscription_cycle'), gets our invoice for what Stripe charged,
 * its total after any discount, with what the card paid of it, once per period (the source is the subscription
 * and the new period's end, whichever event says it again). The first period's invoice is the
 * checkout's; an invoice of nothing (a free period) makes none. Before 2026-11-27 the renewal was
 * invoiced from customer.subscription.updated at the catalogue price, which a discount made untrue.
 */
export async function applyInvoicePaid(tx: Tx, event: Extract<PaymentEvent, { type: 'invoice.paid' }>, now: Date): Promise<void> {
  if (!isRenewalToInvoice(event) || !event.subscriptionId || !event.periodEnd) return;
  const sub = await subs.findSubscriptionByProviderId(tx, event.subscriptionId);
  if (!sub) return; // Not a subscription this app sold: acknowledged, nothing to invoice.
  const product = sub.priceId ? await products.findProductByPriceId(tx, sub.priceId) : undefined;
  const period = { source: 'subscription' as const, sourceId: `${event.subscriptionId}:${event.periodEnd.toISOString()}` };
  const line = { description: `${product?.name ?? 'Subscription'}: the period to ${formatDate(event.periodEnd)}`, grossPence: event.totalPence };
  await issueInvoice(tx, { ...period, clientId: null, propertyId: null, userId: sub.userId, lines: [line], paidAtIssue: true }, now);
  // What the card paid: Stripe may have taken part of the total from the customer's balance with it.
  if (event.amountPaidPence > 0) {
    await recordInvoicePayment(tx, { ...period, amountPence: event.amountPaidPence, via: 'card', key: `renewal:${period.sourceId}`, paidAt: now, actorUserId: sub.userId });
  }
}
