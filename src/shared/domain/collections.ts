/**
 * The collections ledger (spec part 2 §2 'Collections Ledger', §4 'Collection invoice', §9): its period
 * and invoice-status filters, the moment a collection record counts as entered (for the 10-day payment
 * deadline of payment-deadline.ts) and the status a row shows. Pure; the server filters with these and
 * the page labels with them.
 */
import { isPaymentOverdue } from './payment-deadline';
import type { PermissionFlags } from './permissions';
import { ROLLING_PERIOD_LABELS, ROLLING_PERIODS, rollingPeriodStart, type RollingPeriod } from './rolling-period';

/** Period on collected_at: the last 7 (default), 30 or 90 days, or all (the ledgers' one rolling period). */
export const COLLECTION_PERIODS = ROLLING_PERIODS;
export type CollectionPeriod = RollingPeriod;
export const DEFAULT_COLLECTION_PERIOD: CollectionPeriod = '7';
export const COLLECTION_PERIOD_LABELS = ROLLING_PERIOD_LABELS;

export const COLLECTION_STATUS_FILTERS = ['all', 'unpaid', 'paid', 'overdue'] as const;
export type CollectionStatusFilter = (typeof COLLECTION_STATUS_FILTERS)[number];

export const COLLECTION_STATUS_FILTER_LABELS: Record<CollectionStatusFilter, string> = {
  all: 'All Invoices',
  unpaid: 'Unpaid',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** What a row's Status column (and the CSV's Invoice Status) says. */
export type CollectionInvoiceState = 'paid' | 'unpaid' | 'overdue';
export const COLLECTION_STATE_LABELS: Record<CollectionInvoiceState, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
};

export const COLLECTION_MESSAGES = {
  loadFailed: 'Failed to load collections',
  loadOneFailed: 'Failed to load collection data',
  /** The API's 404 for one collection (spec part 2 §8 load errors); the page then shows 'Collection Not Found'. */
  dataNotFound: 'Collection data not found',
  notFoundTitle: 'Collection Not Found',
  notFound: "This collection doesn't exist or has been deleted.",
  empty: 'No collections in this period',
  noMatch: 'No collections match your filters',
  paymentComplete: 'Payment received. The list is being updated.',
  alreadyPaid: 'This collection has been paid.',
} as const;

/** The first instant of the period (null: all time). */
export const collectionPeriodStart = rollingPeriodStart;

/** A collection record counts as entered when the bag was collected (else when the record was made). */
export function collectionEnteredAt(row: { collectedAt: Date | null; createdAt: Date }): Date {
  return row.collectedAt ?? row.createdAt;
}

/** The deadline rule's boundary for a database filter (payment-deadline.ts). */
export { overdueEnteredBefore } from './payment-deadline';

/** Paid, else overdue after the deadline (decided with the server's clock), else unpaid. */
export function collectionInvoiceState(input: { paid: boolean; enteredAt: Date }, now: Date): CollectionInvoiceState {
  if (input.paid) return 'paid';
  return isPaymentOverdue({ enteredAt: input.enteredAt, paid: false }, now) ? 'overdue' : 'unpaid';
}

/** The ledger's page size: default and most. */
export const COLLECTIONS_PAGE_SIZE = 50;
export const COLLECTIONS_MAX_PAGE_SIZE = 200;

/**
 * Who may pay a collection invoice (start its checkout): a caller who may see collections. The portal's
 * Payments due lists collection invoices only to them, so it never offers a Pay that would be refused.
 */
export function canPayCollections(flags: Pick<PermissionFlags, 'collections_view'>): boolean {
  return flags.collections_view;
}
