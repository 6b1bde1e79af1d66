/**
 * The collections ledger and the owner's payments due (issue 10, stream A):
 * GET /api/collections, /api/collections/export.csv, /api/collections/:id, /api/payments-due.
 */
import { z } from 'zod';
import {
  COLLECTION_PERIODS,
  COLLECTION_STATUS_FILTERS,
  COLLECTIONS_MAX_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZE,
  type CollectionInvoiceState,
  type InvoiceLine,
} from '../domain/collections';
import type { ChargeKind } from '../domain/charges';
import type { TProduct } from './payments';

/** The filters the list and the CSV share. */
export const ZCollectionFilters = z.object({
  period: z.enum(COLLECTION_PERIODS, { error: 'Period must be 7, 30, 90 or all' }).default('7'),
  status: z.enum(COLLECTION_STATUS_FILTERS, { error: 'Status must be all, unpaid, paid or overdue' }).default('all'),
  search: z.string().trim().max(200, 'Search is too long').optional(),
});
export type TCollectionFilters = z.infer<typeof ZCollectionFilters>;

export const ZListCollectionsQuery = ZCollectionFilters.extend({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(COLLECTIONS_MAX_PAGE_SIZE, `Limit must be at most ${COLLECTIONS_MAX_PAGE_SIZE}`)
    .default(COLLECTIONS_PAGE_SIZE),
  cursor: z.string().max(200, 'Invalid cursor').optional(),
});
export type TListCollectionsQuery = z.input<typeof ZListCollectionsQuery>;
export type TListCollectionsArgs = z.infer<typeof ZListCollectionsQuery>;

export interface TCollectionRow {
  id: string;
  collectedAt: string;
  propertyId: string;
  propertyName: string;
  propertyAddress: string | null;
  clientName: string;
  cleaningTeamName: string | null;
  notes: string | null;
  amountPence: number;
  invoiceStatus: 'unpaid' | 'paid';
  paidAt: string | null;
  /** The payment deadline (entry + 10 days). */
  deadline: string;
  overdue: boolean;
  /** Paid / Unpaid / Overdue, as the Status column shows it. */
  state: CollectionInvoiceState;
}

/** The tiles, over the whole filtered set (not only the page). */
export interface TCollectionsSummary {
  count: number;
  totalPence: number;
  paidCount: number;
  paidPence: number;
  unpaidCount: number;
  unpaidPence: number;
  overdueCount: number;
  overduePence: number;
}

export interface TCollectionsResponse {
  collections: TCollectionRow[];
  summary: TCollectionsSummary;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** One of the property's services: a catalogue product. */
export type TCollectionService = Omit<TProduct, 'source'>;

export interface TCollectionDetail {
  collection: TCollectionRow & { clientId: string; amountPaidPence: number };
  /** The invoice's lines, fixed at Collect (an older invoice: one 'Collection invoice' line for its amount). */
  lines: InvoiceLine[];
  /** What is still owed: the amount less the amount paid; 0 once paid (or for a £0 invoice). */
  owedPence: number;
  /** The property's chosen services now (its products); the invoice's own lines are `lines`. */
  services: TCollectionService[];
}

/** One thing the owner has to pay: a collection invoice, a requested damage charge or a pending charge. */
export interface TPaymentDue {
  kind: 'collection' | 'damage' | 'charge';
  /** The collection's id, the damage activity's id, or the charge's id. */
  id: string;
  /** A charge's kind (late changeover, late payment fee); null otherwise. */
  chargeKind: ChargeKind | null;
  /** Why a charge was made; null otherwise. */
  reason: string | null;
  enteredAt: string;
  propertyName: string;
  /** The damaged item's product name; null for a collection. */
  itemName: string | null;
  quantity: number;
  amountPence: number;
  deadline: string;
  overdue: boolean;
  /** Photos of a damage record, oldest first (GET /api/damages/{id}/photos/{photoId}). */
  photoIds: string[];
}

export interface TPaymentsDueResponse {
  items: TPaymentDue[];
}
