/**
 * /requests (staff with kanban_view): the pending requests to decide, and the upcoming accepted
 * requests grouped by date (from London today), each list a keyset page of 50 at a time with Load more
 * and its count (decision 0175), both virtualised on the page's scroll (decisions 0181, 0184). Above
 * them (issue 24): booking calendars not read for 6 hours, and accepted requests whose booking is gone.
 */
import { CalendarCheck } from 'lucide-react';
import { londonToday } from '@shared/domain/london-time';
import { canDecideRequests, canResolveBookingGone } from '@shared/domain/abilities';
import { Alert, EmptyState, LoadMorePager, PageHeader, SectionSpinner } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';
import { StaleFeedsAlert } from '@web/features/booking-import/StaleFeedsAlert';
import { BookingGoneSection } from './BookingGoneSection';
import { PendingRequestList } from './PendingRequestList';
import { UpcomingRequestList } from './UpcomingRequestList';
import { useLinenRequests, useRequestCounts } from './use-linen-requests';

const NOUN = ['request', 'requests'] as const;

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
      <StaleFeedsAlert showClient />
      <BookingGoneSection mayDecide={me.data ? canResolveBookingGone(subjectOf(me.data)) : false} showClient />
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
          <UpcomingRequestList requests={upcoming.data} />
        )}
        {upcoming.data && upcoming.data.length > 0 && (
          <LoadMorePager list={upcoming} shown={upcoming.data.length} total={counts.data?.upcoming ?? null} noun={NOUN} />
        )}
      </section>
    </>
  );
}
