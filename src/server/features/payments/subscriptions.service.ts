/**
 * The caller's subscriptions: what is active (the main plan and add-ons beside it), cancelling one, and
 * Stripe's customer portal. With Stripe, a cancel is sent to Stripe and its
 * customer.subscription.deleted webhook records it; with the test checkout, the server signs that same
 * event and hands it to the webhook handler, so both record it through one code path.
 */
import { isSubscriptionActive } from '@shared/domain/checkout';
import { kindOfSubscription, PURCHASE_MESSAGES } from '@shared/domain/purchases';
import type { TActiveSubscription } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import type { AppDeps, Caller } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { handleWebhook, type RequestInfo } from './payments.service';
import { BILLING_STATUSES } from './subscription-events';
import * as subs from './subscriptions.repo';
import type { TestPaymentProvider } from './test-provider';
import { logError } from '../../lib/log-error';

/** The user's active subscriptions: the main plan first, then the add-ons. */
export async function activeSubscriptions(db: Db, userId: string): Promise<TActiveSubscription[]> {
  const rows = await subs.listSubscriptionsOf(db, userId);
  return rows
    .filter((r) => isSubscriptionActive({ status: r.status }))
    .map((r) => ({
      id: r.id,
      priceId: r.priceId,
      name: r.name ?? 'Subscription',
      kind: kindOfSubscription(r),
      status: r.status,
      pricePence: r.pricePence ?? null,
      currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
    }))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'plan' ? -1 : 1));
}

export type CancelResult = { status: 'canceled' } | { status: 'cancel_requested' };

/** POST /api/payments/subscriptions/:id/cancel: the caller's own subscription only (404 for anyone else's). */
export async function cancelSubscription(deps: AppDeps, caller: Caller, id: string, info: RequestInfo): Promise<CancelResult> {
  const row = await subs.findOwnSubscription(deps.db, id, caller.user.id);
  if (!row) throw notFound('Subscription not found');
  if (!BILLING_STATUSES.has(row.subscriptionStatus)) throw conflict(PURCHASE_MESSAGES.subscriptionNotActive);
  await recordAudit(deps.db, {
    actorUserId: caller.user.id,
    action: 'subscription.cancel_requested',
    entityType: 'subscription',
    entityId: row.subscriptionId ?? row.id,
    details: { provider: deps.payments.kind, priceId: row.priceId },
    ipAddress: info.ip,
    userAgent: info.userAgent,
  });
  const provider = deps.payments;
  if (provider.kind === 'stripe' && row.subscriptionId && provider.cancelSubscription) {
    try {
      await provider.cancelSubscription(row.subscriptionId);
    } catch (err) {
      logError(`Could not cancel subscription ${row.subscriptionId} at Stripe`, err);
      throw new AppError(502, 'cancel_failed', 'Stripe could not cancel the subscription. Please try again in a moment.');
    }
    return { status: 'cancel_requested' };
  }
  if (provider.kind === 'test' && row.subscriptionId && 'sign' in provider) {
    const test = provider as TestPaymentProvider;
    const event = {
      id: test.newId('evt'),
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(deps.now().getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.subscriptionId,
          object: 'subscription',
          status: 'canceled',
          customer: row.customerId,
          metadata: { user_id: row.userId },
          items: { data: row.priceId ? [{ price: { id: row.priceId } }] : [] },
        },
      },
    };
    const rawBody = JSON.stringify(event);
    await handleWebhook(deps, rawBody, new Headers(test.sign(rawBody)));
    return { status: 'canceled' };
  }
  // A subscription without a provider id cannot be cancelled anywhere else: end it here.
  await subs.endSubscription(deps.db, row.id, deps.now());
  await recordAudit(deps.db, {
    actorUserId: caller.user.id,
    action: 'subscription.canceled',
    entityType: 'subscription',
    entityId: row.id,
    details: { provider: provider.kind, priceId: row.priceId },
  });
  return { status: 'canceled' };
}

/** POST /api/payments/billing-portal: Stripe's customer portal for the caller's own Stripe customer. */
export async function openBillingPortal(deps: AppDeps, caller: Caller, info: RequestInfo): Promise<{ url: string }> {
  if (!deps.payments.createPortalSession) throw conflict(PURCHASE_MESSAGES.portalNeedsStripe);
  const rows = await subs.listSubscriptionsOf(deps.db, caller.user.id);
  const customerId = [...rows].reverse().find((r) => r.customerId)?.customerId;
  if (!customerId) throw notFound(PURCHASE_MESSAGES.noBillingAccount);
  let url: string;
  try {
    ({ url } = await deps.payments.createPortalSession(customerId, `${deps.env.appUrl}/pricing`));
  } catch (err) {
    logError('Billing portal could not be opened', err);
    throw new AppError(502, 'portal_failed', 'Stripe could not open the billing page. Please try again in a moment.');
  }
  await recordAudit(deps.db, {
    actorUserId: caller.user.id,
    action: 'billing.portal_opened',
    entityType: 'user',
    entityId: caller.user.id,
    details: { customerId },
    ipAddress: info.ip,
    userAgent: info.userAgent,
  });
  return { url };
}
