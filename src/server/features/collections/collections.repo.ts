/**
 * The collections ledger's SQL: collections (changeovers with a collected_at) with property, client
 * and team names, filtered by period, invoice status (overdue decided by the caller's cutoff) and a
 * notes search, newest first by keyset; the tiles over the whole filtered set; and one collection with
 * its property's chosen services (product ids). Tenant scope is a parameter.
 */
import { and, desc, eq, gt, gte, ilike, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CollectionStatusFilter } from '@shared/domain/collections';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { changeovers, cleaningTeams, clients, properties } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';
import { timeKey, timeKeyValue, type TimeIdKey } from '../../lib/keyset-time';
import { totalsOf } from '../../lib/day-totals';
import { firstWholeHour, hourStart } from '../../lib/hour-totals';
import { rawRows } from '../../db/raw-rows';
import { visitOfChangeover } from '../../lib/visit-links';
import { firstWholeDay, londonMidnight, londonToday } from '@shared/domain/london-time';

export interface CollectionQuery {
  /** Collected at or after this instant; null for all time. */
  since: Date | null;
  status: CollectionStatusFilter;
  search?: string;
  /** Unpaid collections entered before this instant are overdue. */
  overdueBefore: Date;
}

/** When the record counts as entered (collection, else creation): the deadline runs from it. */
const enteredAt = sql`coalesce(${changeovers.collectedAt}, ${changeovers.createdAt})`;
/** Unpaid with something to pay: a £0 invoice is 'No charge', never unpaid or overdue (issue 19). */
const unpaid = and(eq(changeovers.invoiceStatus, 'unpaid'), gt(changeovers.amountPence, 0));

function conditions(scope: Scope, q: CollectionQuery): (SQL | undefined)[] {
  const search = q.search?.trim();
  // A listed collection has a collected_at, so it is its entry time: said outright, the index's range starts at the cutoff.
  const overdue = and(unpaid, lt(changeovers.collectedAt, q.overdueBefore));
  return [
    inScope(changeovers.clientId, scope),
    isNotNull(changeovers.collectedAt),
    q.since ? gte(changeovers.collectedAt, q.since) : undefined,
    search ? ilike(changeovers.notes, likePattern(search)) : undefined,
    q.status === 'paid' ? eq(changeovers.invoiceStatus, 'paid') : undefined,
    q.status === 'unpaid' ? unpaid : undefined,
    q.status === 'overdue' ? overdue : undefined,
  ];
}

/** What a row of the list shows. */
const listColumns = {
  id: changeovers.id,
  collectedAt: changeovers.collectedAt,
  collectedAtKey: timeKey(changeovers.collectedAt),
  createdAt: changeovers.createdAt,
  propertyId: changeovers.propertyId,
  propertyName: properties.name,
  propertyAddress: properties.address,
  clientId: changeovers.clientId,
  clientName: clients.name,
  cleaningTeamName: cleaningTeams.name,
  notes: changeovers.notes,
  amountPence: changeovers.amountPence,
  invoiceStatus: changeovers.invoiceStatus,
  paidAt: changeovers.paidAt,
  /** The courier visit whose Collect made it: its proof (decision 0191). */
  visitId: visitOfChangeover(changeovers.id),
};

/** One collection's page also reads its invoice's lines, what was paid and its property's services. */
const detailColumns = {
  ...listColumns,
  amountPaidPence: changeovers.amountPaidPence,
  /** The invoice's lines fixed at Collect (null on older invoices). */
  invoiceLines: changeovers.invoiceLines,
  /** The property's chosen services now (product ids). */
  services: properties.stripeProducts,
};

function joined<T extends PgSelect>(query: T) {
  return query
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .innerJoin(clients, eq(clients.id, changeovers.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, changeovers.cleaningTeamId));
}

export type CollectionRow = Awaited<ReturnType<typeof listCollections>>[number];

/**
 * Up to `limit` collections after `after` (newest first), read in the order of an index that serves the
 * filter: changeovers_window_idx (collected_at, id), or with a status changeovers_status_collected_idx,
 * or for one owner's client changeovers_client_window_idx. With only (collected_at) the database read
 * every collection sharing the newest instants before it could sort the page (issue 21, decision 0174).
 */
export async function listCollections(db: DbOrTx, scope: Scope, q: CollectionQuery, limit: number, after?: TimeIdKey) {
  const keyset = after ? sql`(${changeovers.collectedAt}, ${changeovers.id}) < (${timeKeyValue(after.timeKey)}, ${after.id}::uuid)` : undefined;
  return joined(db.select(listColumns).from(changeovers).$dynamic())
    .where(and(...conditions(scope, q), keyset))
    .orderBy(desc(changeovers.collectedAt), desc(changeovers.id))
    .limit(limit);
}

