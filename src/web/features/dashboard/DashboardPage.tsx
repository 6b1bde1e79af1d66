/**
 * /dashboard (docs/product.md §2.2 'Owner Dashboard'): the welcome banner, totals, quick actions, the
 * pending linen requests with Accept and Decline, 'Properties Requiring Changeover' and the startup
 * guide's reference strip. Property owners and super admins (the route's guard and the server agree).
 */
import { useState } from 'react';
import { canRequestLinen, canResolveBookingGone, canUseOwnerPortal } from '@shared/domain/abilities';
import { Alert, PageHeader, SectionSpinner } from '@web/components/ui';
import { useMe, subjectOf } from '@web/lib/session';
import { GuideReferenceStrip } from '@web/features/guide/GuideReferenceStrip';
import { PendingRequestList } from '@web/features/requests/PendingRequestList';
import { BookingGoneSection } from '@web/features/requests/BookingGoneSection';
import { StaleFeedsAlert } from '@web/features/booking-import/StaleFeedsAlert';
import { RequestLinenDialog } from '@web/features/requests/RequestLinenDialog';
import { HireClockNotice } from '@web/features/charges/HireClockNotice';
import { ChangeoverCards } from './ChangeoverCards';
import { PendingChargesLink } from './PendingChargesLink';
import { DashboardTotals } from './DashboardTotals';
import { QuickActions } from './QuickActions';
import { useDashboard } from './use-dashboard';

export default function DashboardPage() {
  const me = useMe();
  const dashboard = useDashboard();
  const [requesting, setRequesting] = useState(false);
  const caller = me.data;

  return (
    <>
      <PageHeader title="Owner Dashboard" />
      <GuideReferenceStrip className="mb-6" />
      {dashboard.isPending || !caller ? (
        <SectionSpinner label="Loading your dashboard" />
      ) : dashboard.isError ? (
        <Alert variant="error">The dashboard could not be loaded. Please try again.</Alert>
      ) : (
        <div className="space-y-8">
          <section aria-label="Welcome" className="rounded-xl bg-gradient-to-r from-blue-700 to-blue-600 px-5 py-6 text-white shadow-sm sm:px-6">
            <p className="text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl">Welcome back, {dashboard.data.welcomeName}!</p>
            <p className="mt-1 text-blue-50">Here is what needs your attention today.</p>
          </section>
          <StaleFeedsAlert showClient={caller.user.isSuperadmin} className="" />
          <DashboardTotals totals={dashboard.data.totals} />
          <PendingChargesLink pending={dashboard.data.pendingCharges} />
          <HireClockNotice rule={dashboard.data.hireClock.rule} overrides={dashboard.data.hireClock.overrides} />
          <QuickActions
            who={subjectOf(caller)}
            canRequest={canRequestLinen(subjectOf(caller)) && dashboard.data.requestableProperties.length > 0}
            onRequest={() => setRequesting(true)}
            showPortal={canUseOwnerPortal(subjectOf(caller))}
          />
          <section aria-labelledby="pending-requests" className="space-y-3">
            <h2 id="pending-requests" className="text-lg font-semibold text-slate-900">
              Pending Linen Requests
            </h2>
            <PendingRequestList requests={dashboard.data.pendingRequests} showClient={caller.user.isSuperadmin} />
          </section>
          <BookingGoneSection mayDecide={canResolveBookingGone(subjectOf(caller))} showClient={caller.user.isSuperadmin} className="" />
          <section aria-labelledby="changeover-properties" className="space-y-3">
            <h2 id="changeover-properties" className="text-lg font-semibold text-slate-900">
              Properties Requiring Changeover
            </h2>
            <ChangeoverCards properties={dashboard.data.propertiesRequiringChangeover} />
          </section>
          <RequestLinenDialog
            open={requesting}
            onOpenChange={setRequesting}
            properties={dashboard.data.requestableProperties}
            hireClock={dashboard.data.hireClock}
          />
        </div>
      )}
    </>
  );
}
