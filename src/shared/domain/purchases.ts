/**
 * Who may buy what, and what a payment does to a collection invoice (issue 7: C4, S2, C5; an invoice's
 * lines and what is owed are in collections.ts). Pure; the server enforces each rule and the UI uses
 * the same function to decide what it offers.
 */
import { isInternalProduct, subscriptionKindOf, type SubscriptionKind } from '../catalogue';

export const PURCHASE_MESSAGES = {
  ownersOnly: 'Purchases on this page are for property owners. Staff can see the prices here but cannot buy.',
  alreadySubscribed: 'You already have this subscription.',
  subscriptionNotActive: 'This subscription is not active',
  portalNeedsStripe: 'Billing is managed in the app: the built-in test checkout has no customer portal.',
  noBillingAccount: 'No billing account yet: it is created with your first subscription.',
} as const;

/**
 * Whether a product is offered to this caller (on /pricing, as a property's service, at checkout): a
 * test product only to super admins, who test the checkout with it; never to owners or staff.
 */
export function isOfferedTo(caller: { isSuperadmin: boolean }, product: { priceId: string | null; name?: string | null }): boolean {
  return caller.isSuperadmin || !isInternalProduct(product);
}

/**
 * What a payment does to a collection invoice: paid only when the amount paid covers the invoice; the
 * invoice amount is never lowered by a payment (an invoice with no amount yet takes the amount paid).
 */
export function settleCollection(paidPence: number, invoicePence: number): { paid: boolean; invoicePence: number } {
  return { paid: paidPence >= invoicePence, invoicePence: Math.max(invoicePence, paidPence) };
}

export interface ActiveSubscriptionLike {
  priceId: string | null;
  name?: string | null;
}

/** A subscription's kind (plan or add-on) by its product, from the catalogue. */
export function kindOfSubscription(sub: ActiveSubscriptionLike): SubscriptionKind {
  return subscriptionKindOf({ priceId: sub.priceId, name: sub.name ?? null, mode: 'subscription' }) ?? 'plan';
}

/**
 * Which of a user's active subscriptions a new one replaces: buying a plan replaces the previous
 * plan(s) only; buying an add-on replaces nothing.
 */
export function subscriptionsReplacedBy<S extends ActiveSubscriptionLike & { subscriptionId: string | null }>(
  bought: ActiveSubscriptionLike & { subscriptionId: string | null },
  active: readonly S[],
): S[] {
  if (kindOfSubscription(bought) !== 'plan') return [];
  return active.filter((s) => s.subscriptionId !== bought.subscriptionId && kindOfSubscription(s) === 'plan');
}

/**
 * An add-on bought again while the same add-on still bills (two checkouts paid at once, issue 19 M2):
 * the one already billing stands, and the new one is a duplicate to cancel and refund. Null otherwise
 * (a plan of the same price replaces nothing either: the same plan bought twice is a duplicate too).
 */
export function duplicateSubscriptionOf<S extends ActiveSubscriptionLike & { subscriptionId: string | null }>(
  bought: ActiveSubscriptionLike & { subscriptionId: string | null },
  billing: readonly S[],
): S | null {
  if (!bought.priceId) return null;
  return billing.find((s) => s.subscriptionId !== bought.subscriptionId && s.priceId === bought.priceId) ?? null;
}
