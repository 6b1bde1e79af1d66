/**
 * One interface for taking payments (DESIGN §6): Stripe Checkout when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, otherwise the built-in test checkout. Both hand back a hosted page
 * URL, and both deliver results as signed `checkout.session.completed`-shaped webhook events that
 * the one webhook handler verifies and applies.
 */
import type { ProductMode } from '@shared/domain/checkout';
import type { PaymentProviderKind } from '@shared/schemas/payments';
import { AppError } from '../../lib/errors';

export interface CheckoutLine {
  priceId: string;
  name: string;
  /** Unit amount in pence. */
  amountPence: number;
  quantity: number;
  /** Whether priceId names a real price at the provider (synced from Stripe). */
  providerPrice: boolean;
}

export interface CreateCheckoutInput {
  /** Our checkout_sessions id, carried as client_reference_id and in metadata. */
  checkoutId: string;
  mode: ProductMode;
  lines: CheckoutLine[];
  customerEmail: string;
  userId: string;
  purpose: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  providerSessionId: string;
  url: string;
}

/** A webhook event reduced to what we act on. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
      providerSessionId: string;
      checkoutId: string | null;
      paymentStatus: string;
      status: string;
      /** Null when the event does not say: the checkout's own total is used. */
      amountTotalPence: number | null;
      currency: string;
      paymentIntentId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { id: string; type: 'checkout.session.expired'; providerSessionId: string }
  | {
      id: string;
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscriptionId: string;
      customerId: string | null;
      status: string;
      priceId: string | null;
      currentPeriodEnd: Date | null;
      userId: string | null;
    }
  | {
      id: string;
      /**
       * A provider invoice paid in full: for a subscription's new period (billingReason
       * 'subscription_cycle') it is what the plan's renewal charged, discounts and all.
       */
      type: 'invoice.paid';
      providerInvoiceId: string;
      subscriptionId: string | null;
      billingReason: string | null;
      /** The invoice's total after discounts, and what was paid of it (pence). */
      totalPence: number;
      amountPaidPence: number;
      /** The end of the service period the invoice's lines bill (the new period, for a renewal). */
      periodEnd: Date | null;
    }
  | {
      id: string;
      /** A refund we asked for (refund.created / refund.updated; 'refund.failed' too). */
      type: 'refund.created' | 'refund.updated' | 'refund.failed';
      providerRefundId: string;
      /** Our refund's id, from the refund's metadata.refund_id. */
      refundId: string | null;
      /** The provider's status: pending, requires_action, succeeded, failed or canceled. */
      status: string;
      amountPence: number | null;
      paymentIntentId: string | null;
    }
  | { id: string; type: 'other'; rawType: string };

/** A refund of (part of) a payment. refundId is our refund's id: the idempotency key and metadata.refund_id. */
export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  refundId: string;
  /** 1 for the first request; a later attempt of the same refund gets a key of its own. */
  attempt: number;
}

export interface CreatedRefund {
  providerRefundId: string;
  /** The provider's status at once: 'succeeded', or 'pending' until its refund event says. */
  status: string;
}

/** The idempotency key of a refund request: one refund at the provider per refund and attempt. */
export const refundIdempotencyKey = (input: Pick<RefundInput, 'refundId' | 'attempt'>) =>
  input.attempt > 1 ? `refund-${input.refundId}-${input.attempt}` : `refund-${input.refundId}`;

export interface SyncedProduct {
  name: string;
  description: string;
  pricePence: number | null;
  priceId: string;
  mode: ProductMode;
}

declare module '../../lib/context' {
  interface AppDeps {
    /** Stripe or the built-in test checkout, chosen from the environment at start. */
    payments: PaymentProvider;
  }
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Verifies the signature over the exact raw body; throws a 400 AppError when it does not match. */
  verifyAndParseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /** Stripe only: the active products and prices of the account. */
  syncProducts?(): Promise<SyncedProduct[]>;
  /**
   * Stripe only: ends a subscription at the provider (one that a new plan replaced), so it stops
   * billing. The test checkout bills nothing, so it has nothing to cancel.
   */
  cancelSubscription?(subscriptionId: string): Promise<void>;
  /** Refunds (part of) a payment; throws when the provider refuses it. */
  refund(input: RefundInput): Promise<CreatedRefund>;
  /**
   * Stripe only: the refund of this payment made for our refund id (its metadata.refund_id), if the
   * provider made one; a retry asks first, so an answer lost on the way never refunds twice.
   */
  findRefund?(paymentIntentId: string, refundId: string): Promise<CreatedRefund | null>;
  /** Stripe only: a customer portal session (manage billing) for the customer, returning to returnUrl. */
  createPortalSession?(customerId: string, returnUrl: string): Promise<{ url: string }>;
}

