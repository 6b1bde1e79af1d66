/** What the charges feature offers the others (issue 20's feature boundary). */
export { runHireClock, hireClockTermsFor, type HireClockDeps } from './hire-clock.service';
export { chargeSettingsRoutes } from './charge-settings.routes';
export { pendingChargesTotal } from './charges.repo';
