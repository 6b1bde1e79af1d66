/**
 * Demo linen requests and calendar events (issue 9) for owner@demo.linen's properties: an accepted
 * request about 5 days ahead, a declined one (asked too late, 1 day ahead), a pending one from the
 * property's booking calendar about 10 days ahead, and two ordinary events. Days are London days
 * relative to the moment of seeding; every request goes in with its event through insertRequestWithEvent.
 * That property's booking calendar is stale (issue 24): last read 7 hours ago, its link no longer
 * answering, so the owner's and the staff's screens show the red 'not read for 6 hours' warning.
 */
import { and, asc, eq } from 'drizzle-orm';
import { addDays } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import { REQUEST_MESSAGES } from '@shared/domain/linen-requests';
import { insertRequestWithEvent } from '../features/requests/linen-requests.repo';
import type { Db } from '../db/client';
import { bookingCalendars, calendarEvents, properties } from '../db/schema';

export async function seedDemoRequests(db: Db, ids: { ownerClient: string; ownerId: string; adminId: string }, now = new Date()): Promise<void> {
  const owned = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.clientId, ids.ownerClient), eq(properties.archived, false)))
    .orderBy(asc(properties.name));
  if (owned.length === 0) return;
  const at = (i: number) => owned[i % owned.length];
  const today = londonToday(now);
  const base = { clientId: ids.ownerClient, requestedBy: ids.ownerId, notes: null, now };
  await db.transaction(async (tx) => {
    await insertRequestWithEvent(tx, {
      ...base,
      propertyId: at(0).id,
      propertyName: at(0).name,
      requestedDate: addDays(today, 5),
      notes: 'Two double sets and towels, please',
      source: 'owner',
      status: 'accepted',
    });
    await insertRequestWithEvent(tx, {
      ...base,
      propertyId: at(1).id,
      propertyName: at(1).name,
      requestedDate: addDays(today, 1),
      source: 'owner',
      status: 'declined',
      declineReason: REQUEST_MESSAGES.tooLate,
    });
    await insertRequestWithEvent(tx, {
      ...base,
      propertyId: at(0).id,
      propertyName: at(0).name,
      requestedBy: null,
      requestedDate: addDays(today, 10),
      notes: 'Guest check-out from the booking calendar',
      source: 'booking',
      bookingUid: 'demo-booking-1@airbnb.example',
      status: 'pending',
    });
    await tx.insert(bookingCalendars).values({
      propertyId: at(0).id,
      url: 'https://calendar.invalid/riverside-apartment.ics',
      lastSyncedAt: new Date(now.getTime() - 7 * 3_600_000),
      lastAttemptAt: new Date(now.getTime() - 10 * 60_000),
      lastError: 'The calendar could not be read',
      createdBy: ids.ownerId,
      createdAt: new Date(now.getTime() - 30 * 86_400_000),
      updatedAt: new Date(now.getTime() - 30 * 86_400_000),
    });
    await tx.insert(calendarEvents).values([
      {
        title: 'Deep clean before the summer season',
        date: addDays(today, 3),
        description: 'Cleaners booked for the morning',
        color: '#8b5cf6',
        clientId: ids.ownerClient,
        createdBy: ids.ownerId,
        createdAt: now,
      },
      {
        title: 'Stock count at the depot',
        date: addDays(today, 7),
        description: null,
        color: '#3b82f6',
        clientId: null,
        createdBy: ids.adminId,
        createdAt: now,
      },
    ]);
  });
}
