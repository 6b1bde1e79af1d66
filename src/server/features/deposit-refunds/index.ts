/** What other features and the composition roots use of deposit refunds: boot.ts hands the provider's refund events here. */
export { applyRefundEvent } from './refund-events';
export { depositRefundsRoutes, propertyDepositRefundRoutes } from './deposit-refunds.routes';
export { deliverTestRefundEvents } from './deposit-refunds.service';
