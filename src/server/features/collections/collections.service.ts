/**
 * The collections ledger (docs/product.md §2.2, §2.4, §2.9; issue 10 items 1, 2, 7): the list with its tiles,
 * the streamed CSV, one collection with its property's services, and the owner's payments due.
 * Owners see only their own clients' collections; overdue is decided with the server's clock.
 */
import {
  COLLECTION_MESSAGES,
  COLLECTION_STATE_LABELS,
  collectionEnteredAt,
  collectionInvoiceState,
  collectionPeriodStart,
  overdueEnteredBefore,
  invoiceLinesOf,
  owedOnInvoice,
} from '@shared/domain/collections';
import { canPayCollections, canSeePaymentsDue } from '@shared/domain/abilities';
import { csvDate, csvFilename, csvMoney, csvText } from '@shared/domain/csv';
import { readableNotes } from '@shared/domain/linen';
import { londonToday } from '@shared/domain/london-time';
import { isPaymentOverdue, paymentDeadline } from '@shared/domain/payment-deadline';
import type {
  TCollectionDetail,
  TCollectionFilters,
  TCollectionRow,
  TCollectionsResponse,
  TListCollectionsArgs,
  TPaymentDue,
  TPaymentsDueResponse,
} from '@shared/schemas/collections';
import { csvResponse, keysetBatches } from '../../lib/csv-response';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { pageCursor } from '../../lib/page-cursor';
import { listActiveProducts } from '../payments';
import * as repo from './collections.repo';
import * as due from './payments-due.repo';
import { pendingChargesOf } from '../charges';
import { isUuid } from '@shared/schemas/ids';

/** The list's page cursor: the last row's (time, id). */
const CURSOR = pageCursor({ timeKey: 'time', id: 'uuid' });

type Deps = Pick<AppDeps, 'db' | 'now'>;

function queryOf(filters: TCollectionFilters, now: Date): repo.CollectionQuery {
  return {
    since: collectionPeriodStart(filters.period, now),
    status: filters.status,
    search: filters.search || undefined,
    overdueBefore: overdueEnteredBefore(now),
  };
}

function toRow(r: repo.CollectionRow, now: Date): TCollectionRow {
  const enteredAt = collectionEnteredAt(r);
  const state = collectionInvoiceState({ paid: r.invoiceStatus === 'paid', enteredAt, amountPence: r.amountPence }, now);
  return {
    id: r.id,
    collectedAt: enteredAt.toISOString(),
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    propertyAddress: r.propertyAddress,
    clientName: r.clientName,
    cleaningTeamName: r.cleaningTeamName,
    notes: readableNotes(r.notes),
    amountPence: r.amountPence,
    invoiceStatus: r.invoiceStatus,
    paidAt: r.paidAt?.toISOString() ?? null,
    deadline: paymentDeadline(enteredAt).toISOString(),
    overdue: state === 'overdue',
    state,
    visitId: r.visitId,
  };
}

