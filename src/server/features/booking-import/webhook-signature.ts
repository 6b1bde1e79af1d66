/**
 * The signature of a booking webhook call (decision 0201): Svix's scheme, which Guesty's webhooks use
 * and Standard Webhooks (our Hostfully relay) share. HMAC-SHA256, keyed with the secret's base64 key,
 * over `${id}.${timestamp}.${raw body}`; the header holds one or more 'v1,<base64>' signatures. Compared
 * in constant time; a timestamp more than 5 minutes from our clock is refused (a replayed old call).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SignatureHeaders, timestampFresh, v1Signatures, WEBHOOK_SECRET_PATTERN } from '@shared/domain/booking-webhooks';

export type SignatureCheck = 'ok' | 'missing' | 'bad' | 'expired';

/** A new secret: 'whsec_' and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer | null {
  if (!WEBHOOK_SECRET_PATTERN.test(secret)) return null;
  return Buffer.from(secret.slice('whsec_'.length), 'base64');
}

/** The base64 signature of a call (what a sender puts after 'v1,'). */
export function signWebhook(secret: string, id: string, timestamp: string, body: string): string {
  const key = keyOf(secret);
  if (!key) throw new Error('Not a webhook secret');
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export function verifyWebhookSignature(secret: string, headers: SignatureHeaders, body: string, now: Date): SignatureCheck {
  if (!headers.id || !headers.timestamp || !headers.signature) return 'missing';
  const key = keyOf(secret);
  if (!key) return 'bad';
  const expected = Buffer.from(createHmac('sha256', key).update(`${headers.id}.${headers.timestamp}.${body}`).digest('base64'));
  const good = v1Signatures(headers.signature).some((given) => {
    const buf = Buffer.from(given);
    return buf.length === expected.length && timingSafeEqual(buf, expected);
  });
  if (!good) return 'bad';
  // Checked after the signature, so an unsigned caller learns nothing about our clock.
  return timestampFresh(headers.timestamp, now) ? 'ok' : 'expired';
}
