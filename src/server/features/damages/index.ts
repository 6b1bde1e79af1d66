/** What other features and the composition roots use of the damages feature. */
export { damagesRoutes } from './damages.routes';
export { damagePayments } from './damage-payment';
export { estimatedPence, markDamageCharged, requestedDamagesOfProperty } from './damages.repo';