/** The tiles' figures. */
export interface CollectionSummary {
  count: number;
  totalPence: number;
  paidCount: number;
  paidPence: number;
  unpaidCount: number;
  unpaidPence: number;
  overdueCount: number;
  overduePence: number;
}

/**
 * The tiles over every collection the filters match. Without a search they add up the per-day totals
 * (collection_day_totals, decision 0173) of the whole London days of the period, the per-hour totals
 * (changeover_hour_totals, decision 0178) of its part day and of the cutoff's day, and the rows of the part
 * hours; a notes search reads the matching rows of the period.
 */
export async function summariseCollections(db: DbOrTx, scope: Scope, q: CollectionQuery): Promise<CollectionSummary> {
  if (q.search?.trim()) return summariseCollectionRows(db, scope, q);
  return tilesOfStatus(await collectionParts(db, scope, q), q.status);
}

/**
 * Every figure of the period (any status): the counts by status and the overdue among the unpaid.
 * The period [since, now) is its whole London days (collection_day_totals), the whole hours of its part day
 * (changeover_hour_totals, decision 0178: a London midnight is always on an hour) and the rows of the part
 * hour before those; the overdue [since, overdueBefore) takes the days before the cutoff's day, the hours of
 * the cutoff's day before the cutoff's hour and the rows of that part hour. At most two hours of rows.
 */
async function collectionParts(db: DbOrTx, scope: Scope, q: CollectionQuery): Promise<CollectionSummary> {
  const whole = q.since ? firstWholeDay(q.since) : null;
  const wholeHour = q.since ? firstWholeHour(q.since) : null;
  const cutoffDay = londonToday(q.overdueBefore);
  const cutoffMidnight = londonMidnight(cutoffDay);
  const cutoffHour = hourStart(q.overdueBefore);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  // Rows of the period's part hour [since, first whole hour): every figure; rows of the cutoff's part hour (within the period): overdue only.
  const partHour = q.since && wholeHour ? sql`(${changeovers.collectedAt} >= ${at(q.since)} and ${changeovers.collectedAt} < ${at(wholeHour)})` : sql`false`;
  const cutoffFrom = wholeHour && wholeHour > cutoffHour ? wholeHour : cutoffHour;
  const cutoffPart = sql`(${changeovers.collectedAt} >= ${at(cutoffFrom)} and ${changeovers.collectedAt} < ${at(q.overdueBefore)})`;
  // Hours of the part day [first whole hour, first whole day): every figure (overdue: before the cutoff's hour);
  // hours of the cutoff's day within the period [its midnight, the cutoff's hour): overdue only.
  const partDayHours = whole && wholeHour ? sql`(hour >= ${at(wholeHour)} and hour < ${at(whole.from)})` : sql`false`;
  const cutoffHoursFrom = whole && whole.from > cutoffMidnight ? whole.from : cutoffMidnight;
  const cutoffHours = sql`(hour >= ${at(cutoffHoursFrom)} and hour < ${at(cutoffHour)})`;
  const isPaid = sql`${changeovers.invoiceStatus} = 'paid'`;
  const isUnpaid = sql`${changeovers.invoiceStatus} = 'unpaid' and ${changeovers.amountPence} > 0`;
  const isOverdue = sql`${isUnpaid} and ${changeovers.collectedAt} < ${at(q.overdueBefore)}`;
  const [[days], [rows]] = await Promise.all([
    rawRows<Record<string, string | number | null>>(
      db,
      sql`select d.n + h.n as n, d.pence + h.pence as pence, d.paid_n + h.paid_n as paid_n, d.paid + h.paid as paid,
          d.unpaid_n + h.unpaid_n as unpaid_n, d.unpaid + h.unpaid as unpaid, d.overdue_n + h.overdue_n as overdue_n, d.overdue + h.overdue as overdue
        from (select coalesce(sum(collections), 0)::bigint as n, coalesce(sum(amount_pence), 0)::bigint as pence,
                coalesce(sum(paid_count), 0)::bigint as paid_n, coalesce(sum(paid_pence), 0)::bigint as paid,
                coalesce(sum(unpaid_count), 0)::bigint as unpaid_n, coalesce(sum(unpaid_pence), 0)::bigint as unpaid,
                coalesce(sum(unpaid_count) filter (where day < ${cutoffDay}::date), 0)::bigint as overdue_n,
                coalesce(sum(unpaid_pence) filter (where day < ${cutoffDay}::date), 0)::bigint as overdue
              from collection_day_totals where ${totalsOf(scope)} and ${whole ? sql`day >= ${whole.day}::date` : sql`true`}) d,
          (select coalesce(sum(changeovers) filter (where ${partDayHours}), 0)::bigint as n, coalesce(sum(amount_pence) filter (where ${partDayHours}), 0)::bigint as pence,
                coalesce(sum(paid_count) filter (where ${partDayHours}), 0)::bigint as paid_n, coalesce(sum(paid_pence) filter (where ${partDayHours}), 0)::bigint as paid,
                coalesce(sum(unpaid_count) filter (where ${partDayHours}), 0)::bigint as unpaid_n, coalesce(sum(unpaid_pence) filter (where ${partDayHours}), 0)::bigint as unpaid,
                coalesce(sum(unpaid_count) filter (where hour < ${at(cutoffHour)}), 0)::bigint as overdue_n,
                coalesce(sum(unpaid_pence) filter (where hour < ${at(cutoffHour)}), 0)::bigint as overdue
              from changeover_hour_totals where ${totalsOf(scope)} and (${partDayHours} or ${cutoffHours})) h`,
    ),
    rawRows<Record<string, string | number | null>>(
      db,
      sql`select count(*) filter (where ${partHour}) as n, coalesce(sum(${changeovers.amountPence}) filter (where ${partHour}), 0)::bigint as pence,
          count(*) filter (where ${partHour} and ${isPaid}) as paid_n, coalesce(sum(${changeovers.amountPence}) filter (where ${partHour} and ${isPaid}), 0)::bigint as paid,
          count(*) filter (where ${partHour} and ${isUnpaid}) as unpaid_n, coalesce(sum(${changeovers.amountPence}) filter (where ${partHour} and ${isUnpaid}), 0)::bigint as unpaid,
          count(*) filter (where ${isOverdue}) as overdue_n, coalesce(sum(${changeovers.amountPence}) filter (where ${isOverdue}), 0)::bigint as overdue
        from ${changeovers} where ${and(inScope(changeovers.clientId, scope), isNotNull(changeovers.collectedAt)) ?? sql`true`} and (${partHour} or ${cutoffPart})`,
    ),
  ]);
  const both = (k: string) => Number(days[k]) + Number(rows[k]);
  return {
    count: both('n'),
    totalPence: both('pence'),
    paidCount: both('paid_n'),
    paidPence: both('paid'),
    unpaidCount: both('unpaid_n'),
    unpaidPence: both('unpaid'),
    overdueCount: both('overdue_n'),
    overduePence: both('overdue'),
  };
}

