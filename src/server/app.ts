/** Builds the Hono app from the feature routers. Tests call it without a port. */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { authRoutes, loadCaller, requireCaller } from './features/auth';
import { clientsApi } from './features/clients';
import { healthRoutes } from './features/health/health.routes';
import { meRoutes, sessionProbeRoutes } from './features/me';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { profileRoutes } from './features/profile';
import { sessionsRoutes } from './features/sessions';
import { propertiesRoutes, stockItemsRoutes } from './features/properties/properties.routes';
import { bookingCalendarRoutes } from './features/booking-import/booking-calendar.routes';
import { bookingWebhookRoutes, publicBookingWebhookRoutes } from './features/booking-import/booking-webhooks.routes';
import { staleFeedsRoutes } from './features/booking-import/stale-feeds.routes';
import { damageProductsRoutes, linenCardsRoutes } from './features/linen/linen-cards.routes';
import { bagLabelsRoutes, labelSheetRoutes } from './features/bag-exchange/bag-labels.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { changeoversRoutes } from './features/changeovers/changeovers.routes';
import { usersRoutes } from './features/users';
import { linenRequestsRoutes } from './features/requests/linen-requests.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { ordersRoutes, paymentsRoutes, paymentsWebhookRoutes, productsRoutes } from './features/payments';
import { notificationSettingsRoutes, unsubscribeRoutes } from './features/reminders';
import { calendarEventsRoutes, calendarFeedRoutes, publicCalendarFeedRoutes } from './features/calendar/calendar.routes';
import { contractSharesRoutes, propertyContractsRoutes, publicContractsRoutes } from './features/contracts/contracts.routes';
import { collectionsRoutes, paymentsDueRoutes } from './features/collections';
import { depositRefundsRoutes, propertyDepositRefundRoutes } from './features/deposit-refunds';
import { damagesRoutes } from './features/damages';
import { stockRoutes } from './features/stock/stock.routes';
import { forecastRoutes } from './features/forecast';
import { reportsRoutes } from './features/reports/reports.routes';
import { adminRoutes } from './features/admin';
import { auditLogRoutes } from './features/audit/audit-log.routes';
import { myDataRoutes } from './features/my-data';
import { chargeSettingsRoutes, chargesRoutes } from './features/charges';
import { businessDetailsRoutes } from './features/business-details';
import { creditNoteRoutes, invoiceExportRoutes, invoiceRoutes } from './features/invoices';
import { statementRoutes } from './features/statements';
import { courierRoutes } from './features/courier';
import { roundsRoutes } from './features/rounds';
import { postcodesRoutes } from './features/postcodes';
import { clientIp } from './lib/client-ip';
import { compressResponses } from './lib/compress-responses';
import type { AppDeps, AppEnv } from './lib/context';
import { errorHandler } from './lib/error-handler';
import { AppError, notFound } from './lib/errors';
import { securityHeaders } from './lib/security-headers';
import { firstScreenRenderer } from './lib/first-screen-render';
import { serveSpa } from './lib/spa';
import { servePublicContractPage } from './features/contracts/public-contract-page';

/** JSON bodies are small; uploads (multipart) and the webhook set their own limits on their routes. */
const jsonLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError(413, 'too_large', 'The request is too large.');
  },
});
const jsonBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  // GET and HEAD carry no body; checking one would build a full Request object on every read.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data') || c.req.path.endsWith('/payments/webhook') || c.req.path.startsWith('/api/webhooks/')) return next();
  return jsonLimit(c, next);
};

