/** What other features use of the charges feature (issue 18; issue 20's feature boundary). */
export { applyChargePayment, findChargeForPayment, pendingChargesOf, runAutoLateFees, AUTO_LATE_FEE_EVERY_MS } from './charge-ledger.service';
export { runHireClock, hireClockTermsFor, hireClockTermsInScope, type HireClockDeps } from './hire-clock.service';
export { chargeSettingsRoutes } from './charge-settings.routes';
export { pendingChargesTotal } from './charges.repo';
