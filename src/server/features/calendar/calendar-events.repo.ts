/** Calendar events with their request and property (issue 9): the only file reading or writing calendar_events outside the request insert. */
import { and, asc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarEvents, linenRequests, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

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

/** Events dated from..to (inclusive) that the viewer may see, by date then when they were added. */
export async function listEvents(db: DbOrTx, who: Visibility, from: string, to: string): Promise<EventWithRequest[]> {
  return db
    .select(withRequest)
    .from(calendarEvents)
    .leftJoin(linenRequests, eq(linenRequests.id, calendarEvents.linenRequestId))
    .leftJoin(properties, eq(properties.id, linenRequests.propertyId))
    .where(and(gte(calendarEvents.date, from), lte(calendarEvents.date, to), visibleTo(who)))
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.createdAt), asc(calendarEvents.id));
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