export const invalidSignature = (detail = 'Invalid webhook signature') => new AppError(400, 'invalid_signature', detail);

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** Stripe expands some fields into objects: take the id either way. */
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as Obj).id) : null);

/**
 * Reduces a Stripe-shaped event ({ id, type, data: { object } }) to a PaymentEvent. Used for Stripe's
 * events and for the test checkout's, which have the same shape.
 */
export function normaliseEvent(event: unknown): PaymentEvent {
  if (!event || typeof event !== 'object') throw invalidSignature('Malformed event');
  const e = event as Obj;
  const id = str(e.id);
  const type = str(e.type);
  const object = (e.data as Obj | undefined)?.object as Obj | undefined;
  if (!id || !type || !object || typeof object !== 'object') throw invalidSignature('Malformed event');

  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const providerSessionId = str(object.id);
      if (!providerSessionId) throw invalidSignature('Malformed event');
      const metadata = (object.metadata as Obj | null) ?? {};
      return {
        id,
        type,
        providerSessionId,
        checkoutId: str(object.client_reference_id) ?? str(metadata.checkout_id),
        paymentStatus: str(object.payment_status) ?? 'unpaid',
        status: str(object.status) ?? 'complete',
        amountTotalPence: typeof object.amount_total === 'number' ? object.amount_total : null,
        currency: str(object.currency) ?? 'gbp',
        paymentIntentId: idOf(object.payment_intent),
        customerId: idOf(object.customer),
        subscriptionId: idOf(object.subscription),
      };
    }
    case 'checkout.session.expired': {
      const providerSessionId = str(object.id);
      if (!providerSessionId) throw invalidSignature('Malformed event');
      return { id, type, providerSessionId };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(object.id);
      if (!subscriptionId) throw invalidSignature('Malformed event');
      const items = ((object.items as Obj | undefined)?.data as Obj[] | undefined) ?? [];
      const firstItem = items[0];
      const periodEnd =
        typeof object.current_period_end === 'number'
          ? object.current_period_end
          : typeof firstItem?.current_period_end === 'number'
            ? firstItem.current_period_end
            : null;
      const metadata = (object.metadata as Obj | null) ?? {};
      return {
        id,
        type,
        subscriptionId,
        customerId: idOf(object.customer),
        status: type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? 'incomplete'),
        priceId: firstItem ? idOf(firstItem.price) : null,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        userId: str(metadata.user_id),
      };
    }
    case 'invoice.paid': {
      const providerInvoiceId = str(object.id);
      if (!providerInvoiceId) throw invalidSignature('Malformed event');
      // The subscription: on the invoice itself before API version 2025-03-31, under parent.subscription_details since.
      const parent = (object.parent as Obj | null) ?? {};
      const details = (parent.subscription_details as Obj | null) ?? {};
      const lines = ((object.lines as Obj | undefined)?.data as Obj[] | undefined) ?? [];
      const ends = lines.map((l) => (l.period as Obj | undefined)?.end).filter((e): e is number => typeof e === 'number');
      return {
        id,
        type,
        providerInvoiceId,
        subscriptionId: idOf(object.subscription) ?? idOf(details.subscription),
        billingReason: str(object.billing_reason),
        totalPence: typeof object.total === 'number' ? object.total : 0,
        amountPaidPence: typeof object.amount_paid === 'number' ? object.amount_paid : 0,
        periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const providerRefundId = str(object.id);
      if (!providerRefundId) throw invalidSignature('Malformed event');
      const metadata = (object.metadata as Obj | null) ?? {};
      return {
        id,
        type,
        providerRefundId,
        refundId: str(metadata.refund_id),
        status: type === 'refund.failed' ? 'failed' : (str(object.status) ?? 'pending'),
        amountPence: typeof object.amount === 'number' ? object.amount : null,
        paymentIntentId: idOf(object.payment_intent),
      };
    }
    // 'charge.refunded' says the same as refund.updated about a charge: the refund events are enough.
    default:
      return { id, type: 'other', rawType: type };
  }
}
