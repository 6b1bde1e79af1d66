/**
 * The month grid (weeks start on Monday): each day is a button opening that day's dialog, named with
 * each event and a request's status. Desktop cells list up to three event titles in their colours;
 * phones show a coloured dot per event. The grid holds each day's count, colour and first few events
 * (issue 21); the day's dialog reads the day's events. A request's chip and dot carry its status's icon too (a tick,
 * a clock, a cross), not the colour alone. Today (London) is highlighted; a pending request pulses amber.
 */
import { eventColor, type GridDay } from '@shared/domain/calendar';
import type { TCalendarChip, TCalendarDay } from '@shared/schemas/requests';
import { cn } from '@web/lib/cn';
import { dayCellLabel, PENDING_PULSE, STATUS_ICON, STATUS_ICON_TONE, STATUS_LABEL, WEEKDAYS } from './event-style';

const MAX_TITLES = 3;
const MAX_DOTS = 4;

export interface MonthGridProps {
  weeks: GridDay[][];
  today: string;
  /** The days with events: count, colour and the first few events (GET /api/calendar-events/month). */
  days: Map<string, TCalendarDay>;
  /** Counts above this were not counted further ('50+'). */
  countCap: number;
  onOpenDay: (day: string) => void;
}

export function MonthGrid({ weeks, today, days, countCap, onOpenDay }: MonthGridProps) {
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" className="border-b border-slate-200 bg-slate-50 py-2 text-xs font-semibold text-slate-700 sm:text-sm">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].date}>
            {week.map((day) => (
              <td key={day.date} className="h-16 border border-slate-200 p-0 align-top sm:h-28">
                <DayCell day={day} today={day.date === today} summary={days.get(day.date)} countCap={countCap} onOpen={() => onOpenDay(day.date)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A request's chip names its property (its icon and colour tell the status); other events show their title. */
const chipText = (e: TCalendarChip) => (e.requestId && e.propertyName ? e.propertyName : e.title);

function DayCell({
  day,
  today,
  summary,
  countCap,
  onOpen,
}: {
  day: GridDay;
  today: boolean;
  summary: TCalendarDay | undefined;
  countCap: number;
  onOpen: () => void;
}) {
  const events = summary?.events ?? [];
  const count = summary?.count ?? 0;
  const label = dayCellLabel(day.date, today, events, count, countCap);
  const color = summary?.color ?? null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-current={today ? 'date' : undefined}
      data-day={day.date}
      data-color={color ?? undefined}
      className={cn(
        'flex size-full flex-col items-stretch gap-1 p-1 text-left hover:bg-slate-50 focus-visible:-outline-offset-2 sm:p-1.5',
        !day.inMonth && 'bg-slate-50/70',
        today && 'bg-brand-50 ring-2 ring-brand-600 ring-inset hover:bg-brand-50',
      )}
    >
      <span
        className={cn(
          'inline-flex size-6 items-center justify-center self-center rounded-full text-xs font-medium sm:self-start sm:text-sm',
          day.inMonth ? 'text-slate-800' : 'text-slate-600',
          today && 'bg-brand-700 font-semibold text-white',
        )}
      >
        {Number(day.date.slice(8))}
      </span>
      {events.length > 0 && (
        <>
          <span className="flex flex-wrap justify-center gap-1 sm:hidden" aria-hidden="true">
            {events.slice(0, MAX_DOTS).map((e) => {
              const Icon = e.requestStatus ? STATUS_ICON[e.requestStatus] : null;
              return (
                <span
                  key={e.id}
                  data-event-dot={e.requestStatus ?? 'event'}
                  className={cn(
                    'grid place-items-center rounded-full text-white',
                    Icon ? 'size-3.5' : 'size-2.5',
                    e.requestStatus === 'pending' && PENDING_PULSE,
                  )}
                  style={{ backgroundColor: eventColor(e) }}
                >
                  {Icon && <Icon className="size-2.5" strokeWidth={3.5} />}
                </span>
              );
            })}
          </span>
          <span className="hidden min-w-0 flex-col gap-0.5 sm:flex" aria-hidden="true">
            {events.slice(0, MAX_TITLES).map((e) => {
              const Icon = e.requestStatus ? STATUS_ICON[e.requestStatus] : null;
              return (
                <span
                  key={e.id}
                  data-event-chip={e.requestStatus ?? 'event'}
                  className={cn(
                    'flex min-w-0 items-center gap-1 rounded border-l-4 bg-slate-50 px-1 py-0.5 text-xs text-slate-800',
                    e.requestStatus === 'pending' && PENDING_PULSE,
                  )}
                  style={{ borderLeftColor: eventColor(e) }}
                  title={e.requestStatus ? `${e.title} (${STATUS_LABEL[e.requestStatus]})` : e.title}
                >
                  {Icon && e.requestStatus && <Icon className={cn('size-3 shrink-0', STATUS_ICON_TONE[e.requestStatus])} strokeWidth={3} />}
                  <span className="truncate">{chipText(e)}</span>
                </span>
              );
            })}
            {count > MAX_TITLES && (
              <span className="px-1 text-xs text-slate-600">{count > countCap ? `+${countCap - MAX_TITLES}+ more` : `+${count - MAX_TITLES} more`}</span>
            )}
          </span>
        </>
      )}
    </button>
  );
}
