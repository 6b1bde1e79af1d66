/**
 * /requests (staff with kanban_view): the pending requests to decide, and the upcoming accepted
 * requests grouped by date (from London today).
 */
import { CalendarCheck } from 'lucide-react';
import { londonToday } from '@shared/domain/london-time';
import { canDecideRequests } from '@shared/domain/abilities';
import type { TLinenRequest } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import { Alert, EmptyState, PageHeader, SectionSpinner } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';
import { PendingRequestList } from './PendingRequestList';
import { useLinenRequests } from './use-linen-requests';

function byDate(requests: TLinenRequest[]): [string, TLinenRequest[]][] {
  const groups = new Map<string, TLinenRequest[]>();
  for (const r of requests) groups.set(r.requestedDate, [...(groups.get(r.requestedDate) ?? []), r]);
  return [...groups.entries()];
}

export default function RequestsPage() {
  const me = useMe();
  const today = londonToday(new Date());
  const pending = useLinenRequests({ status: 'pending' });
  const upcoming = useLinenRequests({ status: 'accepted', from: today });
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
          <PendingRequestList requests={pending.data} showClient />
        ) : (
          <p className="text-sm text-slate-700">{pending.data.length} pending; deciding needs the right to edit linen cards.</p>
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
      </section>
    </>
  );
}
