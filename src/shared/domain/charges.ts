/**
 * Charges beside the collection invoices and damage records (issue 18): the hire clock's late-changeover
 * charge and the late-payment fee. Their names, the provider's settings (amounts in pence) with their
 * defaults, who may manage them, and the texts owners and staff read. Pure; the server decides.
 */
import { formatPence } from './money';
import { OVERDUE_ON_BEDS_DAYS } from './linen-cycle';

/** replacement: linen short at a courier's count (issue 22's variance list); missed_collection: the fee for a 'No access' collection. */
export const CHARGE_KINDS = ['late_changeover', 'late_payment', 'replacement', 'missed_collection'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  late_changeover: 'Late changeover',
  late_payment: 'Late payment fee',
  replacement: 'Linen replacement',
  missed_collection: 'Missed collection',
};

export const CHARGE_STATUSES = ['pending', 'paid', 'waived'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  waived: 'Waived',
};

/** What a late fee can be added to: an overdue collection invoice or a requested damage charge. */
export const LATE_FEE_SUBJECTS = ['collection', 'damage'] as const;
export type LateFeeSubject = (typeof LATE_FEE_SUBJECTS)[number];

/** The provider's charge settings; a super admin changes them in the app (Settings > Charges). */
export interface ChargeSettings {
  /** The late-changeover charge (default £25.00, the Weekly Linen Service price). */
  lateChangeoverPence: number;
  /** Days on beds between repeated charges after the first (default 14). */
  lateChangeoverEveryDays: number;
  /** The automatic late-payment fee: off by default. */
  latePaymentAuto: boolean;
  latePaymentPence: number;
  /** Days after the payment deadline when the automatic fee is added. */
  latePaymentAfterDays: number;
  /** The fee for a collection the courier could not make ('No access', issue 22): 0 = off, the default. */
  missedCollectionPence: number;
}

export const DEFAULT_CHARGE_SETTINGS: ChargeSettings = {
  lateChangeoverPence: 2500,
  lateChangeoverEveryDays: 14,
  latePaymentAuto: false,
  latePaymentPence: 1000,
  latePaymentAfterDays: 7,
  missedCollectionPence: 0,
};

/** Bounds every amount a person types for a charge: more than 0, at most £100,000.00. */
export const MAX_CHARGE_PENCE = 10_000_000;

/** A contract's own terms override the provider's settings where set. */
export function hireClockTerms(
  settings: Pick<ChargeSettings, 'lateChangeoverPence' | 'lateChangeoverEveryDays'>,
  contract: { lateChangeoverPence: number | null; lateChangeoverEveryDays: number | null } | null,
): { amountPence: number; everyDays: number } {
  return {
    amountPence: contract?.lateChangeoverPence ?? settings.lateChangeoverPence,
    everyDays: contract?.lateChangeoverEveryDays ?? settings.lateChangeoverEveryDays,
  };
}

/** docs/product.md §2.1's notice, word for word. */
export const HIRE_CLOCK_NOTICE = 'Linen must be changed over every 14 days, and a charge is applied automatically if it is not.';

/** The rule with the amount in force, as owners read it on the dashboard, the request dialog and /demo. */
export function hireClockRule(terms: { amountPence: number; everyDays: number }): string {
  return `${HIRE_CLOCK_NOTICE} The charge is ${formatPence(terms.amountPence)} once linen has been on beds for more than ${OVERDUE_ON_BEDS_DAYS} days, and again every further ${terms.everyDays} days until it is collected.`;
}

export const CHARGE_MESSAGES = {
  notFound: 'Charge not found',
  alreadyPaid: 'This charge has been paid.',
  alreadyWaived: 'This charge has been waived.',
  waiveReasonRequired: 'Please give a reason for waiving this charge',
  lateFeeReasonRequired: 'Please give a reason for the late payment fee',
  lateFeeAmount: `Enter an amount between £0.01 and ${formatPence(MAX_CHARGE_PENCE)}`,
  lateFeeExists: 'A late payment fee has already been added to this item',
  lateFeeNotOverdue: 'Only an overdue item can get a late payment fee',
  lateFeeNothingOwed: 'Nothing is owed on this invoice, so it cannot get a late payment fee',
  loadFailed: 'Failed to load charges',
  waived: 'Charge waived',
  lateFeeAdded: 'Late payment fee added',
  settingsSaved: 'Charge settings saved',
} as const;

export const DEPOSIT_REFUND_MESSAGES = {
  notEnded: "A deposit is refunded when the property's contract has ended or the property is archived",
  notPaid: 'This property has no deposit to refund',
  alreadyRefunded: 'This deposit has already been refunded',
  nothingToRefund: 'The unpaid charges are more than the deposit: there is nothing to refund',
  noteRequired: 'Please say how the deposit was returned',
  failed: 'The refund could not be made. Please try again.',
} as const;

/** 'Deposit refunded £X on {date}' (the date already formatted for the reader). */
export const depositRefundedText = (amountPence: number, date: string) => `Deposit refunded ${formatPence(amountPence)} on ${date}`;
