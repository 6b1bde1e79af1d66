/** The booking-webhooks feature's face (decision 0201). */
export { bookingWebhookRoutes, publicBookingWebhookRoutes } from './booking-webhooks.routes';
export { purgeOldDeliveries } from './booking-webhooks.service';
