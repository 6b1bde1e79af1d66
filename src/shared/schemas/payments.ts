/** Payments: checkout inputs and the shapes of products, checkout sessions, orders and sync status. */
import { z } from 'zod';
import { CHECKOUT_MESSAGES, type ProductMode } from '../domain/checkout';

const ZPriceIds = z.array(z.string().max(255), { error: CHECKOUT_MESSAGES.selectAtLeastOne }).max(50, 'Too many products selected');

/** POST /api/payments/checkout: products from /pricing. */
export const ZCheckout = z.object({ priceIds: ZPriceIds });
export type TCheckout = z.input<typeof ZCheckout>;

/** POST /api/payments/deposit-checkout: the £100 damage deposit of one property. */
export const ZDepositCheckout = z.object({ propertyId: z.uuid({ error: 'Property not found' }) });
export type TDepositCheckout = z.input<typeof ZDepositCheckout>;

/**
 * POST /api/payments/collection-checkout: what is still owed on one collection invoice, in one
 * checkout. `priceIds` is accepted from older clients and ignored: the invoice's lines are fixed.
 */
export const ZCollectionCheckout = z.object({
  changeoverId: z.uuid({ error: 'Collection Not Found' }),
  priceIds: ZPriceIds.optional(),
});
export type TCollectionCheckout = z.input<typeof ZCollectionCheckout>;

/** POST /api/payments/damage-checkout: charge one damage record. */
export const ZDamageCheckout = z.object({ activityId: z.uuid({ error: 'Damage record not found' }) });
export type TDamageCheckout = z.input<typeof ZDamageCheckout>;

export type PaymentProviderKind = 'stripe' | 'test';
export type CheckoutPurpose = 'purchase' | 'deposit' | 'collection' | 'damage' | 'charge';

export interface TProduct {
  id: string;
  name: string;
  description: string;
  /** Pence; null (or 0) means 'Contact us'. */
  pricePence: number | null;
  priceId: string;
  mode: ProductMode;
  source: string;
}

export interface TPaymentsStatus {
  enabled: true;
  provider: PaymentProviderKind;
}

export interface TCheckoutStarted {
  url: string;
  checkoutId: string;
}

export interface TCheckoutLineItem {
  priceId: string;
  name: string;
  quantity: number;
  amountPence: number;
}

export interface TCheckoutSession {
  id: string;
  providerSessionId: string | null;
  provider: string;
  status: 'open' | 'complete' | 'expired';
  mode: ProductMode;
  purpose: CheckoutPurpose;
  reference: Record<string, string>;
  lineItems: TCheckoutLineItem[];
  totalPence: number;
  createdAt: string;
  order: { paymentStatus: string; status: string; amountTotalPence: number } | null;
}

export interface TOrder {
  id: string;
  userId: string | null;
  userEmail: string | null;
  checkoutSessionId: string;
  amountTotalPence: number;
  currency: string;
  paymentStatus: string;
  status: string;
  purpose: string;
  reference: Record<string, string>;
  createdAt: string;
}

/** GET /api/products/sync-status for any signed-in caller (the /pricing notice): no error text. */
export interface TSyncStatusSummary {
  provider: PaymentProviderKind;
  lastSyncAt: string | null;
  /** False when the last sync attempt failed. */
  ok: boolean;
  /** Active products, and how many of them came from Stripe. */
  productCount: number;
  stripeProductCount: number;
}

/** GET /api/products/sync-status for super admins (/stripe-setup): with the provider's error text. */
export interface TSyncStatus extends TSyncStatusSummary {
  /** True when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripeConfigured: boolean;
  lastAttemptAt: string | null;
  lastError: string | null;
}

/** An active subscription of the signed-in user: the main plan, or an add-on beside it. */
export const ZActiveSubscription = z.object({
  /** Our id: what POST /api/payments/subscriptions/{id}/cancel takes. */
  id: z.string(),
  priceId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['plan', 'addon']),
  status: z.string(),
  pricePence: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
});
export type TActiveSubscription = z.infer<typeof ZActiveSubscription>;

/** POST /api/payments/subscriptions/{id}/cancel: a subscription id of ours. */
export const ZSubscriptionId = z.object({ id: z.uuid({ error: 'Subscription not found' }) });
