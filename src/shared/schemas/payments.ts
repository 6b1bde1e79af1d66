/** Payments: checkout inputs and the shapes of products, checkout sessions, orders and sync status. */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { CHECKOUT_MESSAGES, type ProductMode } from '../domain/checkout';
import type { AssertTrue, Same } from './same-shape';

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

export const ZPaymentProviderKind = z.enum(['stripe', 'test']);
export type PaymentProviderKind = z.infer<typeof ZPaymentProviderKind>;
export const ZCheckoutPurpose = z.enum(['purchase', 'deposit', 'collection', 'damage', 'charge']);
export type CheckoutPurpose = z.infer<typeof ZCheckoutPurpose>;
const ZProductMode = z.enum(['payment', 'subscription']);
export type ProductModeCheck = AssertTrue<Same<z.infer<typeof ZProductMode>, ProductMode>>;

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Pence; null (or 0) means 'Contact us'. */
  pricePence: z.number().int().nullable(),
  priceId: z.string(),
  mode: ZProductMode,
  source: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** GET /api/payments/status. */
export const ZPaymentsStatus = z.object({ enabled: z.literal(true), provider: ZPaymentProviderKind });
export type TPaymentsStatus = z.infer<typeof ZPaymentsStatus>;

/** POST /api/payments/…checkout: the hosted page to go to and our checkout's id. */
export const ZCheckoutStarted = z.object({ url: z.string(), checkoutId: z.string() });
export type TCheckoutStarted = z.infer<typeof ZCheckoutStarted>;

/** Where the browser goes next (the test checkout's buttons, the billing portal). */
export const ZRedirectUrl = z.object({ url: z.string() });
export type TRedirectUrl = z.infer<typeof ZRedirectUrl>;

export const ZCheckoutLineItem = z.object({
  priceId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  amountPence: z.number().int(),
});
export type TCheckoutLineItem = z.infer<typeof ZCheckoutLineItem>;

export const ZCheckoutSession = z.object({
  id: z.string(),
  providerSessionId: z.string().nullable(),
  provider: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  mode: ZProductMode,
  purpose: ZCheckoutPurpose,
  reference: z.record(z.string(), z.string()),
  lineItems: z.array(ZCheckoutLineItem),
  totalPence: z.number().int(),
  createdAt: z.string(),
  order: z.object({ paymentStatus: z.string(), status: z.string(), amountTotalPence: z.number().int() }).nullable(),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZOrder = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  checkoutSessionId: z.string(),
  amountTotalPence: z.number().int(),
  currency: z.string(),
  paymentStatus: z.string(),
  status: z.string(),
  purpose: z.string(),
  reference: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_PAGE_MAX = 200;
const pageSizeMessage = `The page size must be a whole number from 1 to ${ORDERS_PAGE_MAX}`;

/** GET /api/orders?cursor=&limit= (newest first, by keyset). */
export const ZOrdersQuery = z.object({
  cursor: ZPageCursor,
  limit: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(ORDERS_PAGE_MAX, pageSizeMessage).default(ORDERS_PAGE_SIZE),
});

export const ZOrderPage = z.object({
  orders: z.array(ZOrder),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;

/** GET /api/products/sync-status for any signed-in caller (the /pricing notice): no error text. */
export const ZSyncStatusSummary = z.object({
  provider: ZPaymentProviderKind,
  lastSyncAt: z.string().nullable(),
  /** False when the last sync attempt failed. */
  ok: z.boolean(),
  /** Active products, and how many of them came from Stripe. */
  productCount: z.number().int(),
  stripeProductCount: z.number().int(),
});
export type TSyncStatusSummary = z.infer<typeof ZSyncStatusSummary>;

/** GET /api/products/sync-status for super admins (/stripe-setup): with the provider's error text. */
export const ZSyncStatus = ZSyncStatusSummary.extend({
  /** True when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripeConfigured: z.boolean(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TSyncStatus = z.infer<typeof ZSyncStatus>;

/** GET /api/products/sync-status: the summary, or for super admins the full status. */
export const ZSyncStatusAnswer = z.union([ZSyncStatus, ZSyncStatusSummary]);

/** POST /api/products/sync: how many products came from Stripe, and when. */
export const ZSyncResult = z.object({ count: z.number().int(), syncedAt: z.string() });

/** POST /api/payments/subscriptions/{id}/cancel: cancelled here (test), or asked of Stripe. */
export const ZCancelSubscriptionResult = z.object({ status: z.enum(['canceled', 'cancel_requested']) });
export type TCancelSubscriptionResult = z.infer<typeof ZCancelSubscriptionResult>;

/** POST /api/payments/webhook: the event was taken (or had been before). */
export const ZWebhookResult = z.object({ received: z.literal(true), duplicate: z.boolean() });

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
