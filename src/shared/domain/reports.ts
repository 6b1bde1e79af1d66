/**
 * Reports (docs/product.md §2.2 'Reports', §3 'Report rows', §9; issue 10 item 6; decision 0135): the date
 * range (one month before London's today to today by default; the start day from 00:00 Europe/London,
 * the end day inclusive to 23:59:59.999 London), the exceptions (current cards overdue by the linen
 * cycle's rules), the weeks of the turns chart (London weeks, Monday first), the texts and the CSV
 * file names. Heavy aggregation is SQL's; these rules only shape its answers.
 */
import { addDays } from './calendar';
import { cardTimings, overdueBounds, type CardTimingInput } from './linen-cycle';
import { londonMidnight, londonToday } from './london-time';
import type { LinenStatus } from './linen';
import { isCalendarDay } from './linen-requests';
import { csvFilename } from './csv';

export const REPORT_MESSAGES = {
  noTurns: 'No turns found in selected date range',
  noExceptions: 'No current exceptions found',
  noDamages: 'No damages or missing items reported',
  noItems: 'No items',
  loadFailed: 'Failed to load reports',
  badStart: 'Start date must be a date (YYYY-MM-DD)',
  badEnd: 'End date must be a date (YYYY-MM-DD)',
  reversed: 'The start date must not be after the end date',
} as const;

/** The tables show this many rows a page (next/previous; the tiles, charts and CSVs count every row). */
export const REPORT_PAGE_SIZE = 50;

/** The three report exports and their file names' stems (spec §9). */
export const REPORT_EXPORTS = ['turns', 'exceptions', 'damages'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];

/** turns_report_2026-10-24_2026-11-24.csv: the stem, then the start and end days. */
export function reportFilename(kind: ReportExport, start: string, end: string, detail = false): string {
  return csvFilename(detail ? `${kind}_detail_report` : `${kind}_report`, start, end);
}

/** The same day one month earlier, clamped to that month's last day (31 Mar -> 28 or 29 Feb). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The default range: one month before London's today, to today. */
export function defaultReportRange(now: Date): { start: string; end: string } {
  const end = londonToday(now);
  return { start: monthBefore(end), end };
}

export interface ReportRange {
  start: string;
  end: string;
  /** 00:00 London on the start day (inclusive). */
  from: Date;
  /** 00:00 London on the day after the end day (exclusive): the end day counts to 23:59:59.999. */
  until: Date;
}

/** The range asked for (either end may be left out: the default's), or the reason it is refused. */
export function reportRange(query: { start?: string; end?: string }, now: Date): { range: ReportRange } | { problem: string } {
  const fallback = defaultReportRange(now);
  const start = query.start || fallback.start;
  const end = query.end || fallback.end;
  if (!isCalendarDay(start)) return { problem: REPORT_MESSAGES.badStart };
  if (!isCalendarDay(end)) return { problem: REPORT_MESSAGES.badEnd };
  if (start > end) return { problem: REPORT_MESSAGES.reversed };
  return { range: { start, end, from: londonMidnight(start), until: londonMidnight(addDays(end, 1)) } };
}

/** The Monday (London) of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week of the range (by its Monday) with its turns; weeks SQL found none in count 0. */
export function turnsPerWeek(
  range: { start: string; end: string },
  counted: readonly { week: string; turns: number }[],
): { week: string; turns: number }[] {
  const byWeek = new Map(counted.map((c) => [c.week, c.turns]));
  const weeks: { week: string; turns: number }[] = [];
  for (let week = weekStart(range.start); week <= range.end; week = addDays(week, 7)) weeks.push({ week, turns: byWeek.get(week) ?? 0 });
  return weeks;
}

/**
 * Cheap, indexed pre-filters for the exceptions: a card can be overdue only if it went on beds before
 * the first instant, or into transit before the second (the overdue bounds' `upper`, linen-cycle's
 * overdueBounds). `exceptionDays` decides.
 */
export function exceptionCutoffs(now: Date): { onBeds: Date; inTransit: Date } {
  const { beds, transit } = overdueBounds(now);
  return { onBeds: beds.upper, inTransit: transit.upper };
}

/** The statuses an exception can have, in the board's column order. */
export const EXCEPTION_STATUSES = ['on_beds', 'changeover_due', 'in_transit'] as const satisfies readonly LinenStatus[];

/** A card is an exception when overdue (more than 14 days on beds, more than 4 in transit): its days count, else null. */
export function exceptionDays(card: CardTimingInput, now: Date): number | null {
  const t = cardTimings(card, now);
  if (t.overBeds) return t.daysOnBeds;
  if (t.overTransit) return t.daysInTransit;
  return null;
}

/** Exceptions per column (status), every column listed, from the overdue counts per column (over 14 days on beds, over 4 in transit). */
export function exceptionsByStatus(overdue: { beds: Record<LinenStatus, number>; transit: Record<LinenStatus, number> }): { status: LinenStatus; count: number }[] {
  return EXCEPTION_STATUSES.map((status) => ({ status, count: overdue.beds[status] + overdue.transit[status] }));
}
