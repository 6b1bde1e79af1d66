/**
 * The calendar (docs/product.md §2.2 'Calendar', §4, §5, §9): the month grid (weeks start on Monday), the
 * colour an event is shown in and the add-event rules. Pure; 'today' comes from the caller.
 */
import type { LinenRequestStatus } from './linen-requests';

export const DEFAULT_EVENT_COLOR = '#3b82f6';
export const REQUEST_COLORS = { declined: '#dc2626', pending: '#f59e0b', accepted: '#16a34a' } as const;

export const CALENDAR_MESSAGES = {
  titleRequired: 'Please enter an event title',
  dateRequired: 'Please choose a date',
  colorInvalid: 'Choose a colour like #3b82f6',
  addFailed: 'Failed to add event. Please try again.',
  noEvents: 'No events',
} as const;

export interface GridDay {
  /** 'YYYY-MM-DD' */
  date: string;
  inMonth: boolean;
}

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The weeks shown for a month (month 1-12): Monday-first rows of seven days, from the Monday on or
 * before the 1st to the Sunday on or after the last day (4 to 6 rows).
 */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const mondayIndex = (t: number) => (new Date(t).getUTCDay() + 6) % 7;
  const DAY = 86_400_000;
  const start = first - mondayIndex(first) * DAY;
  const end = last + (6 - mondayIndex(last)) * DAY;
  const weeks: GridDay[][] = [];
  for (let t = start; t <= end; t += 7 * DAY) {
    weeks.push(Array.from({ length: 7 }, (_, i) => ({ date: iso(t + i * DAY), inMonth: new Date(t + i * DAY).getUTCMonth() === month - 1 })));
  }
  return weeks;
}

/** The first and last day shown by monthGrid, for asking the server for that range. */
export function gridRange(year: number, month: number): { from: string; to: string } {
  const weeks = monthGrid(year, month);
  return { from: weeks[0][0].date, to: weeks[weeks.length - 1][6].date };
}

/** The month after (+1) or before (-1) a month. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The colour an event is shown in: a request's status decides (declined red beats pending amber
 * beats accepted green); any other event keeps its own colour, blue by default.
 */
export function eventColor(event: { requestStatus: LinenRequestStatus | null; color: string | null }): string {
  if (event.requestStatus) return REQUEST_COLORS[event.requestStatus];
  return event.color || DEFAULT_EVENT_COLOR;
}

/** The colour shown for a day with several events: the most urgent request status wins. */
export function dayColor(events: { requestStatus: LinenRequestStatus | null; color: string | null }[]): string | null {
  for (const status of ['declined', 'pending', 'accepted'] as const) {
    if (events.some((e) => e.requestStatus === status)) return REQUEST_COLORS[status];
  }
  return events.length ? eventColor(events[0]) : null;
}

/** The longest range GET /api/calendar-events answers (a six-week grid is 42 days). */
export const CALENDAR_MAX_RANGE_DAYS = 62;
/** The private feed covers this many days back and ahead of today (London). */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;

export const CALENDAR_RULE_MESSAGES = {
  rangeTooLong: `Choose at most ${CALENDAR_MAX_RANGE_DAYS} days`,
  rangeReversed: 'The end date must not be before the start date',
  eventNotFound: 'Event not found',
  requestEventNotDeletable: 'A linen request’s event cannot be deleted here: decline the request instead',
  notYourEvent: 'You can delete only the events you added',
  feedNotFound: 'This calendar link does not exist or has been replaced',
} as const;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `by` days after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, by: number): string {
  return iso(dayMs(day) + by * DAY_MS);
}

/** How many days a range covers, both ends included (0 when `to` is before `from`). */
export function rangeDays(from: string, to: string): number {
  return Math.max(0, Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1);
}

/** Why a requested range is refused, or null when it is fine. */
export function rangeProblem(from: string, to: string): string | null {
  if (dayMs(to) < dayMs(from)) return CALENDAR_RULE_MESSAGES.rangeReversed;
  if (rangeDays(from, to) > CALENDAR_MAX_RANGE_DAYS) return CALENDAR_RULE_MESSAGES.rangeTooLong;
  return null;
}

/** The days the private feed covers around London's today. */
export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/** Who may delete an event: never a request's; its creator; staff who may edit the board. */
export function canDeleteEvent(
  event: { requestId: string | null; createdBy: string | null },
  viewer: { userId: string; editsAny: boolean },
): boolean {
  if (event.requestId) return false;
  return viewer.editsAny || (event.createdBy !== null && event.createdBy === viewer.userId);
}

/** The 'YYYY-MM-DD' day's year and month (1-12). */
export function monthOf(day: string): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 1 Dec' for '2026-12-01' (a calendar day: no time zone to apply): the forecast's days, the round's day. */
export function shortDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTH_NAMES[m - 1]}`;
}
