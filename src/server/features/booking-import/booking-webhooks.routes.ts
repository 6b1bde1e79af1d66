/**
 * Booking webhooks over HTTP (decision 0201).
 * - POST /api/webhooks/bookings/:system/:propertyId (public, mounted before requireCaller): a system's
 *   signed delivery, verified over the raw body; JSON only, so the CSRF check (form posts) never applies.
 * - /api/properties/:id/booking-webhook (GET, PUT, DELETE) and .../secret (GET reveal, POST regenerate):
 *   mounted under /properties, after the properties router's properties_view check.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ZBookingWebhookAnswer,
  ZBookingWebhookReceived,
  ZBookingWebhookSaved,
  ZBookingWebhookSecret,
  ZConnectBookingWebhook,
} from '@shared/schemas/booking-webhooks';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { responds, respondsEmpty } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { propertyId } from '../properties';
import * as service from './booking-webhooks.service';

/** Guesty's legacy reservation events carry the whole reservation: room for them, and no more. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export const publicBookingWebhookRoutes = new Hono<AppEnv>().post('/:system/:propertyId', responds(ZBookingWebhookReceived)).post(
  '/:system/:propertyId',
  bodyLimit({
    maxSize: WEBHOOK_MAX_BYTES,
    onError: () => {
      throw new AppError(413, 'too_large', 'Webhook body too large');
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    // Per calling address: a generous ceiling (a system's senders share a few addresses) against floods.
    await deps.rateLimiter.limit('bookingWebhookPerIp', c.get('ip'));
    const rawBody = await c.req.text();
    return c.json(await service.receiveDelivery(deps, c.req.param('system'), c.req.param('propertyId'), rawBody, (name) => c.req.header(name)));
  },
);

export const bookingWebhookRoutes = new Hono<AppEnv>()
  .get('/:id/booking-webhook', responds(ZBookingWebhookAnswer))
  .get('/:id/booking-webhook', async (c) => {
    return c.json({ webhook: await service.getWebhook(c.get('deps'), callerOf(c), propertyId(c)) });
  })
  .put('/:id/booking-webhook', responds(ZBookingWebhookSaved))
  .put('/:id/booking-webhook', validate('json', ZConnectBookingWebhook), async (c) => {
    return c.json({ webhook: await service.connectWebhook(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json')) });
  })
  .delete('/:id/booking-webhook', respondsEmpty())
  .delete('/:id/booking-webhook', async (c) => {
    await service.disconnectWebhook(c.get('deps'), requestContext(c), propertyId(c));
    return c.body(null, 204);
  })
  .get('/:id/booking-webhook/secret', responds(ZBookingWebhookSecret))
  .get('/:id/booking-webhook/secret', async (c) => {
    return c.json(await service.revealSecret(c.get('deps'), callerOf(c), propertyId(c)));
  })
  .post('/:id/booking-webhook/secret', responds(ZBookingWebhookSecret))
  .post('/:id/booking-webhook/secret', async (c) => {
    return c.json(await service.regenerateSecret(c.get('deps'), requestContext(c), propertyId(c)));
  });
