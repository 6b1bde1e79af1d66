/** Calendar events with their request and property (issue 9): the only file reading or writing calendar_events outside the request insert. */
import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarEvents, linenRequests, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

export interface EventWithRequest {
  event: CalendarEventRow;
  requestStatus: (typeof linenRequests.$inferSelect)['status'] | null;
  declineReason: string | null;
  propertyName: string | null;
}

/** Who is looking: their scope, their id, and whether they may see linen requests at all. */
export interface Visibility {
  scope: Scope;
  userId: string;
  seesRequests: boolean;
}

/**
 * What a viewer may see: everything (staff), or the events they added plus their clients' events;
 * never a request's event for someone who may not see requests.
 */
function visibleTo({ scope, userId, seesRequests }: Visibility): SQL | undefined {
  const requests = seesRequests ? undefined : isNull(calendarEvents.linenRequestId);
  if (scope.all) return requests;
  return and(or(eq(calendarEvents.createdBy, userId), inScope(calendarEvents.clientId, scope)), requests);
}

const withRequest = {
  event: calendarEvents,
  requestStatus: linenRequests.status,
  declineReason: linenRequests.declineReason,
  propertyName: properties.name,
};

/** Events dated from..to (inclusive) that the viewer may see, by date then when they were added (the private feed reads them all). */
export async function listEvents(db: DbOrTx, who: Visibility, from: string, to: string): Promise<EventWithRequest[]> {
  return db
    .select(withRequest)
    .from(calendarEvents)
    .leftJoin(linenRequests, eq(linenRequests.id, calendarEvents.linenRequestId))
    .leftJoin(properties, eq(properties.id, linenRequests.propertyId))
    .where(and(gte(calendarEvents.date, from), lte(calendarEvents.date, to), visibleTo(who)))
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.createdAt), asc(calendarEvents.id));
}

/** Where a page of events ends: its last event's date, when it was added (`timeKey` text) and id. */
export interface EventPageKey {
  date: string;
  createdAt: string;
  id: string;
}

/** Up to `limit` events of from..to after `after`, in the same order, by a keyset on calendar_events_page_idx (issue 21). */
export async function listEventPage(db: DbOrTx, who: Visibility, from: string, to: string, limit: number, after?: EventPageKey) {
  const keyset = after
    ? sql`(${calendarEvents.date}, ${calendarEvents.createdAt}, ${calendarEvents.id}) > (${after.date}::date, ${timeKeyValue(after.createdAt)}, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...withRequest, createdAtKey: timeKey(calendarEvents.createdAt) })
    .from(calendarEvents)
    .leftJoin(linenRequests, eq(linenRequests.id, calendarEvents.linenRequestId))
    .leftJoin(properties, eq(properties.id, linenRequests.propertyId))
    .where(and(gte(calendarEvents.date, from), lte(calendarEvents.date, to), visibleTo(who), keyset))
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.createdAt), asc(calendarEvents.id))
    .limit(limit);
}

export interface DaySummaryRow {
  day: string;
  n: number;
  declined: boolean;
  pending: boolean;
  accepted: boolean;
  chips: { id: string; title: string; color: string; linenRequestId: string | null; status: EventWithRequest['requestStatus']; propertyName: string | null }[];
}

/**
 * The month grid (issue 21): per day of from..to with events, how many the viewer may see (counted up
 * to `cap` + 1), which request statuses are among them, and the first `chips` events with what a chip
 * shows. Each day reads at most `cap` + 1 index entries, so a busy history costs no more.
 */
export async function summariseDays(db: DbOrTx, who: Visibility, from: string, days: number, cap: number, chips: number): Promise<DaySummaryRow[]> {
  const visible = visibleTo(who) ?? sql`true`;
  const result = (await db.execute(sql`
    select d.day::text as day, s.n, s.declined, s.pending, s.accepted, c.chips
    from (select ${from}::date + i as day from generate_series(0, ${days - 1}::int) as i) d
    cross join lateral (
      select count(*)::int as n,
        coalesce(bool_or(lr.status = 'declined'), false) as declined,
        coalesce(bool_or(lr.status = 'pending'), false) as pending,
        coalesce(bool_or(lr.status = 'accepted'), false) as accepted
      from (
        select ${calendarEvents.linenRequestId} as request_id from ${calendarEvents}
        where ${calendarEvents.date} = d.day and ${visible}
        order by ${calendarEvents.createdAt}, ${calendarEvents.id} limit ${cap + 1}
      ) x left join ${linenRequests} lr on lr.id = x.request_id
    ) s
    cross join lateral (
      select coalesce(json_agg(json_build_object(
          'id', y.id, 'title', y.title, 'color', y.color, 'linenRequestId', y.request_id, 'status', y.status, 'propertyName', y.property_name
        ) order by y.created_at, y.id), '[]'::json) as chips
      from (
        select ${calendarEvents.id} as id, ${calendarEvents.title} as title, ${calendarEvents.color} as color,
          ${calendarEvents.linenRequestId} as request_id, ${calendarEvents.createdAt} as created_at, lr.status, p.name as property_name
        from ${calendarEvents}
        left join ${linenRequests} lr on lr.id = ${calendarEvents.linenRequestId}
        left join ${properties} p on p.id = lr.property_id
        where ${calendarEvents.date} = d.day and ${visible}
        order by ${calendarEvents.createdAt}, ${calendarEvents.id} limit ${chips}
      ) y
    ) c
    where s.n > 0
    order by d.day`)) as unknown as { rows: DaySummaryRow[] };
  return result.rows;
}

/** One event the viewer may see (by its uuid), or undefined. */
export async function findVisibleEvent(db: DbOrTx, who: Visibility, id: string): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), visibleTo(who)));
  return row;
}

/** One event's row with its request and property, for answering after an insert. */
export async function findEventWithRequest(db: DbOrTx, id: string): Promise<EventWithRequest | undefined> {
  const [row] = await db
    .select(withRequest)
    .from(calendarEvents)
    .leftJoin(linenRequests, eq(linenRequests.id, calendarEvents.linenRequestId))
    .leftJoin(properties, eq(properties.id, linenRequests.propertyId))
    .where(eq(calendarEvents.id, id));
  return row;
}

export async function insertEvent(
  db: DbOrTx,
  input: { title: string; date: string; description: string | null; color: string; clientId: string | null; createdBy: string; now: Date },
): Promise<CalendarEventRow> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...input, createdAt: input.now, linenRequestId: null })
    .returning();
  return row;
}

/** Deletes an ordinary event (never a request's); true when one went. */
export async function deleteOrdinaryEvent(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.linenRequestId)))
    .returning({ id: calendarEvents.id });
  return gone.length > 0;
}

/** A request's event (by the request's id) that the viewer may see, or undefined. */
export async function findVisibleRequestEvent(db: DbOrTx, who: Visibility, requestId: string): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.linenRequestId, requestId), visibleTo(who)));
  return row;
}
