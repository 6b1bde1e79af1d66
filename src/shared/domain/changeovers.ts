/**
 * The changeovers list (docs/product.md §2.2 Changeovers page, §9): its window, statuses, filter labels and
 * the Days on Bed count. Time rules take `now` (or both moments) as parameters; days are counted on
 * the Europe/London wall clock (linen-cycle's elapsedDays), so a clock change never gains or loses a day.
 */
import { elapsedDays } from './london-time';

export const CHANGEOVER_WINDOW_DAYS = 30;

/** Rows a page of /changeovers shows (one page on screen at a time: under 3,000 DOM nodes), and the most one read may ask. */
export const CHANGEOVER_PAGE_SIZE = 50;
export const CHANGEOVER_MAX_PAGE_SIZE = 100;

export const CHANGEOVER_STATUSES = ['in_transit', 'returned'] as const;
export type ChangeoverStatus = (typeof CHANGEOVER_STATUSES)[number];

export const CHANGEOVER_STATUS_LABELS: Record<ChangeoverStatus, string> = {
  in_transit: 'In Transit',
  returned: 'Returned to Beds',
};

export const CHANGEOVER_FILTERS = ['all', ...CHANGEOVER_STATUSES] as const;
export type ChangeoverFilter = (typeof CHANGEOVER_FILTERS)[number];

export const CHANGEOVER_FILTER_LABELS: Record<ChangeoverFilter, string> = {
  all: 'All Status',
  in_transit: 'In Transit',
  returned: 'Returned to Beds',
};

export const CHANGEOVER_MESSAGES = {
  loadFailed: 'Failed to load changeovers',
  empty: 'No changeovers in the last 30 days',
  noMatch: 'No changeovers match your search',
} as const;

/** In transit until the bag is returned. */
export function changeoverStatus(returnedAt: Date | string | null | undefined): ChangeoverStatus {
  return returnedAt ? 'returned' : 'in_transit';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The list shows changeovers collected in the last 30 days: from this moment on. */
export function changeoverWindowStart(now: Date): Date {
  return new Date(now.getTime() - CHANGEOVER_WINDOW_DAYS * DAY_MS);
}

const toDate = (v: Date | string | null | undefined) => (v ? (v instanceof Date ? v : new Date(v)) : null);

/** Days on Bed of a changeover: whole London days from going on beds (started_at) to collection; null when either is unknown. */
export function daysOnBed(startedAt: Date | string | null | undefined, collectedAt: Date | string | null | undefined): number | null {
  const from = toDate(startedAt);
  const to = toDate(collectedAt);
  if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return elapsedDays(from, to);
}

/** How many changeovers of the window the status filter keeps, from the tiles' counts (the pager's total). */
export function filteredCount(summary: { total: number; inTransit: number; returned: number }, filter: ChangeoverFilter): number {
  return filter === 'in_transit' ? summary.inTransit : filter === 'returned' ? summary.returned : summary.total;
}
