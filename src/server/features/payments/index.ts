/**
 * What other features and the composition roots use of payments. A feature that owns what a checkout
 * pays for implements a PaymentPurposeHandler (payment-purposes.ts) and boot.ts registers it; payments
 * imports no feature but mail.
 */
export { ordersRoutes, paymentsRoutes, paymentsWebhookRoutes, productsRoutes } from './payments.routes';
export { sendTestRefundEvent } from './payments.service';
export { findDepositPayment } from './payments.repo';
export { findProductByPriceId, listActiveProducts } from './products.repo';
export { activeSubscriptions } from './subscriptions.service';
export { createPaymentProvider } from './providers';
export type { CheckoutLine } from './payment-provider';
export {
  NOTHING_TO_APPLY,
  type OwnedPurpose,
  type PaidCheckout,
  type PaymentPurposeHandler,
  type PaymentPurposeHandlers,
  type ProviderRefundEvent,
  type PurposeCheckout,
  type PurposeOutcome,
  type RefundEventHandler,
} from './payment-purposes';
