/**
 * How an event looks on the calendar: its colour (eventColor: a request's status decides), a pulse
 * for a pending request (calm outline under prefers-reduced-motion) and the status words.
 */
import { Check, Clock, X, type LucideIcon } from 'lucide-react';
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { formatDate } from '@shared/format-dates';
import type { BadgeVariant } from '@web/components/ui';

export const PENDING_PULSE = 'motion-safe:animate-pending-pulse motion-reduce:ring-2 motion-reduce:ring-amber-600';

export const STATUS_LABEL: Record<LinenRequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };
export const STATUS_BADGE: Record<LinenRequestStatus, BadgeVariant> = { pending: 'warning', accepted: 'success', declined: 'danger' };
/** A request's status as a shape too, not by colour alone (issue 19 M4). */
export const STATUS_ICON: Record<LinenRequestStatus, LucideIcon> = { pending: Clock, accepted: Check, declined: X };
/** The icon's colour on a light chip: the status colour, dark enough to read (3:1 and more). */
export const STATUS_ICON_TONE: Record<LinenRequestStatus, string> = { pending: 'text-amber-700', accepted: 'text-green-700', declined: 'text-red-700' };

type LabelledEvent = Pick<TCalendarEvent, 'title' | 'requestId' | 'requestStatus' | 'propertyName'>;

/** One event as a screen reader hears it: a request by its property and status, any other by its title. */
export function eventLabel(e: LabelledEvent): string {
  if (!e.requestId || !e.requestStatus) return e.title;
  return `Linen request for ${e.propertyName ?? 'a property'}, ${STATUS_LABEL[e.requestStatus].toLowerCase()}`;
}

/**
 * A day cell's accessible name: the day, 'today', and each event shown with its status (issue 19 M4: not
 * just '1 event', whose status only the colour told). The grid holds a day's first few events (issue 21):
 * `count` is how many the day has (above `countCap`, the server stopped counting: '50+ events').
 */
export function dayCellLabel(day: string, today: boolean, events: LabelledEvent[], count = events.length, countCap = Infinity): string {
  const head = `${longDay(day)}${today ? ', today' : ''}`;
  if (count === 0) return `${head}: no events`;
  const capped = count > countCap;
  const total = capped ? `${countCap}+ events` : `${count} ${count === 1 ? 'event' : 'events'}`;
  const rest = count - events.length;
  const more = rest > 0 ? (capped ? '; and more' : `; and ${rest} more`) : '';
  return `${head}: ${total}: ${events.map(eventLabel).join('; ')}${more}`;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Tuesday 24 Nov 2026' for a 'YYYY-MM-DD' day: the weekday, then the app's one date format. */
export function longDay(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${WEEKDAY_NAMES[weekday]} ${formatDate(day)}`;
}
