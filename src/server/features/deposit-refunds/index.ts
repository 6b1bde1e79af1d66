/** What other features use of deposit refunds: payments dispatches the provider's refund events here. */
export { applyRefundEvent, type RefundEvent } from './refund-events';
