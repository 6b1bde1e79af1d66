/**
 * The hire clock (issue 18, DESIGN §8): linen on beds for more than 14 days earns a late-changeover
 * charge, and another every further `everyDays` days on beds, until the bag is collected. Days are
 * counted as the overdue rule counts them (linen-cycle.ts: floor of the Europe/London wall-clock
 * difference), so the first charge falls exactly when the card becomes overdue. Pure; `now` is given.
 */
import type { LinenStatus } from './linen';
import { OVERDUE_ON_BEDS_DAYS } from './linen-cycle';
import { elapsedDays } from './london-time';

/** The clock runs while the linen is on beds; collecting the bag stops it. */
const CLOCK_STATUSES: readonly LinenStatus[] = ['on_beds', 'changeover_due'];

/** How many overdue periods a card has reached: 0 up to day 14, 1 from day 15, 2 from day 15 + everyDays, ... */
export function periodsReached(card: { status: LinenStatus; onBedsSince: Date | null }, now: Date, everyDays: number): number {
  if (!CLOCK_STATUSES.includes(card.status) || !card.onBedsSince) return 0;
  const days = elapsedDays(card.onBedsSince, now);
  const first = OVERDUE_ON_BEDS_DAYS + 1;
  if (days < first) return 0;
  return 1 + Math.floor((days - first) / Math.max(1, Math.floor(everyDays)));
}

/** The charges still to make: periods reached and not yet charged for this on-beds start. */
export function periodsToCharge(reached: number, charged: readonly number[]): number[] {
  const done = new Set(charged);
  const out: number[] = [];
  for (let p = 1; p <= reached; p++) if (!done.has(p)) out.push(p);
  return out;
}

/** The charge's key: one per card, on-beds start and period, whoever adds it. */
export function lateChangeoverKey(cardId: string, onBedsSince: Date, period: number): string {
  return `${cardId}:${onBedsSince.toISOString()}:${period}`;
}

/** The late fee's key: one per overdue item. */
export function lateFeeKey(subject: 'collection' | 'damage', subjectId: string): string {
  return `${subject}:${subjectId}`;
}

/** The days on beds a period's charge is for: period 1 is more than 14 days, period 2 more than 14 + everyDays, ... */
export function periodDays(period: number, everyDays: number): number {
  return OVERDUE_ON_BEDS_DAYS + (Math.max(1, Math.floor(period)) - 1) * Math.max(1, Math.floor(everyDays));
}

/** The charge's reason as the owner, the board and the books read it. */
export function lateChangeoverReason(period: number, everyDays: number): string {
  return `Linen on beds for more than ${periodDays(period, everyDays)} days (period ${period})`;
}
