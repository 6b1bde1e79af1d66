/**
 * The collections ledger (docs/product.md §2.2 'Collections Ledger', §4 'Collection invoice', §9): its period
 * and invoice-status filters, the moment a collection record counts as entered (for the 10-day payment
 * deadline of payment-deadline.ts) and the status a row shows. Pure; the server filters with these and
 * the page labels with them.
 */
import { CHECKOUT_MESSAGES } from './checkout';
import { isPaymentOverdue } from './payment-deadline';
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

/**
 * What a row's Status column (and the CSV's Invoice Status) says. 'No charge': an invoice of £0 (no
 * services at Collect) owes nothing, so it is never Unpaid or Overdue (issue 19).
 */
export type CollectionInvoiceState = 'paid' | 'unpaid' | 'overdue' | 'no_charge';
export const COLLECTION_STATE_LABELS: Record<CollectionInvoiceState, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  no_charge: 'No charge',
};

export const COLLECTION_MESSAGES = {
  loadFailed: 'Failed to load collections',
  loadOneFailed: 'Failed to load collection data',
  /** The API's 404 for one collection (docs/product.md §2.8 load errors); the page then shows 'Collection Not Found'. */
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

/** Paid; else no charge for a £0 invoice; else overdue after the deadline (decided with the server's clock), else unpaid. */
export function collectionInvoiceState(input: { paid: boolean; enteredAt: Date; amountPence: number }, now: Date): CollectionInvoiceState {
  if (input.paid) return 'paid';
  if (input.amountPence <= 0) return 'no_charge';
  return isPaymentOverdue({ enteredAt: input.enteredAt, paid: false }, now) ? 'overdue' : 'unpaid';
}

/** The ledger's page size: default and most. */
export const COLLECTIONS_PAGE_SIZE = 50;
export const COLLECTIONS_MAX_PAGE_SIZE = 200;

// ── The invoice's lines and what is still owed (issue 19, Experience High 1) ─────────────────────
/** One line of a collection invoice, fixed at Collect from a service of the property at that moment. */
export interface InvoiceLine {
  /** The catalogue product the line was priced from; null for the one line of an older invoice. */
  productId: string | null;
  name: string;
  amountPence: number;
}

/** The one line an invoice made before its lines were stored shows, for its whole amount. */
export const LEGACY_INVOICE_LINE_NAME = 'Collection invoice';

/** The lines an invoice is made with: one per service of the property at Collect (no price: £0). */
export function invoiceLinesFromServices(services: readonly { id: string; name: string; pricePence: number | null }[]): InvoiceLine[] {
  return services.map((s) => ({ productId: s.id, name: s.name, amountPence: Math.max(0, s.pricePence ?? 0) }));
}

/** What the lines come to: the invoice's amount when it is made. */
export const invoiceLinesTotal = (lines: readonly InvoiceLine[]): number => lines.reduce((sum, l) => sum + l.amountPence, 0);

/**
 * The lines an invoice shows: those stored at Collect; an older invoice (none stored) shows one line
 * 'Collection invoice' for its amount, and an invoice of £0 with none stored shows none.
 */
export function invoiceLinesOf(invoice: { invoiceLines: readonly InvoiceLine[] | null; amountPence: number }): InvoiceLine[] {
  if (invoice.invoiceLines) return invoice.invoiceLines.map((l) => ({ ...l }));
  return invoice.amountPence > 0 ? [{ productId: null, name: LEGACY_INVOICE_LINE_NAME, amountPence: invoice.amountPence }] : [];
}

/** What is still owed on an invoice: nothing once paid, else its amount less what was paid towards it. */
export function owedOnInvoice(invoice: { amountPence: number; amountPaidPence: number; paid: boolean }): number {
  if (invoice.paid) return 0;
  return Math.max(0, invoice.amountPence - invoice.amountPaidPence);
}

export const COLLECTION_PAYMENT_MESSAGES = {
  alreadyPaid: CHECKOUT_MESSAGES.collectionAlreadyPaid,
  nothingToPay: 'This collection invoice is £0.00: there is nothing to pay.',
  ownerOrStaffOnly: "This invoice is paid by the property's owner or by staff.",
} as const;

/**
 * Whether an invoice can be paid now, and for how much: one checkout for everything still owed. A
 * paid invoice, or one with nothing owed (a property with no services at Collect), starts none.
 */
export function collectionPayment(invoice: {
  amountPence: number;
  amountPaidPence: number;
  paid: boolean;
}): { ok: true; owedPence: number } | { ok: false; reason: 'paid' | 'nothing'; message: string } {
  if (invoice.paid) return { ok: false, reason: 'paid', message: COLLECTION_PAYMENT_MESSAGES.alreadyPaid };
  const owedPence = owedOnInvoice(invoice);
  if (owedPence <= 0) return { ok: false, reason: 'nothing', message: COLLECTION_PAYMENT_MESSAGES.nothingToPay };
  return { ok: true, owedPence };
}

/** The checkout line's price id of a collection invoice: no catalogue product stands behind it. */
export const COLLECTION_INVOICE_PRICE_ID = 'collection_invoice';

/** The checkout line's name: 'Collection invoice — Sea View, 26 Nov 2026'. */
export function collectionCheckoutLineName(propertyName: string, collectedOn: string): string {
  return `${LEGACY_INVOICE_LINE_NAME} — ${propertyName}, ${collectedOn}`;
}
