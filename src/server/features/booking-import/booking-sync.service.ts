/**
 * One sync of a property's booking calendar: read the feed (safe-fetch), read its bookings
 * (booking-feed), then in one transaction, under the calendar row's lock, store the stays and create,
 * move and withdraw requests as planBookingSync says (applyBookings, which a property-management
 * system's webhook uses too), write an audit row for each move and withdrawal, and record the
 * result. The scheduled run claims due calendars with a conditional UPDATE, so across app instances
 * each calendar is read by one of them per interval.
 */
import { bookingPlatform, staysToKeep, isWebhookBookingUid, bookingRequestNote, moveNeedsNotice, planBookingSync, type Feed, type FeedBooking } from '@shared/domain/booking-import';
import { londonToday } from '@shared/domain/london-time';
import type { TSyncResult } from '@shared/schemas/requests';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import type { PropertyRow } from '../properties';
import { findProperty } from '../properties';
import { insertRequestWithEvent } from '../requests';
import { parseFeed } from './booking-feed';
import * as repo from './booking-calendars.repo';
import { CalendarFetchError, fetchCalendar } from './safe-fetch';
import { logError } from '../../lib/log-error';
import { recordAudit } from '../../lib/audit';
import type { AuditAction } from '@shared/domain/audit-events';
import { enqueueMail } from '../mail';
import { movedNoticeMails } from './booking-notices';

export type SyncDeps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** Reads and parses the feed; a CalendarFetchError carries the failure in plain words. */
export async function readFeed(deps: SyncDeps, url: string): Promise<Feed> {
  return parseFeed(await fetchCalendar(url, { allowPrivate: deps.env.icalAllowPrivate }));
}

export function failureMessage(err: unknown): string {
  if (err instanceof CalendarFetchError) return err.message;
  throw err;
}

/** What a source says about a property's stays, for applyBookings. */
export interface BookingsInput {
  source: repo.BookingSource;
  bookings: readonly FeedBooking[];
  /**
   * True for a whole calendar feed: a stay missing from it is gone. False for a webhook's delivery
   * of some stays: only the stays it names are looked at.
   */
  complete: boolean;
  /** The note a new request carries ('Booking check-out (Airbnb)'). */
  note: string;
  /** A webhook booking's own last-modified time: an older delivery never overwrites a newer one. */
  sourceUpdatedAt?: Date | null;
}

/** What applying bookings changed. */
export interface AppliedBookings {
  created: number;
  moved: number;
  withdrawn: number;
  skipped: number;
  /** Accepted requests flagged because their booking is gone (issue 24), and flags cleared as it came back. */
  flagged: number;
  unflagged: number;
  /** Moves to a day inside the 48-hour notice, told to the owners and the provider's admins. */
  noticed: number;
}

/** What applyBookings may need beyond the database: the provider's configured admin addresses (PROVIDER_ADMIN_EMAILS). */
export interface ApplyOptions {
  providerAdminEmails?: readonly string[];
}

/**
 * Applies a source's bookings to the property's stays and requests in the caller's transaction (the
 * caller holds the lock that serialises the property's syncs): stores the stays (bookings table), then
 * creates, moves and withdraws requests as planBookingSync says, with an audit row for each; flags
 * (and unflags) accepted requests whose booking is gone; a move to a day inside the 48-hour notice is
 * e-mailed to the property's owners and the provider's admins, in the same transaction (issue 24).
 * actorUserId: who asked (null for the schedule or a webhook).
 */
