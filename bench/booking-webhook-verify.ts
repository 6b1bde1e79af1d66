/**
 * The CPU a booking webhook call costs before the database (decision 0201): checking the Svix
 * signature (HMAC-SHA256 over the raw body, constant-time compare) and reading the stay out of
 * Guesty's legacy reservation event, padded to ~40 KB as Guesty's full payloads are. Baseline: only
 * JSON.parse of the same body (what any JSON route pays). Standalone: `npx tsx bench/booking-webhook-verify.ts`.
 */
import { performance } from 'node:perf_hooks';
import { parseGuestyDelivery, signatureHeaders } from '@shared/domain/booking-webhooks';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from '@server/features/booking-import/webhook-signature';
import { guestyEvent } from '../tests/lib/booking-webhook-fixtures';

const event = guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07' });
(event.reservation as Record<string, unknown>).customFields = Array.from({ length: 400 }, (_, i) => ({ fieldId: `f${i}`, value: 'x'.repeat(60) }));
const body = JSON.stringify(event);
const secret = newWebhookSecret();
const now = new Date();
const ts = String(Math.floor(now.getTime() / 1000));
const sig = `v1,${signWebhook(secret, 'msg_bench', ts, body)}`;
const headers = new Map([['svix-id', 'msg_bench'], ['svix-timestamp', ts], ['svix-signature', sig]]);

function measure(name: string, fn: () => void, runs = 5000): void {
  for (let i = 0; i < 500; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(p * (times.length - 1))].toFixed(3);
  console.log(`${name.padEnd(58)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
}

console.log(`Guesty reservation.new body: ${(body.length / 1024).toFixed(1)} KB`);
measure('baseline: JSON.parse only', () => void JSON.parse(body));
measure('verify signature + JSON.parse + parseGuestyDelivery', () => {
  if (verifyWebhookSignature(secret, signatureHeaders((n) => headers.get(n)), body, now) !== 'ok') throw new Error('bad');
  if (parseGuestyDelivery(JSON.parse(body), null).kind !== 'booking') throw new Error('not a booking');
});
measure('refused: wrong signature (no parse)', () => {
  void verifyWebhookSignature(secret, { id: 'msg_bench', timestamp: ts, signature: 'v1,AAAA' }, body, now);
});
