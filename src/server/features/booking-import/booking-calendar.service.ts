/**
 * A property's booking calendar (issue 9 item 7): read, save (the feed is read first: a link that
 * cannot be read is refused beside the field and nothing is saved), remove, and 'Sync now'. Who: the
 * property's owner and staff with properties_edit; another owner's property is a 404 first.
 */
import { BOOKING_MESSAGES as B, isFeedStale } from '@shared/domain/booking-import';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { canEditProperty } from '@shared/domain/abilities';
import type { TBookingCalendar, TSyncResult } from '@shared/schemas/requests';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { findProperty, type PropertyRow } from '../properties';
import * as repo from './booking-calendars.repo';
import { applyFeed, failureMessage, readFeed, syncStoredCalendar, type SyncDeps } from './booking-sync.service';
import { audit } from '../../lib/audit';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toCalendar(row: repo.BookingCalendarRow, now: Date): TBookingCalendar {
  return {
    propertyId: row.propertyId,
    url: row.url,
    lastSyncedAt: iso(row.lastSyncedAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    lastError: row.lastError,
    stale: isFeedStale(row.lastSyncedAt, row.createdAt, now),
  };
}

/** The property, when the caller may see it (else 404) and manage its calendar (else 403). */
async function propertyFor(deps: SyncDeps, caller: Caller, id: string): Promise<PropertyRow> {
  const row = await findProperty(deps.db, await scopeOf(deps.db, caller), id);
  if (!row) throw notFound(M.notFound);
  if (!canEditProperty(subjectOf(caller))) throw forbidden();
  return row.property;
}

async function current(deps: SyncDeps, propertyId: string): Promise<TBookingCalendar | null> {
  const row = await repo.findCalendar(deps.db, propertyId);
  return row ? toCalendar(row, deps.now()) : null;
}

export async function getBookingCalendar(deps: SyncDeps, caller: Caller, propertyId: string): Promise<TBookingCalendar | null> {
  await propertyFor(deps, caller, propertyId);
  return current(deps, propertyId);
}

/** Saves the link after reading it once; the first sync happens in the same transaction. */
export async function saveBookingCalendar(
  deps: SyncDeps,
  actor: RequestContext,
  propertyId: string,
  url: string,
): Promise<{ calendar: TBookingCalendar; result: TSyncResult }> {
  const property = await propertyFor(deps, actor.caller, propertyId);
  if (property.archived) throw conflict(B.archived);
  let feed;
  try {
    feed = await readFeed(deps, url);
  } catch (err) {
    const message = failureMessage(err);
    throw badRequest(message, [{ path: 'url', message }]);
  }
  const result = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await repo.saveCalendar(tx, propertyId, url, actor.caller.user.id, now);
    await repo.lockCalendar(tx, propertyId);
    await audit(tx, actor, {
      action: 'booking_calendar.save',
      entityType: 'property',
      entityId: propertyId,
      details: { host: new URL(url.replace(/^webcal:/i, 'https:')).host },
    });
    return applyFeed(tx, property, url, feed, now, actor.caller.user.id, { providerAdminEmails: deps.env.providerAdminEmails });
  });
  return { calendar: (await current(deps, propertyId))!, result };
}

export async function removeBookingCalendar(deps: SyncDeps, actor: RequestContext, propertyId: string): Promise<void> {
  await propertyFor(deps, actor.caller, propertyId);
  if (await repo.deleteCalendar(deps.db, propertyId))
    await audit(deps.db, actor, { action: 'booking_calendar.remove', entityType: 'property', entityId: propertyId });
}

/** 'Sync now': a failure is recorded and returned (200), so the page shows it beside the link. */
export async function syncBookingCalendarNow(
  deps: SyncDeps & Pick<AppDeps, 'rateLimiter'>,
  actor: RequestContext,
  propertyId: string,
): Promise<{ calendar: TBookingCalendar; result: TSyncResult }> {
  const property = await propertyFor(deps, actor.caller, propertyId);
  const calendar = await repo.findCalendar(deps.db, propertyId);
  if (!calendar) throw notFound(B.noCalendar);
  if (property.archived) throw conflict(B.archived);
  // A few syncs per property in ten minutes: each reads a remote feed and may write many rows.
  await deps.rateLimiter.limit('bookingSyncPerProperty', propertyId, B.syncTooSoon);
  await repo.markAttempt(deps.db, propertyId, deps.now());
  const result = await syncStoredCalendar(deps, property, calendar.url, actor.caller.user.id);
  return { calendar: (await current(deps, propertyId))!, result };
}
