/** Booking calendars and the booking requests a sync changes: the only file of this feature touching Drizzle. */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingCalendars, bookings, calendarEvents, clients, linenRequests, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { serviceInstant } from '@shared/domain/linen-requests';
import type { FeedBooking, StoredBookingRequest } from '@shared/domain/booking-import';

export type BookingCalendarRow = typeof bookingCalendars.$inferSelect;

export async function findCalendar(db: DbOrTx, propertyId: string): Promise<BookingCalendarRow | undefined> {
  const [row] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId));
  return row;
}

/** Locks the calendar row for the rest of the transaction, so two syncs of one property run one after the other. */
export async function lockCalendar(tx: DbOrTx, propertyId: string): Promise<BookingCalendarRow | undefined> {
  const [row] = await tx.select().from(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId)).for('update');
  return row;
}

export async function saveCalendar(tx: DbOrTx, propertyId: string, url: string, userId: string, now: Date): Promise<void> {
  await tx
    .insert(bookingCalendars)
    .values({ propertyId, url, createdBy: userId, createdAt: now, updatedAt: now, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: bookingCalendars.propertyId,
      set: { url, updatedAt: now, lastAttemptAt: now, lastError: null, lastSyncedAt: null, staleAlertedAt: null },
    });
}

export async function deleteCalendar(db: DbOrTx, propertyId: string): Promise<boolean> {
  const rows = await db.delete(bookingCalendars).where(eq(bookingCalendars.propertyId, propertyId)).returning({ id: bookingCalendars.propertyId });
  return rows.length > 0;
}

/** Marks an attempt (a manual sync), whatever the last one was. */
export async function markAttempt(db: DbOrTx, propertyId: string, now: Date): Promise<void> {
  await db.update(bookingCalendars).set({ lastAttemptAt: now }).where(eq(bookingCalendars.propertyId, propertyId));
}

/**
 * Claims up to `limit` calendars of non-archived properties not attempted since `cutoff`: a conditional
 * UPDATE of last_attempt_at, so of two instances only one gets each calendar.
 */
export async function claimDueCalendars(db: DbOrTx, cutoff: Date, now: Date, limit = 50): Promise<BookingCalendarRow[]> {
  const due = or(isNull(bookingCalendars.lastAttemptAt), lt(bookingCalendars.lastAttemptAt, cutoff));
  const candidates = db
    .select({ id: bookingCalendars.propertyId })
    .from(bookingCalendars)
    .innerJoin(properties, eq(properties.id, bookingCalendars.propertyId))
    .where(and(due, eq(properties.archived, false)))
    .limit(limit);
  return db
    .update(bookingCalendars)
    .set({ lastAttemptAt: now })
    .where(and(inArray(bookingCalendars.propertyId, candidates), due))
    .returning();
}

/** A good read (error null) also ends a stale spell: a later one alerts the provider again. */
export async function recordSyncResult(db: DbOrTx, propertyId: string, error: string | null, now: Date): Promise<void> {
  await db
    .update(bookingCalendars)
    .set(error === null ? { lastSyncedAt: now, lastError: null, staleAlertedAt: null } : { lastError: error })
    .where(eq(bookingCalendars.propertyId, propertyId));
}

/** The property's requests that came from its booking calendar. */
export async function bookingRequestsOf(db: DbOrTx, propertyId: string): Promise<StoredBookingRequest[]> {
  const rows = await db
    .select({
      id: linenRequests.id,
      bookingUid: linenRequests.bookingUid,
      status: linenRequests.status,
      requestedDate: linenRequests.requestedDate,
      bookingGoneAt: linenRequests.bookingGoneAt,
      bookingKeptAt: linenRequests.bookingKeptAt,
    })
    .from(linenRequests)
    .where(and(eq(linenRequests.propertyId, propertyId), eq(linenRequests.source, 'booking')));
  return rows.flatMap(({ bookingGoneAt, bookingKeptAt, ...r }) =>
    r.bookingUid === null ? [] : [{ ...r, bookingUid: r.bookingUid, bookingGone: bookingGoneAt !== null, bookingKept: bookingKeptAt !== null }],
  );
}

/** Moves a still-pending request and its calendar event to another day; false when it was decided meanwhile. */
export async function moveRequest(tx: DbOrTx, id: string, day: string): Promise<boolean> {
  const rows = await tx
    .update(linenRequests)
    .set({ requestedDate: day, requestedFor: serviceInstant(day) })
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'pending')))
    .returning({ id: linenRequests.id });
  if (!rows.length) return false;
  await tx.update(calendarEvents).set({ date: day }).where(eq(calendarEvents.linenRequestId, id));
  return true;
}

/** Deletes a still-pending request (its calendar event cascades); false when it was decided meanwhile. */
export async function withdrawRequest(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(linenRequests)
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'pending')))
    .returning({ id: linenRequests.id });
  return rows.length > 0;
}

/** Flags an accepted request whose booking is gone (issue 24); false when it was not accepted or already flagged. */
export async function flagBookingGone(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(linenRequests)
    .set({ bookingGoneAt: now })
    .where(and(eq(linenRequests.id, id), eq(linenRequests.status, 'accepted'), isNull(linenRequests.bookingGoneAt)))
    .returning({ id: linenRequests.id });
  return rows.length > 0;
}