/** The tiles when the list shows one status only: the figures of the other statuses are 0. */
function tilesOfStatus(all: CollectionSummary, status: CollectionStatusFilter): CollectionSummary {
  const none = { count: 0, pence: 0 };
  const of = (count: number, pence: number) => ({ count, pence });
  const [total, paid, unpaid, overdue] =
    status === 'paid'
      ? [of(all.paidCount, all.paidPence), of(all.paidCount, all.paidPence), none, none]
      : status === 'unpaid'
        ? [of(all.unpaidCount, all.unpaidPence), none, of(all.unpaidCount, all.unpaidPence), of(all.overdueCount, all.overduePence)]
        : status === 'overdue'
          ? [of(all.overdueCount, all.overduePence), none, of(all.overdueCount, all.overduePence), of(all.overdueCount, all.overduePence)]
          : [of(all.count, all.totalPence), of(all.paidCount, all.paidPence), of(all.unpaidCount, all.unpaidPence), of(all.overdueCount, all.overduePence)];
  return {
    count: total.count,
    totalPence: total.pence,
    paidCount: paid.count,
    paidPence: paid.pence,
    unpaidCount: unpaid.count,
    unpaidPence: unpaid.pence,
    overdueCount: overdue.count,
    overduePence: overdue.pence,
  };
}

