/** What other features and the composition roots use of the charges feature (issue 18; issue 20's feature boundary). */
export { pendingChargesOf, runAutoLateFees, AUTO_LATE_FEE_EVERY_MS } from './charge-ledger.service';
export { runHireClock, hireClockTermsFor, hireClockTermsInScope, type HireClockDeps } from './hire-clock.service';
export { chargeSettingsRoutes } from './charge-settings.routes';
export { chargesRoutes } from './charges.routes';
export { chargePayments } from './charge-payment';
export { markChargePaid, pendingChargesOfProperty, pendingChargesTotal } from './charges.repo';
export { addChargeOnce, type NewOneOffCharge } from './add-charge';
export { readChargeSettings } from './charge-settings.repo';
