/**
 * What happens to a charge after it exists (issue 18 items 3, 4, 6): its payment deadline, the name a
 * checkout line and a receipt give it, and which overdue items may get a late-payment fee (by hand, and
 * by the automatic policy once the settings' extra days have passed). Pure; every clock rule takes `now`.
 */
import { CHARGE_KIND_LABELS, CHARGE_KINDS, type ChargeKind, type LateFeeSubject } from './charges';
import { isPaymentOverdue, paymentDeadline, PAYMENT_DEADLINE_DAYS } from './payment-deadline';

const DAY_MS = 86_400_000;

/** A charge is due 10 days after it was made, like the collection invoices and damage charges. */
export const chargeDeadline = (createdAt: Date): Date => paymentDeadline(createdAt);

/** The checkout line's price id of a charge: no catalogue product stands behind it. */
export const chargePriceId = (kind: ChargeKind): string => `charge_${kind}`;

/** The name of a charge's checkout line (test checkout, receipt), or null for any other price id. */
export function chargeLineName(priceId: string): string | null {
  const kind = CHARGE_KINDS.find((k) => chargePriceId(k) === priceId);
  return kind ? CHARGE_KIND_LABELS[kind] : null;
}

/** An item a late fee could be added to, as the database holds it. */
export type LateFeeItem =
  /** owedPence: the invoice's amount less what was paid towards it (a £0 invoice owes nothing). */
  | { type: 'collection'; collectedAt: Date | null; createdAt: Date; paid: boolean; owedPence: number }
  | { type: 'damage'; createdAt: Date; chargeRequestedAt: Date | null; chargedAt: Date | null };

/** When the item counts as entered: the deadline runs from it (collection: collected, else made). */
export function lateFeeEnteredAt(item: LateFeeItem): Date {
  return item.type === 'collection' ? (item.collectedAt ?? item.createdAt) : item.createdAt;
}

/**
 * Only an overdue item gets a late fee: a collected, unpaid collection invoice with something still
 * owed past its deadline (never a £0 invoice, issue 19), or a damage charge staff asked the owner to
 * pay, not yet paid, past its deadline.
 */
export function isLateFeeEligible(item: LateFeeItem, now: Date): boolean {
  if (item.type === 'collection') {
    if (!item.collectedAt || item.owedPence <= 0) return false;
    return isPaymentOverdue({ enteredAt: lateFeeEnteredAt(item), paid: item.paid }, now);
  }
  if (!item.chargeRequestedAt) return false;
  return isPaymentOverdue({ enteredAt: item.createdAt, paid: item.chargedAt !== null }, now);
}

/** The moment the automatic policy adds its fee: the deadline plus the settings' extra days. */
export function autoLateFeeAt(enteredAt: Date, afterDays: number): Date {
  return new Date(paymentDeadline(enteredAt).getTime() + Math.max(0, Math.floor(afterDays)) * DAY_MS);
}

/** The automatic policy adds a fee to an eligible item once its moment has passed. */
export function isAutoLateFeeDue(item: LateFeeItem, afterDays: number, now: Date): boolean {
  return isLateFeeEligible(item, now) && now.getTime() > autoLateFeeAt(lateFeeEnteredAt(item), afterDays).getTime();
}

/** For a database filter: items entered before this instant have passed their automatic moment. */
export function autoLateFeeEnteredBefore(now: Date, afterDays: number): Date {
  return new Date(now.getTime() - (PAYMENT_DEADLINE_DAYS + Math.max(0, Math.floor(afterDays))) * DAY_MS);
}

/** How far back the automatic policy looks past that moment (a bounded range of the entry-date index). */
export const AUTO_LATE_FEE_LOOKBACK_DAYS = 90;

/** The reason an automatic fee gives. */
export function autoLateFeeReason(subject: LateFeeSubject, afterDays: number): string {
  const what = subject === 'collection' ? 'Collection invoice' : 'Damage charge';
  return `${what} not paid within ${PAYMENT_DEADLINE_DAYS + Math.max(0, Math.floor(afterDays))} days of entry (automatic late payment fee)`;
}