export async function listCollections(deps: Deps, caller: Caller, input: TListCollectionsArgs): Promise<TCollectionsResponse> {
  const now = deps.now();
  const after = CURSOR.decode(input.cursor);
  const scope = await scopeOf(deps.db, caller);
  const q = queryOf(input, now);
  const [rows, s] = await Promise.all([
    repo.listCollections(deps.db, scope, q, input.limit + 1, after),
    repo.summariseCollections(deps.db, scope, q),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    collections: page.map((r) => toRow(r, now)),
    summary: {
      count: s.count,
      totalPence: s.totalPence,
      paidCount: s.paidCount,
      paidPence: s.paidPence,
      unpaidCount: s.unpaidCount,
      unpaidPence: s.unpaidPence,
      overdueCount: s.overdueCount,
      overduePence: s.overduePence,
    },
    nextCursor: rows.length > input.limit && last?.collectedAtKey ? CURSOR.encode({ timeKey: last.collectedAtKey, id: last.id }) : null,
  };
}

/** Spec §9's columns, with Property and Client after the date. */
export const COLLECTIONS_CSV_HEADER = ['Collection Date', 'Property', 'Client', 'Amount', 'Invoice Status', 'Paid Date', 'Notes'] as const;

/** The CSV of every collection the filters match, streamed a batch at a time. */
export async function exportCollections(deps: Deps, caller: Caller, filters: TCollectionFilters): Promise<Response> {
  const now = deps.now();
  const scope = await scopeOf(deps.db, caller);
  const q = queryOf(filters, now);
  const fetchPage = (after: repo.CollectionRow | undefined, size: number) =>
    repo.listCollections(deps.db, scope, q, size, after?.collectedAtKey ? { timeKey: after.collectedAtKey, id: after.id } : undefined);
  const toCsv = (r: repo.CollectionRow) => {
    const row = toRow(r, now);
    return [
      csvDate(row.collectedAt),
      csvText(row.propertyName),
      csvText(row.clientName),
      csvMoney(row.amountPence),
      COLLECTION_STATE_LABELS[row.state],
      csvDate(r.paidAt),
      csvText(row.notes),
    ];
  };
  return csvResponse({
    filename: csvFilename('collections', londonToday(now)),
    header: COLLECTIONS_CSV_HEADER,
    batches: keysetBatches(fetchPage, toCsv),
  });
}

/** One collection with its invoice's lines, what is owed, and its property's services now: 404 'Collection data not found' when missing or another owner's. */
export async function getCollection(deps: Deps, caller: Caller, id: string): Promise<TCollectionDetail> {
  if (!isUuid(id)) throw notFound(COLLECTION_MESSAGES.dataNotFound);
  const row = await repo.findCollection(deps.db, await scopeOf(deps.db, caller), id);
  if (!row) throw notFound(COLLECTION_MESSAGES.dataNotFound);
  // The catalogue is small: its active products, kept in its order, narrowed to the property's choice.
  const chosen = new Set(row.services);
  const services = (await listActiveProducts(deps.db))
    .filter((p) => chosen.has(p.id))
    .map(({ id, name, description, pricePence, priceId, mode }) => ({ id, name, description, pricePence, priceId, mode }));
  return {
    collection: { ...toRow(row, deps.now()), clientId: row.clientId, amountPaidPence: row.amountPaidPence },
    lines: invoiceLinesOf(row),
    owedPence: owedOnInvoice({ amountPence: row.amountPence, amountPaidPence: row.amountPaidPence, paid: row.invoiceStatus === 'paid' }),
    services,
  };
}

/** The owner's payments due, soonest deadline first. Only property owners have payments due. */
export async function listPaymentsDue(deps: Deps, caller: Caller): Promise<TPaymentsDueResponse> {
  if (!canSeePaymentsDue(subjectOf(caller))) throw forbidden();
  const now = deps.now();
  const scope = await scopeOf(deps.db, caller);
  const [collections, charges, pending] = await Promise.all([
    canPayCollections(subjectOf(caller)) ? due.unpaidCollections(deps.db, scope) : [],
    due.requestedCharges(deps.db, scope),
    pendingChargesOf(deps.db, scope),
  ]);
  const photos = await due.photoIdsOf(
    deps.db,
    charges.map((c) => c.id),
  );
  const item = (
    kind: TPaymentDue['kind'],
    enteredAt: Date,
    rest: Omit<TPaymentDue, 'kind' | 'enteredAt' | 'deadline' | 'overdue' | 'chargeKind' | 'reason'> &
      Partial<Pick<TPaymentDue, 'chargeKind' | 'reason'>>,
  ): TPaymentDue => ({
    kind,
    chargeKind: null,
    reason: null,
    enteredAt: enteredAt.toISOString(),
    deadline: paymentDeadline(enteredAt).toISOString(),
    overdue: isPaymentOverdue({ enteredAt, paid: false }, now),
    ...rest,
  });
  const items = [
    ...collections.map((c) =>
      item('collection', collectionEnteredAt(c), {
        id: c.id,
        propertyName: c.propertyName,
        itemName: null,
        quantity: 1,
        amountPence: c.owedPence,
        photoIds: [],
      }),
    ),
    ...charges.map((c) =>
      item('damage', c.createdAt, {
        id: c.id,
        propertyName: c.propertyName,
        itemName: c.itemName,
        quantity: c.quantity,
        amountPence: c.amountPence,
        photoIds: photos.filter((p) => p.activityId === c.id).map((p) => p.id),
      }),
    ),
    // Late changeover charges and late payment fees (issue 18), due 10 days after they were made.
    ...pending.map((c) =>
      item('charge', new Date(c.createdAt), {
        id: c.id,
        propertyName: c.propertyName,
        itemName: null,
        quantity: 1,
        amountPence: c.amountPence,
        photoIds: [],
        chargeKind: c.kind,
        reason: c.reason,
      }),
    ),
  ];
  items.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id.localeCompare(b.id));
  return { items };
}
