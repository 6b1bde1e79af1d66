/**
 * The linen cycle's time rules (docs/product.md §2.4 'Overdue'): day counts are the floor of the Europe/London
 * wall-clock difference (so a clock change never loses or gains a day), a card is overdue on beds after
 * more than 14 days and in transit after more than 4. Every rule takes `now`; the server decides it.
 */
import type { LinenStatus } from './linen';
import { elapsedDays, londonWallClockMs } from './london-time';

export const OVERDUE_ON_BEDS_DAYS = 14;
export const OVERDUE_IN_TRANSIT_DAYS = 4;

const DAY_MS = 86_400_000;

const onBedsStatuses: readonly LinenStatus[] = ['on_beds', 'changeover_due'];

export interface CardTimingInput {
  status: LinenStatus;
  onBedsSince: Date | string | null;
  transitSince: Date | string | null;
}

export interface CardTimings {
  daysOnBeds: number | null;
  daysInTransit: number | null;
  overBeds: boolean;
  overTransit: boolean;
}

const asDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/** When the card's on-beds clock started (on_beds, changeover_due), else null. */
const bedsClock = (card: CardTimingInput) => (onBedsStatuses.includes(card.status) ? asDate(card.onBedsSince) : null);
/** When the card's transit clock started (in_transit), else null. */
const transitClock = (card: CardTimingInput) => (card.status === 'in_transit' ? asDate(card.transitSince) : null);

/** Days on beds (on_beds, changeover_due), else null. */
export function daysOnBeds(card: CardTimingInput, now: Date): number | null {
  const since = bedsClock(card);
  return since ? elapsedDays(since, now) : null;
}

/** Days in transit (in_transit), else null. */
export function daysInTransit(card: CardTimingInput, now: Date): number | null {
  const since = transitClock(card);
  return since ? elapsedDays(since, now) : null;
}

/** More than 14 days on beds (on_beds or changeover_due). */
export function overBeds(card: CardTimingInput, now: Date): boolean {
  return cardTimings(card, now).overBeds;
}

/** More than 4 days in transit. */
export function overTransit(card: CardTimingInput, now: Date): boolean {
  return cardTimings(card, now).overTransit;
}

/**
 * The day counts shown and the overdue flags. Overdue is decided only by the bounds (overdueBounds, the one
 * statement of the rule, which the SQL counts and filters also take): a clock started at `since` is over its
 * limit when it is past the bound (isPastBound).
 */
export function cardTimings(card: CardTimingInput, now: Date, bounds = overdueBounds(now)): CardTimings {
  const bedsSince = bedsClock(card);
  const transitSince = transitClock(card);
  return {
    daysOnBeds: daysOnBeds(card, now),
    daysInTransit: daysInTransit(card, now),
    overBeds: bedsSince !== null && isPastBound(bedsSince, bounds.beds),
    overTransit: transitSince !== null && isPastBound(transitSince, bounds.transit),
  };
}

/** The automatic move: an on_beds card with more than 14 days on beds goes to changeover_due. */
export function isDueForAutoMove(card: CardTimingInput, now: Date): boolean {
  return card.status === 'on_beds' && overBeds(card, now);
}

/**
 * The instant before which on_beds_since must lie for a card to be possibly due: a cheap, indexed
 * pre-filter for the sweep and the hire clock (the on-beds bound's `upper`); isDueForAutoMove decides.
 */
export function sweepCutoff(now: Date): Date {
  return overdueBounds(now).beds.upper;
}

/** London's wall clock of `ms` less `days`, as a naive 'YYYY-MM-DD HH:MM:SS.mmm' (PostgreSQL `timestamp`). */
function wallCutoff(now: Date, days: number): string {
  return new Date(londonWallClockMs(now) - days * DAY_MS).toISOString().replace('T', ' ').replace('Z', '');
}

/** One overdue rule as SQL can test it on an index: `since <= upper` (a range) and London's wall clock of `since` <= `wall`. */
export interface OverdueBound {
  upper: Date;
  wall: string;
}

/**
 * The one overdue decision: a clock started at `since` is past the bound when London's wall clock of
 * `since` is at or before the bound's `wall` (the SQL's test, linen-card-counts.repo's wallOf, is the same).
 */
export function isPastBound(since: Date, bound: OverdueBound): boolean {
  return londonWallClockMs(since) <= Date.parse(`${bound.wall.replace(' ', 'T')}Z`);
}

/**
 * The overdue rules as bounds a query can use (the board's counts and its exceptions filter): a card is
 * over 14 days on beds exactly when London's wall clock of on_beds_since is at or before London's now less
 * 15 days (the floor of the wall-clock difference is then 15 or more), likewise 5 days in transit. `upper`
 * is a real instant two hours later (a clock change shifts the wall clock by one), so an index range
 * serves the query and the wall-clock test decides.
 */
export function overdueBounds(now: Date): { beds: OverdueBound; transit: OverdueBound } {
  const bound = (limit: number): OverdueBound => ({
    upper: new Date(now.getTime() - (limit + 1) * DAY_MS + 2 * 60 * 60 * 1000),
    wall: wallCutoff(now, limit + 1),
  });
  return { beds: bound(OVERDUE_ON_BEDS_DAYS), transit: bound(OVERDUE_IN_TRANSIT_DAYS) };
}
