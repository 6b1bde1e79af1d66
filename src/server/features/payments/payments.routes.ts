/**
 * Payments over HTTP.
 * - POST /api/payments/webhook (public, mounted before requireCaller): Stripe's or the test checkout's
 *   signed events, verified over the raw body.
 * - /api/payments/*, /api/products/*, /api/orders: signed-in callers; each route states who else.
 */
import { canSyncProducts } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  ZCancelSubscriptionResult,
  ZCheckout,
  ZCheckoutSession,
  ZCheckoutStarted,
  ZCollectionCheckout,
  ZDamageCheckout,
  ZDepositCheckout,
  ZOrderPage,
  ZOrdersQuery,
  ZPaymentsStatus,
  ZProduct,
  ZRedirectUrl,
  ZSubscriptionId,
  ZSyncResult,
  ZSyncStatusAnswer,
  ZWebhookResult,
  type TPaymentsStatus,
  type TProduct,
  type TSyncStatus,
  type TSyncStatusSummary,
} from '@shared/schemas/payments';
import { ZChargeCheckout } from '@shared/schemas/charge-ledger';
import { isOfferedTo } from '@shared/domain/purchases';
import { type AppEnv, callerOf, requestContext, requireAbility, subjectOf } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as products from './products.repo';
import { isStripeConfigured } from './providers';
import {
  cancelTestCheckout,
  describeCheckout,
  getOwnCheckout,
  handleWebhook,
  listOrdersFor,
  payTestCheckout,
  startPurchase,
  startPurposeCheckout,
  syncProducts,
} from './payments.service';
import { cancelSubscription, openBillingPortal } from './subscriptions.service';

const ZCheckoutId = z.object({ id: z.string().min(1).max(255) });

/** Public: the provider calls it. Nothing but a valid signature gets past verification. */
export const paymentsWebhookRoutes = new Hono<AppEnv>().post('/webhook', responds(ZWebhookResult)).post(
  '/webhook',
  bodyLimit({
    maxSize: 512 * 1024,
    onError: () => {
      throw new AppError(413, 'too_large', 'Webhook body too large');
    },
  }),
  async (c) => {
    const rawBody = await c.req.text();
    return c.json(await handleWebhook(c.get('deps'), rawBody, c.req.raw.headers));
  },
);

