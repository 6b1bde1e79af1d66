/**
 * The red warning of booking calendars not read for 6 hours (issue 24), where people look daily: the
 * staff's /requests page and the owner's dashboard. Nothing when every feed is fresh (or the list
 * could not be read: the property's own section says it too).
 */
import { FEED_STALE_AFTER_HOURS } from '@shared/domain/booking-import';
import { Alert } from '@web/components/ui';
import { readAge } from './read-age';
import { useStaleFeeds } from './use-stale-feeds';

export function StaleFeedsAlert({ showClient = false, className = 'mb-6' }: { showClient?: boolean; className?: string }) {
  const stale = useStaleFeeds();
  const feeds = stale.data ?? [];
  if (feeds.length === 0) return null;
  const now = new Date();
  return (
    <Alert
      variant="error"
      role="status"
      className={className}
      title={feeds.length === 1 ? `A booking calendar has not been read for ${FEED_STALE_AFTER_HOURS} hours` : `${feeds.length} booking calendars have not been read for ${FEED_STALE_AFTER_HOURS} hours`}
    >
      <p>New, moved or cancelled bookings are not reaching the linen requests. Check the calendar link in the property&rsquo;s details.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {feeds.map((f) => (
          <li key={f.propertyId} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{f.propertyName}</span>
            {showClient && f.clientName ? ` (${f.clientName})` : ''}: {f.lastSyncedAt ? `last read ${readAge(f.lastSyncedAt, now)}` : 'never read'}
            {f.lastError ? ` · ${f.lastError}` : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
