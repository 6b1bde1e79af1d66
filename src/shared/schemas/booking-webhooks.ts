/**
 * A property's booking webhook (issue 24 item 1; decision 0201):
 *   GET    /api/properties/:id/booking-webhook         -> { webhook: TBookingWebhook | null }
 *   PUT    /api/properties/:id/booking-webhook         ZConnectBookingWebhook -> { webhook }
 *   DELETE /api/properties/:id/booking-webhook         -> 204
 *   GET    /api/properties/:id/booking-webhook/secret  -> { secret } (reveal)
 *   POST   /api/properties/:id/booking-webhook/secret  -> { secret } (a new one; the old stops working)
 *   POST   /api/webhooks/bookings/:system/:propertyId  (public, signed) -> TBookingWebhookReceived
 */
import { z } from 'zod';
import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_PATTERN, WEBHOOK_SYSTEMS } from '../domain/booking-webhooks';

export const ZWebhookSystem = z.enum(WEBHOOK_SYSTEMS);

export const ZBookingWebhook = z.object({
  propertyId: z.string(),
  system: ZWebhookSystem,
  /** The address to paste into the system. */
  url: z.string(),
  /** The system's listing (Guesty) or property (Hostfully) id; null: every call to this address counts. */
  externalListingId: z.string().nullable(),
  lastReceivedAt: z.string().nullable(),
  /** The last delivery's problem in plain words; null after a good one. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TBookingWebhook = z.infer<typeof ZBookingWebhook>;

export const ZBookingWebhookAnswer = z.object({ webhook: ZBookingWebhook.nullable() });
export const ZBookingWebhookSaved = z.object({ webhook: ZBookingWebhook });

export const ZConnectBookingWebhook = z.object({
  system: ZWebhookSystem,
  externalListingId: z
    .string()
    .trim()
    .max(200, 'That id is too long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /**
   * A secret the system issued (Guesty gives each webhook address its own); absent: ours is kept, or a
   * new one made on connecting.
   */
  signingSecret: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || WEBHOOK_SECRET_PATTERN.test(v), WEBHOOK_MESSAGES.secretFormat),
});
export type TConnectBookingWebhook = z.input<typeof ZConnectBookingWebhook>;

export const ZBookingWebhookSecret = z.object({ secret: z.string() });

export const ZBookingWebhookReceived = z.object({
  /** applied: the stay was stored; duplicate: this delivery was taken before; ignored: not a stay; stale: an older state than the one stored. */
  outcome: z.enum(['applied', 'duplicate', 'ignored', 'stale']),
});
export type TBookingWebhookReceived = z.infer<typeof ZBookingWebhookReceived>;
