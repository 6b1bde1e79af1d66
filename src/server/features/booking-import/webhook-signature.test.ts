import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

// The secret, message id and body of Svix's webhook library tests.
const SVIX_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SVIX_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const SVIX_BODY = '{"test": 2432232314}';

describe('verifyWebhookSignature', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const ts = String(now.getTime() / 1000);

  it('matches Svix’s scheme: HMAC-SHA256 of id.timestamp.body with the base64 key', () => {
    const expected = createHmac('sha256', Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64')).update(`${SVIX_ID}.${ts}.${SVIX_BODY}`).digest('base64');
    expect(signWebhook(SVIX_SECRET, SVIX_ID, ts, SVIX_BODY)).toBe(expected);
  });

  it('accepts a good signature, also among several (a secret rotation)', () => {
    const sig = signWebhook(SVIX_SECRET, SVIX_ID, ts, SVIX_BODY);
    expect(verifyWebhookSignature(SVIX_SECRET, { id: SVIX_ID, timestamp: ts, signature: `v1,${sig}` }, SVIX_BODY, now)).toBe('ok');
    expect(verifyWebhookSignature(SVIX_SECRET, { id: SVIX_ID, timestamp: ts, signature: `v1,bm90IGl0 v1,${sig}` }, SVIX_BODY, now)).toBe('ok');
  });

  it('refuses a missing header, another secret, a changed body or id, and an old timestamp', () => {
    const sig = signWebhook(SVIX_SECRET, SVIX_ID, ts, SVIX_BODY);
    const headers = { id: SVIX_ID, timestamp: ts, signature: `v1,${sig}` };
    expect(verifyWebhookSignature(SVIX_SECRET, { ...headers, signature: null }, SVIX_BODY, now)).toBe('missing');
    expect(verifyWebhookSignature(SVIX_SECRET, { ...headers, id: null }, SVIX_BODY, now)).toBe('missing');
    expect(verifyWebhookSignature(newWebhookSecret(), headers, SVIX_BODY, now)).toBe('bad');
    expect(verifyWebhookSignature(SVIX_SECRET, headers, '{"test": 2432232315}', now)).toBe('bad');
    expect(verifyWebhookSignature(SVIX_SECRET, { ...headers, id: 'msg_other' }, SVIX_BODY, now)).toBe('bad');
    expect(verifyWebhookSignature(SVIX_SECRET, { ...headers, signature: sig }, SVIX_BODY, now)).toBe('bad');
    const later = new Date(now.getTime() + 301_000);
    expect(verifyWebhookSignature(SVIX_SECRET, headers, SVIX_BODY, later)).toBe('expired');
  });

  it('makes secrets in the whsec_ form', () => {
    const s = newWebhookSecret();
    expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(s);
  });
});
