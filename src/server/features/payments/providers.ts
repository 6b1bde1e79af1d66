/** Chooses the payment provider once at start: Stripe when both Stripe settings are set, else the test checkout. */
import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export function isStripeConfigured(env: Pick<Env, 'stripeSecretKey' | 'stripeWebhookSecret'>): boolean {
  return Boolean(env.stripeSecretKey && env.stripeWebhookSecret);
}

/** testWebhookSecret: the test checkout's own random signing key (features/secrets). */
export function createPaymentProvider(env: Env, now: () => Date, testWebhookSecret: string): PaymentProvider {
  if (env.stripeSecretKey && env.stripeWebhookSecret) {
    return createStripeProvider({ secretKey: env.stripeSecretKey, webhookSecret: env.stripeWebhookSecret });
  }
  return createTestProvider({ webhookSecret: testWebhookSecret, appUrl: env.appUrl, now });
}
