/** What other features use of the charges feature (issue 18): payments dispatch a paid 'charge' here. */
export { applyChargePayment, findChargeForPayment, pendingChargesOf, runAutoLateFees, AUTO_LATE_FEE_EVERY_MS } from './charge-ledger.service';
