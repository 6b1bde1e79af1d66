/**
 * 'Booking calendar' on a property's details (issue 9 item 7): the iCal link of the property's Airbnb,
 * Vrbo or Booking.com calendar, with where to find it; Save (the server reads it once first, so a link
 * that cannot be read is refused beside the field), Sync now, Remove, and the feed's freshness: 'Last read
 * N minutes ago', the last read's result, and a red warning when it has not been read for 6 hours (issue 24).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarSync, CircleAlert } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { canEditProperty } from '@shared/domain/abilities';
import { formatDateTime } from '@shared/format-dates';
import { FEED_STALE_AFTER_HOURS } from '@shared/domain/booking-import';
import { ZBookingCalendar, type TBookingCalendar, type TSyncResult } from '@shared/schemas/requests';
import { Alert, Button, Field, Input, SectionSpinner, useConfirm } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { readAge } from './read-age';
import { syncSummary } from './sync-summary';
import { useBookingCalendar } from './use-booking-calendar';
import { useRemoveBookingCalendar } from './use-remove-booking-calendar';
import { useSaveBookingCalendar } from './use-save-booking-calendar';
import { useSyncBookingCalendar } from './use-sync-booking-calendar';

type FormIn = z.input<typeof ZBookingCalendar>;
type FormOut = z.output<typeof ZBookingCalendar>;

/** The section on a property's details, for those who may edit the property (not on an archived one). */
export function PropertyBookingCalendar({ property }: { property: { id: string; archived: boolean } }) {
  const me = useSession();
  if (property.archived || !canEditProperty(subjectOf(me))) return null;
  return <BookingCalendarSection propertyId={property.id} />;
}

export function BookingCalendarSection({ propertyId }: { propertyId: string }) {
  const query = useBookingCalendar(propertyId);
  return (
    <section aria-labelledby={`booking-calendar-${propertyId}`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-start gap-2">
        <CalendarSync aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h3 id={`booking-calendar-${propertyId}`} className="text-sm font-semibold text-slate-900">
            Booking calendar
          </h3>
          <p className="text-sm text-slate-600">Each guest check-out in your booking calendar becomes a linen request for that day.</p>
        </div>
      </div>
      {query.isPending ? (
        <SectionSpinner label="Loading booking calendar" />
      ) : query.isError ? (
        <Alert variant="error">{errorMessage(query.error)}</Alert>
      ) : (
        <CalendarForm propertyId={propertyId} calendar={query.data} />
      )}
    </section>
  );
}

function CalendarForm({ propertyId, calendar }: { propertyId: string; calendar: TBookingCalendar | null }) {
  const save = useSaveBookingCalendar(propertyId);
  const sync = useSyncBookingCalendar(propertyId);
  const remove = useRemoveBookingCalendar(propertyId);
  const confirm = useConfirm();
  const [lastResult, setLastResult] = useState<TSyncResult | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZBookingCalendar), defaultValues: { url: calendar?.url ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || sync.isPending || remove.isPending;

  useEffect(() => {
    form.reset({ url: calendar?.url ?? '' });
  }, [calendar?.url, form]);

  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      const saved = await save.mutateAsync(url);
      setLastResult(saved.result);
      toast.success(syncSummary(saved.result, 'Booking calendar saved'));
    } catch (error) {
      if (!applyServerIssues(error, form.setError)) form.setError('url', { type: 'server', message: errorMessage(error) });
    }
  });

  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: ({ result }) => {
        setLastResult(result);
        if (result.ok) toast.success(syncSummary(result));
        else toast.error(result.error ?? 'The calendar could not be read');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  const onRemove = async () => {
    const ok = await confirm({
      title: 'Remove the booking calendar?',
      description: 'New bookings will no longer be imported. Linen requests already imported stay as they are.',
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Booking calendar removed'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
      <Field label="iCal link" error={errors.url?.message} hint="Starts with https:// or webcal://">
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.airbnb.co.uk/calendar/ical/…"
          {...form.register('url')}
        />
      </Field>
      <WhereToFind />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" size="sm" loading={isSubmitting} loadingText="Reading calendar..." disabled={busy}>
          Save
        </Button>
        {calendar && (
          <>
            <Button type="button" size="sm" variant="outline" loading={sync.isPending} loadingText="Syncing..." disabled={busy} onClick={onSync}>
              Sync now
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void onRemove()}>
              Remove
            </Button>
          </>
        )}
      </div>
      {calendar && <SyncStatus calendar={calendar} lastResult={lastResult} />}
    </form>
  );
}

/**
 * The feed's freshness (issue 24): 'Last read N minutes ago' from the last good read, the last read's
 * result (what this page's own read did, else whether the last one failed), and, for a feed not read
 * for 6 hours (the server's `stale`), a red warning.
 */
function SyncStatus({ calendar, lastResult }: { calendar: TBookingCalendar; lastResult: TSyncResult | null }) {
  const now = new Date();
  return (
    <div aria-live="polite" className="space-y-2 text-sm">
      {calendar.stale && (
        <Alert variant="error" role="status" title={`Not read for ${FEED_STALE_AFTER_HOURS} hours`}>
          New, moved or cancelled bookings are not reaching your linen requests. Check the link is still your calendar&rsquo;s export link, then
          press Sync now. We have been told too.
        </Alert>
      )}
      {calendar.lastError && (
        <p className="flex items-start gap-1.5 text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Last read failed: {calendar.lastError}
            {calendar.lastAttemptAt && <span className="text-red-700/90"> ({formatDateTime(calendar.lastAttemptAt)})</span>}
          </span>
        </p>
      )}
      {!calendar.lastError && lastResult?.ok && <p className="text-slate-700">{syncSummary(lastResult, 'Last read')}</p>}
      <p className={calendar.stale ? 'font-medium text-red-700' : 'text-slate-600'}>
        {calendar.lastSyncedAt ? (
          <>
            Last read {readAge(calendar.lastSyncedAt, now)} <span className="text-slate-500">({formatDateTime(calendar.lastSyncedAt)})</span>
          </>
        ) : (
          'Not read yet'
        )}
      </p>
    </div>
  );
}

function WhereToFind() {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">Where do I find this link?</summary>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>
          <strong>Airbnb:</strong> Calendar → choose the listing → Availability → Connect calendars → Connect to another website → copy the Airbnb
          calendar link.
        </li>
        <li>
          <strong>Vrbo:</strong> Calendar → Import &amp; export → Export calendar → copy the link.
        </li>
        <li>
          <strong>Booking.com:</strong> extranet → Rates &amp; Availability → Sync calendars → Export calendar → copy the link.
        </li>
      </ul>
      <p className="mt-2 text-slate-600">We read it every 30 minutes; Sync now reads it straight away.</p>
    </details>
  );
}
