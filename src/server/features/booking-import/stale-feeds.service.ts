/**
 * Feed freshness (issue 24): a booking calendar not read successfully for FEED_STALE_AFTER_HOURS is
 * stale. The list of stale feeds (owners their own; staff who see requests, all) for the screens, and
 * the scheduled alert that e-mails the provider's admins once per stale spell: it claims the feeds with
 * a conditional UPDATE of stale_alerted_at (still null), in the transaction that queues the mail, so
 * across app instances each spell is told once; a good read clears stale_alerted_at.
 */
import { canViewRequests } from '@shared/domain/abilities';
import { staleCutoff } from '@shared/domain/booking-import';
import type { TStaleFeedList } from '@shared/schemas/requests';
import { recordAudit } from '../../lib/audit';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { enqueueMail } from '../mail';
import * as repo from './booking-calendars.repo';
import { providerAdminAddresses } from '../users';
import { staleFeedsMail } from './booking-notices';

/** The most stale feeds one list answers (a screen's warning, not a report). */
export const STALE_FEED_LIST_LIMIT = 50;
/** How often the scheduled alert looks (the 6-hour rule needs no finer grain). */
export const STALE_ALERT_EVERY_MS = 5 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listStaleFeeds(deps: Pick<AppDeps, 'db' | 'now'>, caller: Caller): Promise<TStaleFeedList> {
  if (!canViewRequests(subjectOf(caller))) throw forbidden();
  const rows = await repo.listStaleCalendars(deps.db, await scopeOf(deps.db, caller), staleCutoff(deps.now()), STALE_FEED_LIST_LIMIT);
  return {
    feeds: rows.map((r) => ({
      propertyId: r.propertyId,
      propertyName: r.propertyName,
      clientName: r.clientName,
      lastSyncedAt: iso(r.lastSyncedAt),
      lastError: r.lastError,
      addedAt: r.createdAt.toISOString(),
    })),
  };
}

/** The scheduled alert: returns how many feeds this run claimed (and told the provider about). */
export async function runStaleFeedAlerts(deps: Deps): Promise<number> {
  const now = deps.now();
  const cutoff = staleCutoff(now);
  return deps.db.transaction(async (tx) => {
    // Nobody to tell (no active super admin, no PROVIDER_ADMIN_EMAILS): no spell is claimed, so an admin added later hears of it.
    const admins = await providerAdminAddresses(tx, deps.env.providerAdminEmails);
    if (admins.length === 0) return 0;
    const claimed = await repo.claimStaleCalendars(tx, cutoff, now);
    if (claimed.length === 0) return 0;
    const feeds = await repo.listStaleCalendars(tx, { all: true }, cutoff, claimed.length, claimed.map((c) => c.propertyId));
    await enqueueMail(tx, admins.map((to) => staleFeedsMail(to, feeds, deps.env.appUrl)));
    for (const c of claimed) {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'booking_calendar.stale_alert',
        entityType: 'property',
        entityId: c.propertyId,
        details: { lastSyncedAt: iso(c.lastSyncedAt), lastError: c.lastError, recipients: admins.length },
      });
    }
    return claimed.length;
  });
}
