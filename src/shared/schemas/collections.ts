/**
 * The collections ledger and the owner's payments due (issue 10, stream A):
 * GET /api/collections, /api/collections/export.csv, /api/collections/:id, /api/payments-due.
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import {
  COLLECTION_PERIODS,
  COLLECTION_STATUS_FILTERS,
  COLLECTIONS_MAX_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZE,
  type CollectionInvoiceState,
  type InvoiceLine,
} from '../domain/collections';
import { CHARGE_KINDS } from '../domain/charges';
import type { TProduct } from './payments';
import type { AssertTrue, Same } from './same-shape';

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
  cursor: ZPageCursor,
});
export type TListCollectionsQuery = z.input<typeof ZListCollectionsQuery>;
export type TListCollectionsArgs = z.infer<typeof ZListCollectionsQuery>;

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

const ZCollectionInvoiceState = z.enum(['paid', 'unpaid', 'overdue', 'no_charge']);
export type CollectionInvoiceStateCheck = AssertTrue<Same<z.infer<typeof ZCollectionInvoiceState>, CollectionInvoiceState>>;

export const ZCollectionRow = z
  .object({
    id: z.string(),
    collectedAt: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    propertyAddress: z.string().nullable(),
    clientName: z.string(),
    cleaningTeamName: z.string().nullable(),
    notes: z.string().nullable(),
    amountPence: z.number().int(),
    invoiceStatus: z.enum(['unpaid', 'paid']),
    paidAt: z.string().nullable(),
    /** The payment deadline (entry + 10 days). */
    deadline: z.string(),
    overdue: z.boolean(),
    /** Paid / Unpaid / Overdue, as the Status column shows it. */
    state: ZCollectionInvoiceState,
    /** The courier visit whose Collect made this collection (its proof at the door, /visits/{id}); null when none did. */
    visitId: z.string().nullable(),
  })
  .meta({ id: 'CollectionRow' });
export type TCollectionRow = z.infer<typeof ZCollectionRow>;

/** The tiles, over the whole filtered set (not only the page). */
export const ZCollectionsSummary = z.object({
  count: z.number().int(),
  totalPence: z.number().int(),
  paidCount: z.number().int(),
  paidPence: z.number().int(),
  unpaidCount: z.number().int(),
  unpaidPence: z.number().int(),
  overdueCount: z.number().int(),
  overduePence: z.number().int(),
});
export type TCollectionsSummary = z.infer<typeof ZCollectionsSummary>;

export const ZCollectionsResponse = z.object({
  collections: z.array(ZCollectionRow),
  summary: ZCollectionsSummary,
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TCollectionsResponse = z.infer<typeof ZCollectionsResponse>;

/** One of the property's services: a catalogue product. */
export const ZCollectionService = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Pence; null (or 0) means 'Contact us'. */
    pricePence: z.number().int().nullable(),
    priceId: z.string(),
    mode: z.enum(['payment', 'subscription']),
  })
  .meta({ id: 'CollectionService' });
export type TCollectionService = z.infer<typeof ZCollectionService>;
export type CollectionServiceShapeCheck = AssertTrue<Same<TCollectionService, Omit<TProduct, 'source'>>>;

const ZInvoiceLine = z.object({
  /** The catalogue product the line was priced from; null for the one line of an older invoice. */
  productId: z.string().nullable(),
  name: z.string(),
  amountPence: z.number().int(),
});
export type InvoiceLineShapeCheck = AssertTrue<Same<z.infer<typeof ZInvoiceLine>, InvoiceLine>>;

export const ZCollectionDetail = z.object({
  collection: ZCollectionRow.extend({ clientId: z.string(), amountPaidPence: z.number().int() }),
  /** The invoice's lines, fixed at Collect (an older invoice: one 'Collection invoice' line for its amount). */
  lines: z.array(ZInvoiceLine),
  /** What is still owed: the amount less the amount paid; 0 once paid (or for a £0 invoice). */
  owedPence: z.number().int(),
  /** The property's chosen services now (its products); the invoice's own lines are `lines`. */
  services: z.array(ZCollectionService),
});
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;

/** One thing the owner has to pay: a collection invoice, a requested damage charge or a pending charge. */
export const ZPaymentDue = z
  .object({
    kind: z.enum(['collection', 'damage', 'charge']),
    /** The collection's id, the damage activity's id, or the charge's id. */
    id: z.string(),
    /** A charge's kind (late changeover, late payment fee); null otherwise. */
    chargeKind: z.enum(CHARGE_KINDS).nullable(),
    /** Why a charge was made; null otherwise. */
    reason: z.string().nullable(),
    enteredAt: z.string(),
    propertyName: z.string(),
    /** The damaged item's product name; null for a collection. */
    itemName: z.string().nullable(),
    quantity: z.number().int(),
    amountPence: z.number().int(),
    deadline: z.string(),
    overdue: z.boolean(),
    /** Photos of a damage record, oldest first (GET /api/damages/{id}/photos/{photoId}). */
    photoIds: z.array(z.string()),
  })
  .meta({ id: 'PaymentDue' });
export type TPaymentDue = z.infer<typeof ZPaymentDue>;

export const ZPaymentsDueResponse = z.object({ items: z.array(ZPaymentDue) });
export type TPaymentsDueResponse = z.infer<typeof ZPaymentsDueResponse>;
