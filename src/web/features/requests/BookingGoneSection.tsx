/**
 * Accepted requests whose booking left the booking calendar or was cancelled (issue 24): the sync flags
 * them instead of cancelling a service already agreed. Staff who decide requests keep or cancel each
 * (on /requests); an owner sees the same list as information (on the dashboard). Nothing when none.
 */
import { CalendarX2 } from 'lucide-react';
import { toast } from 'sonner';
import { BOOKING_GONE_MESSAGES as G } from '@shared/domain/booking-import';
import { REQUEST_MESSAGES as R } from '@shared/domain/linen-requests';
import { formatDate } from '@shared/format-dates';
import { Badge, Button, useConfirm } from '@web/components/ui';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useBookingGone, useResolveBookingGone } from './use-booking-gone';

export function BookingGoneSection({ mayDecide, showClient = false, className = 'mb-8' }: { mayDecide: boolean; showClient?: boolean; className?: string }) {
  const list = useBookingGone();
  const resolve = useResolveBookingGone();
  const confirm = useConfirm();
  const requests = list.data ?? [];
  if (requests.length === 0) return null;

  const decide = async (id: string, choice: 'keep' | 'cancel', label: string) => {
    if (choice === 'cancel') {
      const ok = await confirm({
        title: 'Cancel this service?',
        description: `${label}: the request is declined with the reason '${G.cancelReason}', and the owner is told.`,
        confirmLabel: 'Cancel the service',
        cancelLabel: 'Go back',
        destructive: true,
      });
      if (!ok) return;
    }
    resolve.mutate(
      { id, choice },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(error instanceof ApiError && error.status === 409 ? R.alreadyDecided : 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <section aria-labelledby="booking-gone-heading" className={cn('space-y-3', className)}>
      <h2 id="booking-gone-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarX2 aria-hidden="true" className="size-5 text-red-700" />
        {mayDecide ? 'Bookings gone from the calendar' : 'Accepted services whose booking is gone'}
      </h2>
      <p className="text-sm text-slate-700">
        {G.explain} {mayDecide ? 'Keep the service, or cancel it.' : 'We will decide whether the service still goes ahead.'}
      </p>
      <ul aria-label="Accepted requests whose booking is gone" className="divide-y divide-slate-200 rounded-xl border border-red-200 bg-white">
        {requests.map((r) => {
          const label = `${r.propertyName} on ${formatDate(r.requestedDate)}`;
          const busy = resolve.isPending && resolve.variables?.id === r.id;
          return (
            <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{r.propertyName}</p>
                <p className="text-sm text-slate-700">
                  Service on <span className="font-medium">{formatDate(r.requestedDate)}</span>
                  {showClient && r.clientName ? ` · ${r.clientName}` : ''}
                </p>
                <Badge variant="danger">{G.badge}</Badge>
              </div>
              {mayDecide && (
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void decide(r.id, 'keep', label)} aria-label={`Keep the service for ${label}`}>
                    Keep
                  </Button>
                  <Button size="sm" variant="destructive" disabled={busy} onClick={() => void decide(r.id, 'cancel', label)} aria-label={`Cancel the service for ${label}`}>
                    Cancel service
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
