/**
 * The built-in test checkout (DESIGN §6): used when Stripe is not configured. Its hosted page is the
 * SPA route /checkout/test/{providerSessionId}; its Pay button makes the server sign a
 * `checkout.session.completed`-shaped event with a random secret of its own (kept in app_secrets) and hand it to the same webhook
 * handler as Stripe's. A refund is recorded the same way, through a signed `refund.updated` event.
 * Signatures follow Stripe's scheme: `x-test-signature: t={unix},v1={hex}` where
 * v1 = HMAC-SHA256(secret, `${t}.${rawBody}`), accepted within a 5-minute tolerance.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  invalidSignature,
  normaliseEvent,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type CreatedRefund,
  type RefundInput,
  type PaymentProvider,
} from './payment-provider';

export const TEST_SIGNATURE_HEADER = 'x-test-signature';
export const TEST_SIGNATURE_TOLERANCE_SECONDS = 300;

export function signTestPayload(secret: string, payload: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** Signs a raw event body as the test checkout does; returns the headers to send with it. */
  sign(payload: string): Record<string, string>;
  newId(prefix: string): string;
}

export function createTestProvider(options: { webhookSecret: string; appUrl: string; now: () => Date }): TestPaymentProvider {
  const secret = options.webhookSecret;
  const newId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`;
  return {
    kind: 'test',
    newId,
    async createCheckout(_input: CreateCheckoutInput): Promise<CreatedCheckout> {
      const providerSessionId = newId('cs');
      return { providerSessionId, url: `${options.appUrl}/checkout/test/${providerSessionId}` };
    },
    /**
     * A test refund is recorded at once with a new refund id and 'pending'; once the refund's own
     * transaction has committed, payments.service posts its signed `refund.updated` event
     * (sendTestRefundEvent) through the webhook handler, like the test checkout's Pay.
     */
    async refund(_input: RefundInput): Promise<CreatedRefund> {
      return { providerRefundId: newId('re'), status: 'pending' };
    },
    sign(payload) {
      return { [TEST_SIGNATURE_HEADER]: signTestPayload(secret, payload, options.now()), 'content-type': 'application/json' };
    },
    async verifyAndParseWebhook(rawBody, headers) {
      const header = headers.get(TEST_SIGNATURE_HEADER);
      if (!header) throw invalidSignature('Missing webhook signature');
      const parts = header.split(',').map((p) => p.trim().split('='));
      const t = Number(parts.find(([k]) => k === 't')?.[1]);
      const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
      if (!Number.isInteger(t) || signatures.length === 0) throw invalidSignature();
      const age = Math.abs(options.now().getTime() / 1000 - t);
      if (age > TEST_SIGNATURE_TOLERANCE_SECONDS) throw invalidSignature('Webhook timestamp outside the tolerance');
      const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
      if (!signatures.some((s) => safeEqualHex(s, expected))) throw invalidSignature();
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw invalidSignature('Malformed event');
      }
      return normaliseEvent(parsed);
    },
  };
}
