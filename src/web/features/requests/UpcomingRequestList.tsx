/**
 * The upcoming (accepted) requests on /requests, a box per service day: the days' headings and requests
 * are the rows of one list virtualised on the page's scroll (lib/use-window-rows), so however many pages
 * Load more added, only those near the viewport are rendered (issue 21's 3,000 DOM nodes, decision 0184).
 * The rendered rows keep the structure of a list of days, each its heading (level 3) and a list of its
 * requests; a day whose heading has scrolled away keeps it for screen readers (visually hidden). Each
 * row carries its own borders and spacing (no margins, no borders on the wrappers), so its measured
 * height is all the room it takes.
 */
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import { BOOKING_GONE_MESSAGES } from '@shared/domain/booking-import';
import { Badge } from '@web/components/ui';
import { useWindowRows } from '@web/lib/use-window-rows';
import { cn } from '@web/lib/cn';
import { rowsByDay, upcomingRows } from './upcoming-rows';

/** A first guess of a row's height for the virtualiser; each rendered row is then measured. */
const ROW_HEIGHT = 56;

export function UpcomingRequestList({ requests }: { requests: TLinenRequestItem[] }) {
  const rows = upcomingRows(requests);
  const { listRef, items, before, after, measure } = useWindowRows<HTMLOListElement>(rows.length, ROW_HEIGHT);
  const days = rowsByDay(items.map((item) => ({ index: item.index, row: rows[item.index] })));
  return (
    <ol ref={listRef} aria-label="Upcoming services by date" style={{ paddingTop: before, paddingBottom: after }}>
      {days.map(({ day, heading, requests: shown }) => (
        <li key={day}>
          {heading ? (
            <h3 data-index={heading.index} ref={measure} className={cn('font-semibold text-slate-900', heading.index > 0 && 'pt-4')}>
              <span className="block rounded-t-xl border border-slate-200 bg-white px-4 py-2">{formatDate(day)}</span>
            </h3>
          ) : (
            <h3 className="sr-only">{formatDate(day)}</h3>
          )}
          {shown.length > 0 && (
            <ul>
              {shown.map(({ index, row }) => {
                if (row.kind !== 'request') return null;
                const r = row.request;
                return (
                  <li
                    key={row.key}
                    data-index={index}
                    ref={measure}
                    className={cn(
                      'flex flex-col gap-0.5 border-x border-b border-slate-200 bg-white px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between',
                      row.lastOfDay ? 'rounded-b-xl' : 'border-b-slate-100',
                    )}
                  >
                    <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                      {r.propertyName}
                      {r.bookingGoneAt && (
                        <Badge variant="danger" className="ml-2 align-middle">
                          {BOOKING_GONE_MESSAGES.badge}
                        </Badge>
                      )}
                    </span>
                    <span className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                      {r.clientName ?? 'No client'}
                      {r.notes ? ` · ${r.notes}` : ''}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
