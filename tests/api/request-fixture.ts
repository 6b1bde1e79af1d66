/** Linen request tests' helpers: London days relative to the app's clock and a pending request stored directly. */
import { and, eq } from 'drizzle-orm';
import { auditLog, calendarEvents, linenRequests, properties } from '@server/db/schema';
import { insertRequestWithEvent } from '@server/features/requests/linen-requests.repo';
import { londonToday } from '@shared/domain/london-time';
import type { TestApp } from './harness';

/** London's 'YYYY-MM-DD' `n` days after today by the app's clock. */
export function londonDay(t: TestApp, n: number): string {
  const today = londonToday(t.deps.now());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A pending request (as a booking import stores it) on a property, with its event. */
export async function pendingRequest(t: TestApp, propertyId: string, day: string): Promise<string> {
  const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, propertyId));
  const row = await t.deps.db.transaction((tx) =>
    insertRequestWithEvent(tx, {
      propertyId,
      propertyName: p.name,
      clientId: p.clientId,
      requestedBy: null,
      requestedDate: day,
      notes: null,
      source: 'booking',
      bookingUid: `uid-${Math.random().toString(36).slice(2)}`,
      status: 'pending',
      now: t.deps.now(),
    }),
  );
  return row!.id;
}

/** An accepted booking request whose booking left the calendar (issue 24): flagged, waiting for a person. */
export async function flaggedRequest(t: TestApp, propertyId: string, day: string): Promise<string> {
  const id = await pendingRequest(t, propertyId, day);
  const now = t.deps.now();
  await t.deps.db.update(linenRequests).set({ status: 'accepted', acceptedAt: now, bookingGoneAt: now }).where(eq(linenRequests.id, id));
  return id;
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(linenRequests).where(eq(linenRequests.id, id));
  return row;
}

/** A property's requests made from its bookings (a calendar feed or a webhook), by day. */
export function bookingRequestsOf(t: TestApp, propertyId: string) {
  return t.deps.db
    .select()
    .from(linenRequests)
    .where(and(eq(linenRequests.propertyId, propertyId), eq(linenRequests.source, 'booking')))
    .orderBy(linenRequests.requestedDate);
}

export async function eventOf(t: TestApp, requestId: string) {
  const [row] = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.linenRequestId, requestId));
  return row;
}

export async function countRequests(t: TestApp): Promise<number> {
  return (await t.deps.db.select({ id: linenRequests.id }).from(linenRequests)).length;
}

export async function auditFor(t: TestApp, id: string) {
  return t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
}
