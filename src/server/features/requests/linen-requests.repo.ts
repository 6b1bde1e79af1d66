/** Linen requests and their calendar events: the only file that writes them, and their reads (issue 9). */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { calendarEvents, clients, linenRequests, properties } from '../../db/schema';
import { totalsOf } from '../../lib/day-totals';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { inScope, type Scope } from '../../lib/scope';
import { requestEventTitle, serviceInstant, type LinenRequestSource, type LinenRequestStatus } from '@shared/domain/linen-requests';
import { DEFAULT_EVENT_COLOR } from '@shared/domain/calendar';

export interface NewLinenRequest {
  propertyId: string;
  propertyName: string;
  clientId: string | null;
  requestedBy: string | null;
  /** 'YYYY-MM-DD' */
  requestedDate: string;
  notes: string | null;
  source: LinenRequestSource;
  bookingUid?: string | null;
  status: LinenRequestStatus;
  declineReason?: string | null;
  now: Date;
}

/**
 * Stores a request and its calendar event (the spec's linen-{requestId}) in the caller's transaction.
 * A booking's request that already exists (same property and booking UID) is left alone: returns null.
 */
export async function insertRequestWithEvent(tx: DbOrTx, input: NewLinenRequest) {
  const [request] = await tx
    .insert(linenRequests)
    .values({
      propertyId: input.propertyId,
      clientId: input.clientId,
      requestedBy: input.requestedBy,
      requestedDate: input.requestedDate,
      requestedFor: serviceInstant(input.requestedDate),
      notes: input.notes,
      status: input.status,
      source: input.source,
      bookingUid: input.bookingUid ?? null,
      acceptedAt: input.status === 'accepted' ? input.now : null,
      declinedAt: input.status === 'declined' ? input.now : null,
      declineReason: input.status === 'declined' ? (input.declineReason ?? null) : null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!request) return null;
  await tx.insert(calendarEvents).values({
    title: requestEventTitle(input.propertyName, input.status),
    date: input.requestedDate,
    description: input.notes,
    color: DEFAULT_EVENT_COLOR,
    linenRequestId: request.id,
    clientId: input.clientId,
    createdBy: input.requestedBy,
    createdAt: input.now,
  });
  return request;
}

const requestColumns = {
  id: linenRequests.id,
  propertyId: linenRequests.propertyId,
  propertyName: properties.name,
  clientId: linenRequests.clientId,
  clientName: clients.name,
  requestedDate: linenRequests.requestedDate,
  requestedFor: linenRequests.requestedFor,
  notes: linenRequests.notes,
  status: linenRequests.status,
  source: linenRequests.source,
  acceptedAt: linenRequests.acceptedAt,
  declinedAt: linenRequests.declinedAt,
  declineReason: linenRequests.declineReason,
  createdAt: linenRequests.createdAt,
  bookingGoneAt: linenRequests.bookingGoneAt,
  bookingUid: linenRequests.bookingUid,
};

export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

export interface RequestFilters {
  status?: LinenRequestStatus;
  /** 'YYYY-MM-DD', inclusive */
  from?: string;
  to?: string;
}

function selectRequests(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(linenRequests)
    .innerJoin(properties, eq(properties.id, linenRequests.propertyId))
    .leftJoin(clients, eq(clients.id, linenRequests.clientId));
}

/** The most requests the dashboard's list answers. */
export const REQUEST_LIST_LIMIT = 500;

/** Requests in scope, by requested date then creation, whole records, at most REQUEST_LIST_LIMIT (the owner dashboard's pending list). */
export async function listRequests(db: DbOrTx, scope: Scope, filters: RequestFilters) {
  return selectRequests(db)
    .where(and(...filterConditions(scope, filters)))
    .orderBy(asc(linenRequests.requestedDate), asc(linenRequests.createdAt), asc(linenRequests.id))
    .limit(REQUEST_LIST_LIMIT);
}

function filterConditions(scope: Scope, filters: RequestFilters): (SQL | undefined)[] {
  return [
    inScope(linenRequests.clientId, scope),
    filters.status ? eq(linenRequests.status, filters.status) : undefined,
    filters.from ? gte(linenRequests.requestedDate, filters.from) : undefined,
    filters.to ? lte(linenRequests.requestedDate, filters.to) : undefined,
  ];
}

/** A page's position: the last row's requested date, created_at (timeKey text, to the microsecond) and id. */
export interface RequestKey {
  requestedDate: string;
  createdAtKey: string;
  id: string;
}

/**
 * One page of the /requests lists (decision 0175): up to `limit` requests after `after`, by requested
 * date, creation and id, with only the fields the lists show. linen_requests_status_day_idx serves a
 * status's page (the filter and the order) without reading the requests of other days.
 */
export async function listRequestPage(db: DbOrTx, scope: Scope, filters: RequestFilters, limit: number, after?: RequestKey) {
  const keyset = after
    ? sql`(${linenRequests.requestedDate}, ${linenRequests.createdAt}, ${linenRequests.id}) > (${after.requestedDate}::date, ${timeKeyValue(after.createdAtKey)}, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: linenRequests.id,
      propertyName: properties.name,
      clientName: clients.name,
      requestedDate: linenRequests.requestedDate,
      createdAtKey: timeKey(linenRequests.createdAt),
      notes: linenRequests.notes,
      status: linenRequests.status,
      source: linenRequests.source,
      bookingGoneAt: linenRequests.bookingGoneAt,
    })
    .from(linenRequests)
    .innerJoin(properties, eq(properties.id, linenRequests.propertyId))
    .leftJoin(clients, eq(clients.id, linenRequests.clientId))
    .where(and(...filterConditions(scope, filters), keyset))
    .orderBy(asc(linenRequests.requestedDate), asc(linenRequests.createdAt), asc(linenRequests.id))
    .limit(limit);
}

/**
 * How many requests are pending and accepted on or after `today` ('YYYY-MM-DD'): the sum of the kept
 * per-day counts (linen_request_day_totals, decision 0178) of today and later, one row per service date
 * requests are booked for (the every-client row for staff, each own client's for an owner), never the
 * requests themselves. Tests compare it with countOpenRequestRows.
 */
export async function countOpenRequests(db: DbOrTx, scope: Scope, today: string): Promise<{ pending: number; accepted: number }> {
  const [row] = await rawRows<{ pending: string | number; accepted: string | number }>(
    db,
    sql`select coalesce(sum(pending), 0)::bigint as pending, coalesce(sum(accepted), 0)::bigint as accepted
      from linen_request_day_totals where ${totalsOf(scope)} and day >= ${today}::date`,
  );
  return { pending: Number(row.pending), accepted: Number(row.accepted) };
}

/** The same counts from the requests themselves (one grouped count; tests compare the two). */
export async function countOpenRequestRows(db: DbOrTx, scope: Scope, today: string): Promise<{ pending: number; accepted: number }> {
  const rows = await db
    .select({ status: linenRequests.status, count: sql<number>`count(*)::int` })
    .from(linenRequests)
    .where(and(inScope(linenRequests.clientId, scope), inArray(linenRequests.status, ['pending', 'accepted']), gte(linenRequests.requestedDate, today)))
    .groupBy(linenRequests.status);
  const of = (status: LinenRequestStatus) => rows.find((r) => r.status === status)?.count ?? 0;
  return { pending: of('pending'), accepted: of('accepted') };
}

/** One request in scope, or null. */
export async function findRequest(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await selectRequests(db).where(and(eq(linenRequests.id, id), inScope(linenRequests.clientId, scope)));
  return row ?? null;
}

/** The property a request is for, in scope: its name, client and whether it is archived. */
export async function findPropertyForRequest(db: DbOrTx, scope: Scope, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, clientId: properties.clientId, archived: properties.archived })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.clientId, scope)));
  return row ?? null;
}

export interface RequestDecisionChanges {
  status: 'accepted' | 'declined';
  /** The date the decision was made for: a booking sync that moved it meanwhile makes the update miss. */
  requestedDate: string;
  decidedBy: string;
  declineReason: string | null;
  now: Date;
}

/**
 * The one conditional update of a decision: changes the request only while it is still pending.
 * Returns the request's id, or null when someone else decided it first.
 */
export async function decidePendingRequest(tx: DbOrTx, id: string, change: RequestDecisionChanges) {
  const [row] = await tx
    .update(linenRequests)
    .set({
      status: change.status,
      decidedBy: change.decidedBy,
      acceptedAt: change.status === 'accepted' ? change.now : null,
      declinedAt: change.status === 'declined' ? change.now : null,
      declineReason: change.status === 'declined' ? change.declineReason : null,
    })
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'pending'), eq(linenRequests.requestedDate, change.requestedDate)))
    .returning({ id: linenRequests.id });
  return row ?? null;
}

/** Retitles a request's calendar event after its decision. */
export async function retitleRequestEvent(tx: DbOrTx, requestId: string, propertyName: string, status: LinenRequestStatus): Promise<void> {
  await tx
    .update(calendarEvents)
    .set({ title: requestEventTitle(propertyName, status) })
    .where(eq(calendarEvents.linenRequestId, requestId));
}

/**
 * A correlated subquery for a select list: the property's next accepted request's date on or after
 * `today` ('YYYY-MM-DD'), or null. Keeps the board one query (linen_requests_property_idx serves it).
 */
export function nextAcceptedRequestDate(propertyId: PgColumn, today: string): SQL.Aliased<string | null> {
  return sql<
    string | null
  >`(select min(${linenRequests.requestedDate})::text from ${linenRequests} where ${linenRequests.propertyId} = ${propertyId} and ${linenRequests.status} = 'accepted' and ${linenRequests.requestedDate} >= ${today})`.as(
    'service_requested_for',
  );
}

/**
 * A property moved to another client takes its requests and their calendar events along, so the new
 * owner sees them and the previous one no longer does (scopes read these rows' client_id).
 */
export async function reassignRequestsClient(tx: DbOrTx, propertyId: string, clientId: string): Promise<void> {
  await tx.update(linenRequests).set({ clientId }).where(eq(linenRequests.propertyId, propertyId));
  await tx
    .update(calendarEvents)
    .set({ clientId })
    .where(sql`${calendarEvents.linenRequestId} in (select ${linenRequests.id} from ${linenRequests} where ${linenRequests.propertyId} = ${propertyId})`);
}

/** The most flagged requests one list answers. */
export const BOOKING_GONE_LIST_LIMIT = 100;

/**
 * Accepted requests in scope whose booking left the calendar (issue 24), by date: the partial index
 * linen_requests_booking_gone_idx holds only these rows.
 */
export async function listBookingGone(db: DbOrTx, scope: Scope) {
  return selectRequests(db)
    .where(and(isNotNull(linenRequests.bookingGoneAt), eq(linenRequests.status, 'accepted'), inScope(linenRequests.clientId, scope)))
    .orderBy(asc(linenRequests.requestedDate), asc(linenRequests.id))
    .limit(BOOKING_GONE_LIST_LIMIT);
}

/**
 * Keeps a flagged request: clears its flag and marks it kept, so later reads of the feed, where the
 * booking is still missing, never flag it again (a person now stands behind it); it keeps its booking's
 * UID, so the booking coming back makes no second request. Only while it is still accepted and flagged;
 * null when someone else decided first.
 */
export async function keepFlaggedRequest(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .update(linenRequests)
    .set({ bookingGoneAt: null, bookingKeptAt: now })
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'accepted'), isNotNull(linenRequests.bookingGoneAt)))
    .returning({ id: linenRequests.id });
  return row ?? null;
}

/** Cancels a flagged request: declined with the reason, as a decline is stored; null when someone else decided first. */
export async function cancelFlaggedRequest(tx: DbOrTx, id: string, change: { decidedBy: string; reason: string; now: Date }) {
  const [row] = await tx
    .update(linenRequests)
    .set({ status: 'declined', acceptedAt: null, declinedAt: change.now, declineReason: change.reason, decidedBy: change.decidedBy, bookingGoneAt: null })
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'accepted'), isNotNull(linenRequests.bookingGoneAt)))
    .returning({ id: linenRequests.id });
  return row ?? null;
}
