/**
 * How an event looks on the calendar: its colour (eventColor: a request's status decides), a pulse
 * for a pending request (calm outline under prefers-reduced-motion) and the status words.
 */
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import { formatDate } from '@shared/format-dates';
import type { BadgeVariant } from '@web/components/ui';

export const PENDING_PULSE = 'motion-safe:animate-pending-pulse motion-reduce:ring-2 motion-reduce:ring-amber-600';

export const STATUS_LABEL: Record<LinenRequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };
export const STATUS_BADGE: Record<LinenRequestStatus, BadgeVariant> = { pending: 'warning', accepted: 'success', declined: 'danger' };

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