/** Clears the flag of a request whose booking is live in the feed again; false when it was not flagged. */
export async function clearBookingGone(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(linenRequests)
    .set({ bookingGoneAt: null })
    .where(and(eq(linenRequests.id, id), isNotNull(linenRequests.bookingGoneAt)))
    .returning({ id: linenRequests.id });
  return rows.length > 0;
}

/** When a feed last counted as fresh: its last good read, else when it was added. */
const freshSince = sql`coalesce(${bookingCalendars.lastSyncedAt}, ${bookingCalendars.createdAt})`;

/**
 * Claims the calendars (of non-archived properties) stale at `cutoff` whose provider was not yet told:
 * a conditional UPDATE of stale_alerted_at (still null), so across app instances each stale spell is
 * claimed once. At most `limit` a run.
 */
export async function claimStaleCalendars(tx: DbOrTx, cutoff: Date, now: Date, limit = 50): Promise<BookingCalendarRow[]> {
  const due = and(isNull(bookingCalendars.staleAlertedAt), lte(freshSince, cutoff));
  const candidates = tx
    .select({ id: bookingCalendars.propertyId })
    .from(bookingCalendars)
    .innerJoin(properties, eq(properties.id, bookingCalendars.propertyId))
    .where(and(due, eq(properties.archived, false)))
    .limit(limit);
  return tx
    .update(bookingCalendars)
    .set({ staleAlertedAt: now })
    .where(and(inArray(bookingCalendars.propertyId, candidates), due))
    .returning();
}

export interface StaleCalendarRow {
  propertyId: string;
  propertyName: string;
  clientName: string | null;
  lastSyncedAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/**
 * The stale calendars (no good read since `cutoff`) of non-archived properties in scope, stalest first,
 * at most `limit`: one calendar per property, so a short read of a small table.
 */
export async function listStaleCalendars(db: DbOrTx, scope: Scope, cutoff: Date, limit: number, propertyIds?: string[]): Promise<StaleCalendarRow[]> {
  return db
    .select({
      propertyId: bookingCalendars.propertyId,
      propertyName: properties.name,
      clientName: clients.name,
      lastSyncedAt: bookingCalendars.lastSyncedAt,
      lastError: bookingCalendars.lastError,
      createdAt: bookingCalendars.createdAt,
    })
    .from(bookingCalendars)
    .innerJoin(properties, eq(properties.id, bookingCalendars.propertyId))
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .where(
      and(
        lte(freshSince, cutoff),
        eq(properties.archived, false),
        inScope(properties.clientId, scope),
        propertyIds ? inArray(bookingCalendars.propertyId, propertyIds) : undefined,
      ),
    )
    .orderBy(asc(freshSince), asc(bookingCalendars.propertyId))
    .limit(limit);
}

export type BookingSource = (typeof bookings.$inferInsert)['source'];

/**
 * Keeps the property's stays as the source last told them (issue 24): each booking upserted by
 * (property, uid), unless the row holds a newer `sourceUpdatedAt` than the one given (an older
 * webhook delivery arriving late changes nothing). With `complete` (a whole calendar feed), the
 * source's stays no longer in the feed are deleted: they were rows this upsert did not touch.
 */
export async function saveBookings(
  tx: DbOrTx,
  propertyId: string,
  source: BookingSource,
  list: readonly FeedBooking[],
  now: Date,
  opts: { complete: boolean; sourceUpdatedAt?: Date | null },
): Promise<void> {
  const at = opts.sourceUpdatedAt ?? null;
  for (let i = 0; i < list.length; i += 500) {
    const rows = list.slice(i, i + 500).map((b) => ({
      propertyId,
      uid: b.uid,
      source,
      checkIn: b.checkin ?? b.checkout,
      checkOut: b.checkout,
      checkInTime: b.checkInTime ?? null,
      checkOutTime: b.checkOutTime ?? null,
      guests: b.guests ?? null,
      cancelled: b.cancelled,
      sourceUpdatedAt: at,
      updatedAt: now,
    }));
    await tx
      .insert(bookings)
      .values(rows)
      .onConflictDoUpdate({
        target: [bookings.propertyId, bookings.uid],
        set: {
          source: sql`excluded.source`,
          checkIn: sql`excluded.check_in`,
          checkOut: sql`excluded.check_out`,
          checkInTime: sql`excluded.check_in_time`,
          checkOutTime: sql`excluded.check_out_time`,
          guests: sql`excluded.guests`,
          cancelled: sql`excluded.cancelled`,
          sourceUpdatedAt: sql`excluded.source_updated_at`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${bookings.sourceUpdatedAt} is null or excluded.source_updated_at is null or ${bookings.sourceUpdatedAt} <= excluded.source_updated_at`,
      });
  }
  if (opts.complete) {
    await tx.delete(bookings).where(and(eq(bookings.propertyId, propertyId), eq(bookings.source, source), lt(bookings.updatedAt, now)));
  }
}
