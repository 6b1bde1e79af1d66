/**
 * The payment deadline of docs/product.md §2.1: collection invoices and damage charges are due 10 days
 * after the record was entered. One rule for the ledgers' 'Overdue', their banners and the reminders.
 */
const DAY_MS = 86_400_000;

/** The days within which collections and damages must be paid (docs/product.md §2.1). */
export const PAYMENT_DEADLINE_DAYS = 10;

/** The instant payment is due: entry + 10 days. */
export const paymentDeadline = (enteredAt: Date): Date => new Date(enteredAt.getTime() + PAYMENT_DEADLINE_DAYS * DAY_MS);

/** Unpaid and past the deadline (decided by the server with its own clock). */
export function isPaymentOverdue(input: { enteredAt: Date; paid: boolean }, now: Date): boolean {
  return !input.paid && now.getTime() > paymentDeadline(input.enteredAt).getTime();
}

/**
 * Unpaid records entered before this instant are overdue: the same boundary as isPaymentOverdue
 * (overdue once now is past entry + 10 days), for a database filter.
 */
export function overdueEnteredBefore(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_DEADLINE_DAYS * DAY_MS);
}

/** The owner-facing notices of docs/product.md §2.1, shown as the ledgers' banners. */
export const PAYMENT_DEADLINE_NOTICES = {
  damages:
    'Damage payments must be made within 10 days of the damage record being entered; late payments may incur extra charges.',
  collections:
    'Collection invoices must be paid within 10 days of the collection record being entered; late payments may incur additional charges.',
} as const;
