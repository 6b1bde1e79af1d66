/**
 * /calendar (docs/product.md §2.2 'Calendar'; issue 9): the month grid with previous, today and next, events
 * coloured by eventColor (declined red, pending amber pulsing, accepted green, others their own
 * colour), a day dialog, the add-event dialog and the private feed behind 'Subscribe'.
 */
import { useMemo, useState } from 'react';
import { CalendarPlus, ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import { gridRange, monthGrid, monthOf, REQUEST_COLORS, shiftMonth } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { TCalendarDay } from '@shared/schemas/requests';
import { Alert, Button, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { DayDialog } from './DayDialog';
import { EventFormDialog } from './EventFormDialog';
import { MONTH_NAMES, STATUS_ICON, STATUS_LABEL } from './event-style';
import { MonthGrid } from './MonthGrid';
import { SubscribeDialog } from './SubscribeDialog';
import { useCalendarMonth } from './use-calendar-events';

export default function CalendarPage() {
  const today = londonToday(new Date());
  const [month, setMonth] = useState(() => monthOf(today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [addDay, setAddDay] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const weeks = useMemo(() => monthGrid(month.year, month.month), [month]);
  const range = useMemo(() => gridRange(month.year, month.month), [month]);
  const events = useCalendarMonth(range);

  const days = useMemo(() => new Map<string, TCalendarDay>((events.data?.days ?? []).map((d) => [d.date, d])), [events.data]);

  const title = `${MONTH_NAMES[month.month - 1]} ${month.year}`;
  const isThisMonth = month.year === monthOf(today).year && month.month === monthOf(today).month;

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Linen requests and events, day by day."
        actions={
          <>
            <Button variant="outline" onClick={() => setSubscribing(true)}>
              <Rss aria-hidden="true" />
              Subscribe
            </Button>
            <Button onClick={() => setAddDay(today)}>
              <CalendarPlus aria-hidden="true" />
              Add event
            </Button>
          </>
        }
      />
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 sm:text-xl" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month.year, month.month, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" disabled={isThisMonth} onClick={() => setMonth(monthOf(today))}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth(shiftMonth(month.year, month.month, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 sm:text-sm" aria-label="Request colours and icons">
        {(['accepted', 'pending', 'declined'] as const).map((status) => {
          const Icon = STATUS_ICON[status];
          return (
            <li key={status} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="grid size-3.5 place-items-center rounded-full text-white" style={{ backgroundColor: REQUEST_COLORS[status] }}>
                <Icon className="size-2.5" strokeWidth={3.5} />
              </span>
              {STATUS_LABEL[status]} request
            </li>
          );
        })}
      </ul>
      {events.isError && (
        <Alert variant="error" title="Failed to load the calendar" className="mb-3">
          {errorMessage(events.error)}
        </Alert>
      )}
      {events.isPending ? (
        <SectionSpinner label="Loading the calendar" />
      ) : (
        <MonthGrid weeks={weeks} today={today} days={days} countCap={events.data?.countCap ?? Infinity} onOpenDay={setOpenDay} />
      )}
      <DayDialog
        day={openDay}
        onOpenChange={(open) => !open && setOpenDay(null)}
        onAddEvent={(day) => {
          setOpenDay(null);
          setAddDay(day);
        }}
      />
      <EventFormDialog day={addDay} onOpenChange={(open) => !open && setAddDay(null)} />
      <SubscribeDialog open={subscribing} onOpenChange={setSubscribing} />
    </>
  );
}