/** The tiles from the matching rows themselves (a notes search, which no per-day total can answer; tests compare the two). */
export async function summariseCollectionRows(db: DbOrTx, scope: Scope, q: CollectionQuery): Promise<CollectionSummary> {
  const isPaid = sql`${changeovers.invoiceStatus} = 'paid'`;
  const isUnpaid = sql`${changeovers.invoiceStatus} = 'unpaid' and ${changeovers.amountPence} > 0`;
  const isOverdue = sql`${isUnpaid} and ${enteredAt} < ${q.overdueBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalPence: sql<number>`coalesce(sum(${changeovers.amountPence}), 0)::bigint`.mapWith(Number),
      paidCount: sql<number>`(count(*) filter (where ${isPaid}))::int`,
      paidPence: sql<number>`coalesce(sum(${changeovers.amountPence}) filter (where ${isPaid}), 0)::bigint`.mapWith(Number),
      unpaidCount: sql<number>`(count(*) filter (where ${isUnpaid}))::int`,
      unpaidPence: sql<number>`coalesce(sum(${changeovers.amountPence}) filter (where ${isUnpaid}), 0)::bigint`.mapWith(Number),
      overdueCount: sql<number>`(count(*) filter (where ${isOverdue}))::int`,
      overduePence: sql<number>`coalesce(sum(${changeovers.amountPence}) filter (where ${isOverdue}), 0)::bigint`.mapWith(Number),
    })
    .from(changeovers)
    .where(and(...conditions(scope, q)));
  return row;
}

/** One collection in scope (any collected state), or undefined. */
export async function findCollection(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await joined(db.select(detailColumns).from(changeovers).$dynamic()).where(
    and(eq(changeovers.id, id), inScope(changeovers.clientId, scope)),
  );
  return row;
}

// ── Settled from a deposit (issue 18 point 5) ────────────────────────────────────────────────────
/** A property's unpaid collection invoices with what is still owed on each; `lock` for the refund's transaction. */
export async function unpaidInvoicesOfProperty(tx: DbOrTx, propertyId: string, options: { lock: boolean }) {
  const query = tx
    .select({
      id: changeovers.id,
      collectedAt: changeovers.collectedAt,
      amountPence: changeovers.amountPence,
      amountPaidPence: changeovers.amountPaidPence,
    })
    .from(changeovers)
    .where(and(eq(changeovers.propertyId, propertyId), eq(changeovers.invoiceStatus, 'unpaid'), isNotNull(changeovers.collectedAt)))
    .orderBy(changeovers.collectedAt, changeovers.id);
  return options.lock ? query.for('update') : query;
}

/** unpaid -> paid for its whole amount, settled from the deposit; false when it was not unpaid. */
export async function settleInvoiceFromDeposit(tx: DbOrTx, changeoverId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(changeovers)
    .set({ invoiceStatus: 'paid', paidAt: now, amountPaidPence: sql`${changeovers.amountPence}` })
    .where(and(eq(changeovers.id, changeoverId), eq(changeovers.invoiceStatus, 'unpaid')))
    .returning({ id: changeovers.id });
  return rows.length > 0;
}

// ── Paid through a checkout (the 'collection' purpose) ───────────────────────────────────────────
/** A collection in scope with its property's name, for its checkout. */
export async function findChangeoverForPayment(db: DbOrTx, changeoverId: string, scope: Scope) {
  const [row] = await db
    .select({
      id: changeovers.id,
      propertyId: changeovers.propertyId,
      clientId: changeovers.clientId,
      invoiceStatus: changeovers.invoiceStatus,
      amountPence: changeovers.amountPence,
      amountPaidPence: changeovers.amountPaidPence,
      collectedAt: changeovers.collectedAt,
      createdAt: changeovers.createdAt,
      propertyName: properties.name,
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .where(and(eq(changeovers.id, changeoverId), inScope(changeovers.clientId, scope)));
  return row;
}

/** The invoice of a collection, locked for the webhook's transaction; undefined when it is gone. */
export async function lockChangeoverInvoice(tx: DbOrTx, changeoverId: string) {
  const [row] = await tx
    .select({
      status: changeovers.invoiceStatus,
      amountPence: changeovers.amountPence,
      amountPaidPence: changeovers.amountPaidPence,
      invoiceLines: changeovers.invoiceLines,
    })
    .from(changeovers)
    .where(eq(changeovers.id, changeoverId))
    .for('update');
  return row;
}

/**
 * Records a payment on an unpaid invoice: adds it to the amount paid, and when `paid` marks the invoice
 * paid with the (never lowered) invoice amount. False when the invoice was already paid.
 */
export async function recordChangeoverPayment(
  tx: DbOrTx,
  changeoverId: string,
  values: { paidPence: number; paid: boolean; invoicePence: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(changeovers)
    .set({
      amountPaidPence: sql`${changeovers.amountPaidPence} + ${values.paidPence}`,
      ...(values.paid ? { invoiceStatus: 'paid' as const, paidAt: now, amountPence: values.invoicePence } : {}),
    })
    .where(and(eq(changeovers.id, changeoverId), eq(changeovers.invoiceStatus, 'unpaid')))
    .returning({ id: changeovers.id });
  return rows.length > 0;
}
