/**
 * Stripe Checkout behind the PaymentProvider interface. Webhooks are verified with the SDK's
 * constructEvent over the raw body and the STRIPE_WEBHOOK_SECRET. Lines whose price is not a real
 * Stripe price (the built-in catalogue, a damage record's own unit price) are sent as price_data.
 */
import Stripe from 'stripe';
import {
  invalidSignature,
  normaliseEvent,
  refundIdempotencyKey,
  type CreateCheckoutInput,
  type PaymentProvider,
  type SyncedProduct,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a client with a fake HTTP client; no network is needed to verify webhooks. */
  client?: Stripe;
}

export function createStripeClient(secretKey: string, config: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config });
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? createStripeClient(options.secretKey);
  return {
    kind: 'stripe',

    async cancelSubscription(subscriptionId: string) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
      } catch (err) {
        // Refused because it has already ended (e.g. a retried webhook): nothing left to do. Stripe's
        // message is no contract, so ask it for the subscription's status rather than read the text.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const status = await stripe.subscriptions.retrieve(subscriptionId).then(
          (sub) => sub.status,
          () => null,
        );
        if (status === 'canceled' || status === 'incomplete_expired') return;
        throw err;
      }
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async createCheckout(input: CreateCheckoutInput) {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) =>
        line.providerPrice
          ? { price: line.priceId, quantity: line.quantity }
          : {
              quantity: line.quantity,
              price_data: {
                currency: 'gbp',
                unit_amount: line.amountPence,
                product_data: { name: line.name, metadata: { price_id: line.priceId } },
                ...(input.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
      );
      const metadata = { checkout_id: input.checkoutId, user_id: input.userId, purpose: input.purpose };
      const session = await stripe.checkout.sessions.create(
        {
          mode: input.mode,
          line_items: lineItems,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.checkoutId,
          customer_email: input.customerEmail,
          metadata,
          ...(input.mode === 'subscription'
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
        },
        { idempotencyKey: `checkout-${input.checkoutId}` },
      );
      if (!session.url) throw new Error('No checkout URL returned');
      return { providerSessionId: session.id, url: session.url };
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountPence, metadata: { refund_id: input.refundId } },
        { idempotencyKey: refundIdempotencyKey(input) },
      );
      return { providerRefundId: refund.id, status: refund.status ?? 'pending' };
    },

    async findRefund(paymentIntentId, refundId) {
      const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }).autoPagingToArray({ limit: 1000 });
      const made = refunds.find((r) => r.metadata?.refund_id === refundId && r.status !== 'failed' && r.status !== 'canceled');
      return made ? { providerRefundId: made.id, status: made.status ?? 'pending' } : null;
    },

    async verifyAndParseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw invalidSignature('Missing webhook signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      return normaliseEvent(event);
    },

    async syncProducts(): Promise<SyncedProduct[]> {
      const prices = await stripe.prices
        .list({ active: true, expand: ['data.product'], limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      const synced: SyncedProduct[] = [];
      for (const price of prices) {
        const product = price.product;
        if (!product || typeof product === 'string' || product.deleted || !product.active) continue;
        synced.push({
          name: product.name,
          description: product.description ?? '',
          pricePence: price.unit_amount ?? null,
          priceId: price.id,
          mode: price.type === 'recurring' ? 'subscription' : 'payment',
        });
      }
      return synced;
    },
  };
}