export const paymentsRoutes = new Hono<AppEnv>()
  .get('/status', responds(ZPaymentsStatus))
  .get('/status', (c) => {
    const status: TPaymentsStatus = { enabled: true, provider: c.get('deps').payments.kind };
    return c.json(status);
  })
  .post('/checkout', responds(ZCheckoutStarted))
  .post('/checkout', validate('json', ZCheckout), async (c) =>
    c.json(await startPurchase(c.get('deps'), requestContext(c), c.req.valid('json').priceIds)),
  )
  // Paying for what another feature owns; who may pay is its owner's rule (payment-purposes.ts).
  // A property's deposit: its owner, or staff who may edit properties.
  .post('/deposit-checkout', responds(ZCheckoutStarted))
  .post('/deposit-checkout', validate('json', ZDepositCheckout), async (c) =>
    c.json(await startPurposeCheckout(c.get('deps'), requestContext(c), 'deposit', c.req.valid('json').propertyId)),
  )
  // A collection's invoice: the owner of its client, or staff (couriers 403).
  .post('/collection-checkout', responds(ZCheckoutStarted))
  .post('/collection-checkout', validate('json', ZCollectionCheckout), async (c) =>
    c.json(await startPurposeCheckout(c.get('deps'), requestContext(c), 'collection', c.req.valid('json').changeoverId)),
  )
  // A damage charge: staff who record damages, or the record's owner once staff requested it.
  .post('/damage-checkout', responds(ZCheckoutStarted))
  .post('/damage-checkout', validate('json', ZDamageCheckout), async (c) =>
    c.json(await startPurposeCheckout(c.get('deps'), requestContext(c), 'damage', c.req.valid('json').activityId)),
  )
  // A late changeover or late payment fee (issue 18): the charge's owner, or staff who manage charges.
  .post('/charge-checkout', responds(ZCheckoutStarted))
  .post('/charge-checkout', validate('json', ZChargeCheckout), async (c) =>
    c.json(await startPurposeCheckout(c.get('deps'), requestContext(c), 'charge', c.req.valid('json').chargeId)),
  )
  // The caller's own checkout, by our id or the provider's session id (the success page's session_id).
  .get('/checkout-sessions/:id', responds(ZCheckoutSession))
  .get('/checkout-sessions/:id', validate('param', ZCheckoutId), async (c) => {
    const deps = c.get('deps');
    const row = await getOwnCheckout(deps, callerOf(c), c.req.valid('param').id);
    return c.json(await describeCheckout(deps, row));
  })
  // The test checkout's buttons: test provider only, the checkout's owner only.
  .post('/test-checkout/:id/pay', responds(ZRedirectUrl))
  .post('/test-checkout/:id/pay', validate('param', ZCheckoutId), async (c) =>
    c.json(await payTestCheckout(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .post('/test-checkout/:id/cancel', responds(ZRedirectUrl))
  .post('/test-checkout/:id/cancel', validate('param', ZCheckoutId), async (c) =>
    c.json(await cancelTestCheckout(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  // The caller's own subscription (404 for anyone else's): with Stripe, cancelled at Stripe.
  .post('/subscriptions/:id/cancel', responds(ZCancelSubscriptionResult))
  .post('/subscriptions/:id/cancel', validate('param', ZSubscriptionId), async (c) =>
    c.json(await cancelSubscription(c.get('deps'), requestContext(c), c.req.valid('param').id)),
  )
  // Stripe's customer portal for the caller's own Stripe customer (409 with the test checkout).
  .post('/billing-portal', responds(ZRedirectUrl))
  .post('/billing-portal', async (c) => c.json(await openBillingPortal(c.get('deps'), requestContext(c))));

const toProduct = (p: products.ProductRow): TProduct => ({
  id: p.id,
  name: p.name,
  description: p.description,
  pricePence: p.pricePence,
  priceId: p.priceId,
  mode: p.mode,
  source: p.source,
});

export const productsRoutes = new Hono<AppEnv>()
  // The test product (Test House) only for super admins: owners are never offered it.
  .get('/', responds(z.array(ZProduct)))
  .get('/', async (c) => {
    const caller = callerOf(c);
    const offered = (await products.listActiveProducts(c.get('deps').db)).filter((p) => isOfferedTo(subjectOf(caller), p));
    return c.json(offered.map(toProduct));
  })
  // Everyone: what /pricing's notice needs. Super admins (/stripe-setup): also the provider's error
  // text, which can name account details, and the configuration.
  .get('/sync-status', responds(ZSyncStatusAnswer))
  .get('/sync-status', async (c) => {
    const { db, env, payments } = c.get('deps');
    const [state, counts] = await Promise.all([products.readSyncState(db), products.countActiveProducts(db)]);
    const summary: TSyncStatusSummary = {
      provider: payments.kind,
      lastSyncAt: state.lastSyncAt,
      ok: state.lastError === null,
      productCount: counts.total,
      stripeProductCount: counts.stripe,
    };
    if (!canSyncProducts(subjectOf(callerOf(c)))) return c.json(summary);
    const status: TSyncStatus = {
      ...summary,
      stripeConfigured: isStripeConfigured(env),
      lastAttemptAt: state.lastAttemptAt,
      lastError: state.lastError,
    };
    return c.json(status);
  })
  .post('/sync', responds(ZSyncResult))
  .post('/sync', requireAbility(canSyncProducts), async (c) => c.json(await syncProducts(c.get('deps'), requestContext(c))));

/** Own orders, a page at a time (?cursor=&limit=); super admins see everyone's. */
export const ordersRoutes = new Hono<AppEnv>()
  .get('/', responds(ZOrderPage))
  .get('/', validate('query', ZOrdersQuery), async (c) => {
    return c.json(await listOrdersFor(c.get('deps'), callerOf(c), c.req.valid('query')));
  });