export async function applyBookings(
  tx: Tx,
  property: Pick<PropertyRow, 'id' | 'name' | 'clientId'>,
  input: BookingsInput,
  now: Date,
  actorUserId: string | null,
  options: ApplyOptions = {},
): Promise<AppliedBookings> {
  const today = londonToday(now);
  await repo.saveBookings(tx, property.id, input.source, staysToKeep(input.bookings, input.complete, today), now, {
    complete: input.complete,
    sourceUpdatedAt: input.sourceUpdatedAt,
  });
  const stored = await repo.bookingRequestsOf(tx, property.id);
  // A whole calendar feed answers for the calendar's stays; a webhook's delivery only for those it names.
  const plan = planBookingSync(input.bookings, stored, today, input.complete ? (uid) => !isWebhookBookingUid(uid) : () => false);
  const audit = (action: AuditAction, requestId: string, details: Record<string, unknown>) =>
    recordAudit(tx, { actorUserId, action, entityType: 'linen_request', entityId: requestId, details: { propertyId: property.id, ...details } });
  let created = 0;
  for (const booking of plan.create) {
    const request = await insertRequestWithEvent(tx, {
      propertyId: property.id,
      propertyName: property.name,
      clientId: property.clientId,
      requestedBy: null,
      requestedDate: booking.checkout,
      notes: input.note,
      source: 'booking',
      bookingUid: booking.uid,
      status: 'pending',
      now,
    });
    if (request) {
      created++;
      await audit('linen_request.booking_import', request.id, { bookingUid: booking.uid, date: booking.checkout });
    }
  }
  let moved = 0;
  const urgent: { from: string; to: string }[] = [];
  for (const m of plan.move) {
    if (!(await repo.moveRequest(tx, m.id, m.to))) continue;
    moved++;
    const notice = moveNeedsNotice(m.to, now);
    if (notice) urgent.push({ from: m.from, to: m.to });
    await audit('linen_request.booking_move', m.id, { bookingUid: m.bookingUid, from: m.from, to: m.to, ...(notice ? { notice: 'inside_48_hours' } : {}) });
  }
  await enqueueMail(tx, await movedNoticeMails(tx, property, urgent, options.providerAdminEmails ?? []));
  let withdrawn = 0;
  for (const w of plan.withdraw) {
    if (!(await repo.withdrawRequest(tx, w.id))) continue;
    withdrawn++;
    await audit('linen_request.booking_withdraw', w.id, { bookingUid: w.bookingUid, date: w.date, reason: w.reason });
  }
  let flagged = 0;
  for (const f of plan.flag) {
    if (!(await repo.flagBookingGone(tx, f.id, now))) continue;
    flagged++;
    await audit('linen_request.booking_gone', f.id, { bookingUid: f.bookingUid, date: f.date, reason: f.reason });
  }
  let unflagged = 0;
  for (const u of plan.unflag) {
    if (!(await repo.clearBookingGone(tx, u.id))) continue;
    unflagged++;
    await audit('linen_request.booking_back', u.id, { bookingUid: u.bookingUid, date: u.date });
  }
  return { created, moved, withdrawn, skipped: plan.skipped.beyondHorizon + plan.skipped.overLimit, flagged, unflagged, noticed: urgent.length };
}

/**
 * Applies a calendar feed (a whole one) to the property in the caller's transaction (the calendar
 * row locked by the caller) and records the good read.
 */
export async function applyFeed(
  tx: Tx,
  property: Pick<PropertyRow, 'id' | 'name' | 'clientId'>,
  url: string,
  feed: Feed,
  now: Date,
  actorUserId: string | null,
  options: ApplyOptions = {},
): Promise<TSyncResult> {
  const note = bookingRequestNote(bookingPlatform(url, feed.prodId));
  const applied = await applyBookings(tx, property, { source: 'ical', bookings: feed.bookings, complete: true, note }, now, actorUserId, options);
  await repo.recordSyncResult(tx, property.id, null, now);
  return {
    ok: true,
    created: applied.created,
    moved: applied.moved,
    withdrawn: applied.withdrawn,
    flagged: applied.flagged,
    skipped: applied.skipped + feed.unread,
    error: null,
  };
}

const failed = (error: string): TSyncResult => ({ ok: false, created: 0, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error });

/** Syncs a stored calendar now: a failure is recorded on the calendar and returned, not thrown. */
export async function syncStoredCalendar(
  deps: SyncDeps,
  property: Pick<PropertyRow, 'id' | 'name' | 'clientId'>,
  url: string,
  actorUserId: string | null,
): Promise<TSyncResult> {
  let feed: Feed;
  try {
    feed = await readFeed(deps, url);
  } catch (err) {
    const message = failureMessage(err);
    await repo.recordSyncResult(deps.db, property.id, message, deps.now());
    return failed(message);
  }
  return deps.db.transaction(async (tx) => {
    const calendar = await repo.lockCalendar(tx, property.id);
    // Removed, or given another link, while the feed was read: this read no longer counts.
    if (!calendar || calendar.url !== url) return failed('The booking calendar changed while it was read; try again');
    return applyFeed(tx, property, url, feed, deps.now(), actorUserId, { providerAdminEmails: deps.env.providerAdminEmails });
  });
}

/** The scheduled run: claims the calendars due and syncs each; returns how many were read. */
export async function runBookingSync(deps: SyncDeps): Promise<number> {
  const now = deps.now();
  const claimed = await repo.claimDueCalendars(deps.db, new Date(now.getTime() - deps.env.bookingSyncIntervalMs), now);
  for (const calendar of claimed) {
    const row = await findProperty(deps.db, { all: true }, calendar.propertyId);
    if (!row) continue;
    try {
      await syncStoredCalendar(deps, row.property, calendar.url, null);
    } catch (err) {
      logError(`Booking calendar of property ${calendar.propertyId} failed`, err);
    }
  }
  return claimed.length;
}
