/**
 * The day's round (issue 24 item 4, decision 0199): bounded reads of one day's stops and the saved order.
 * Each read is by the day or by status on an index, never the cards' or bookings' whole history, and in
 * the caller's scope: cards by status are the courier's lists (listRoundCards), On Beds cards whose guests leave
 * that day from bookings_check_out_idx, accepted requests on linen_requests_status_day_idx, the stops'
 * bookings that day on bookings_check_in_idx / bookings_check_out_idx, the saved order by its day.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, clients, linenCards, linenRequests, properties, roundOrders, users } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

/** What a stop shows of a card and its property (the courier's lists read the other statuses: listRoundCards). */
const cardColumns = {
  id: linenCards.id,
  status: linenCards.status,
  propertyId: linenCards.propertyId,
  propertyName: properties.name,
  propertyAddress: properties.address,
  clientName: clients.name,
};

/** On Beds cards at properties whose guests leave on `day` (a booking not cancelled), at most `limit`. */
export async function cardsLeftOn(db: DbOrTx, scope: Scope, day: string, limit: number) {
  const leaving = db
    .selectDistinct({ propertyId: bookings.propertyId })
    .from(bookings)
    .where(and(eq(bookings.checkOut, day), eq(bookings.cancelled, false)));
  return db
    .select(cardColumns)
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .leftJoin(clients, eq(clients.id, linenCards.clientId))
    .where(
      and(inArray(linenCards.propertyId, leaving), eq(linenCards.archived, false), eq(linenCards.status, 'on_beds'), inScope(linenCards.clientId, scope)),
    )
    .orderBy(asc(properties.name), asc(linenCards.id))
    .limit(limit);
}

/** Accepted requests for `day`, at most `limit`. */
export async function acceptedRequestsOn(db: DbOrTx, scope: Scope, day: string, limit: number) {
  return db
    .select({
      id: linenRequests.id,
      propertyId: linenRequests.propertyId,
      propertyName: properties.name,
      propertyAddress: properties.address,
      clientName: clients.name,
      notes: linenRequests.notes,
    })
    .from(linenRequests)
    .innerJoin(properties, eq(properties.id, linenRequests.propertyId))
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .where(and(eq(linenRequests.status, 'accepted'), eq(linenRequests.requestedDate, day), inScope(properties.clientId, scope)))
    .orderBy(asc(linenRequests.createdAt), asc(linenRequests.id))
    .limit(limit);
}

/** The bookings at these properties that leave or arrive on `day`. */
export async function bookingsOn(db: DbOrTx, day: string, propertyIds: readonly string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: bookings.propertyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      checkInTime: bookings.checkInTime,
      checkOutTime: bookings.checkOutTime,
      cancelled: bookings.cancelled,
    })
    .from(bookings)
    .where(and(or(eq(bookings.checkIn, day), eq(bookings.checkOut, day)), inArray(bookings.propertyId, [...propertyIds])));
}

/** The order saved for `day`, with who saved it, or null. */
export async function findRoundOrder(db: DbOrTx, day: string) {
  const [row] = await db
    .select({
      stopKeys: roundOrders.stopKeys,
      method: roundOrders.method,
      version: roundOrders.version,
      updatedAt: roundOrders.updatedAt,
      updatedByName: users.name,
    })
    .from(roundOrders)
    .leftJoin(users, eq(users.id, roundOrders.updatedBy))
    .where(eq(roundOrders.day, day));
  return row ?? null;
}

/**
 * Saves `keys` as the day's order if its version is still `version` (0: none saved yet): one conditional
 * write. Answers false when someone else saved first (the caller's version is stale).
 */
export async function saveRoundOrder(db: DbOrTx, day: string, keys: string[], version: number, userId: string, now: Date): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insert(roundOrders)
      .values({ day, stopKeys: keys, method: 'manual', version: 1, updatedBy: userId, updatedAt: now })
      .onConflictDoNothing()
      .returning({ day: roundOrders.day });
    return inserted.length === 1;
  }
  const updated = await db
    .update(roundOrders)
    .set({ stopKeys: keys, method: 'manual', version: version + 1, updatedBy: userId, updatedAt: now })
    .where(and(eq(roundOrders.day, day), eq(roundOrders.version, version)))
    .returning({ day: roundOrders.day });
  return updated.length === 1;
}