export function createApp(deps: AppDeps, options: { webDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use('*', securityHeaders(deps.env.appUrl));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('ip', clientIp(c, deps.env.trustProxy));
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', compressResponses());
  // API answers hold one user's data: never stored by a browser or a proxy, unless a route says otherwise.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  api.use('*', csrf({ origin: deps.env.appUrl }));
  api.use('*', jsonBodyLimit);
  // Public routes come first; everything after requireCaller needs a signed-in user.
  api.route('/auth', authRoutes);
  api.route('/health', healthRoutes);
  api.route('/', openApiRoutes(app)); // GET /api/openapi.json (public)
  api.route('/public/contracts', publicContractsRoutes);
  api.route('/payments', paymentsWebhookRoutes); // POST /payments/webhook: signed by the payment provider
  api.route('/webhooks/bookings', publicBookingWebhookRoutes); // POST /webhooks/bookings/:system/:propertyId: signed with the property's secret (issue 24)
  api.route('/notifications', unsubscribeRoutes); // POST /notifications/unsubscribe: the signed token from a reminder mail
  api.route('/calendar-feed', publicCalendarFeedRoutes); // GET /calendar-feed/:token.ics: the token is the credential
  api.route('/session', sessionProbeRoutes); // GET /session: { me } or { me: null }, never 401 (the web app's probe)
  api.use('*', loadCaller, requireCaller);
  api.route('/me', meRoutes);
  api.route('/me', profileRoutes);
  api.route('/me/sessions', sessionsRoutes);
  api.route('/users', usersRoutes);
  api.route('/', clientsApi); // /clients, /client-contracts, /me/client
  api.route('/properties', propertiesRoutes).route('/stock-items', stockItemsRoutes).route('/linen-cards', linenCardsRoutes);
  api.route('/properties', bookingCalendarRoutes); // /properties/:id/booking-calendar (issue 9)
  api.route('/properties', bookingWebhookRoutes); // /properties/:id/booking-webhook (issue 24)
  api.route('/booking-calendars', staleFeedsRoutes); // /booking-calendars/stale (issue 24)
  api.route('/properties', propertyDepositRefundRoutes).route('/deposit-refunds', depositRefundsRoutes); // issue 18 point 5
  api.route('/damage-products', damageProductsRoutes);
  api.route('/linen-cards', labelSheetRoutes).route('/bag-labels', bagLabelsRoutes);
  api.route('/courier', courierRoutes); // issue 22: a courier's stops sent from a phone, and their proof
  api.route('/rounds', roundsRoutes); // issue 24 item 4: the day's round for staff
  api.route('/property-contracts', propertyContractsRoutes).route('/contract-shares', contractSharesRoutes);
  api.route('/payments', paymentsRoutes).route('/products', productsRoutes).route('/orders', ordersRoutes);
  api.route('/cleaning-teams', teamsRoutes).route('/changeovers', changeoversRoutes);
  api.route('/notification-settings', notificationSettingsRoutes);
  api.route('/linen-requests', linenRequestsRoutes).route('/dashboard', dashboardRoutes);
  api.route('/calendar-events', calendarEventsRoutes).route('/calendar-feed', calendarFeedRoutes);
  // Ledgers and oversight (issue 10)
  api.route('/collections', collectionsRoutes).route('/payments-due', paymentsDueRoutes);
  api.route('/damages', damagesRoutes);
  api.route('/charges', chargesRoutes); // issue 18: pay, waive, late fees, the charges view
  api.route('/charge-settings', chargeSettingsRoutes); // issue 18: the hire clock's settings
  api.route('/business-details', businessDetailsRoutes); // issue 23: the details invoices carry
  api.route('/invoices', invoiceRoutes).route('/credit-notes', creditNoteRoutes); // issue 23: invoices and credit notes
  api.route('/invoice-exports', invoiceExportRoutes); // issue 23: the bookkeeper's Xero, QuickBooks and plain CSV exports
  api.route('/statements', statementRoutes); // issue 23 item 5: an owner's statement, as JSON, PDF and CSV
  api.route('/stock', stockRoutes).route('/stock', forecastRoutes); // issue 24: Stock → Forecast
  api.route('/reports', reportsRoutes);
  api.route('/admin/audit-log', auditLogRoutes);
  api.route('/admin/postcodes', postcodesRoutes); // issue 24: the postcode directory that orders rounds by drive
  api.route('/admin', adminRoutes);
  api.route('/me/data', myDataRoutes);
  api.all('*', () => {
    throw notFound();
  });

  app.route('/api', api);
  if (options.webDir) {
    servePublicContractPage(app, options.webDir);
    serveSpa(app, options.webDir, { renderFirstScreen: firstScreenRenderer(app) });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
