/**
 * /requests (staff with kanban_view): the pending requests to decide, and the upcoming accepted
 * requests grouped by date (from London today), each list a keyset page of 50 at a time with Load more
 * and its count (decision 0175).
 */
import { CalendarCheck } from 'lucide-react';
import { londonToday } from '@shared/domain/london-time';
import { canDecideRequests } from '@shared/domain/abilities';
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import { Alert, EmptyState, LoadMorePager, PageHeader, SectionSpinner } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';
import { PendingRequestList } from './PendingRequestList';
import { useLinenRequests, useRequestCounts } from './use-linen-requests';

const NOUN = ['request', 'requests'] as const;

function byDate(requests: TLinenRequestItem[]): [string, TLinenRequestItem[]][] {
  const groups = new Map<string, TLinenRequestItem[]>();
  for (const r of requests) groups.set(r.requestedDate, [...(groups.get(r.requestedDate) ?? []), r]);
  return [...groups.entries()];
}

export default function RequestsPage() {
  const me = useMe();
  const today = londonToday(new Date());
  const pending = useLinenRequests({ status: 'pending' });
  const upcoming = useLinenRequests({ status: 'accepted', from: today });
  const counts = useRequestCounts();
  const mayDecide = me.data ? canDecideRequests(subjectOf(me.data)) : false;

  return (
    <>
      <PageHeader title="Linen Requests" description="Requests from owners and booking calendars, and the services coming up." />
      <section aria-labelledby="pending-heading" className="mb-8 space-y-3">
        <h2 id="pending-heading" className="text-lg font-semibold text-slate-900">
          Waiting for a decision
        </h2>
        {pending.isPending ? (
          <SectionSpinner label="Loading pending requests" />
        ) : pending.isError ? (
          <Alert variant="error">Pending requests could not be loaded. Please try again.</Alert>
        ) : mayDecide ? (
          <>
            <PendingRequestList requests={pending.data} showClient />
            {pending.data.length > 0 && <LoadMorePager list={pending} shown={pending.data.length} total={counts.data?.pending ?? null} noun={NOUN} />}
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {counts.data?.pending ?? pending.data.length} pending; deciding needs the right to edit linen cards.
          </p>
        )}
      </section>
      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          Upcoming services
        </h2>
        {upcoming.isPending ? (
          <SectionSpinner label="Loading upcoming requests" />
        ) : upcoming.isError ? (
          <Alert variant="error">Upcoming requests could not be loaded. Please try again.</Alert>
        ) : upcoming.data.length === 0 ? (
          <EmptyState icon={CalendarCheck} title="No upcoming services" description="Accepted requests appear here by date." />
        ) : (
          <ol className="space-y-4">
            {byDate(upcoming.data).map(([day, requests]) => (
              <li key={day} className="rounded-xl border border-slate-200 bg-white">
                <h3 className="border-b border-slate-200 px-4 py-2 font-semibold text-slate-900">{formatDate(day)}</h3>
                <ul className="divide-y divide-slate-100">
                  {requests.map((r) => (
                    <li key={r.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between">
                      <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{r.propertyName}</span>
                      <span className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                        {r.clientName ?? 'No client'}
                        {r.notes ? ` · ${r.notes}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {upcoming.data && upcoming.data.length > 0 && (
          <LoadMorePager list={upcoming} shown={upcoming.data.length} total={counts.data?.upcoming ?? null} noun={NOUN} />
        )}
      </section>
    </>
  );
}
