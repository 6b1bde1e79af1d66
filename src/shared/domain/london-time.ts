/**
 * London time: the one home for the business's clock (Europe/London). Instants are Dates; calendar days
 * are 'YYYY-MM-DD' strings. Day counts are the floor of the London wall-clock difference, so a clock
 * change never loses or gains a day. Every function takes the instant it works on; the server decides `now`.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (month 0-11): when UK clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The Europe/London wall clock of an instant, as milliseconds of a UTC date with the same fields. UK
 * summer time (BST, UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October; computed directly, since the board times thousands of cards per read
 * (the unit test checks it against Intl for every day of several years).
 */
export function londonWallClockMs(date: Date): number {
  const t = date.getTime();
  const year = date.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  return t + (summer ? HOUR_MS : 0);
}

/** Whole days from `since` to `now` on the London wall clock (floor; never negative). */
export function elapsedDays(since: Date, now: Date): number {
  const diff = londonWallClockMs(now) - londonWallClockMs(since);
  return diff <= 0 ? 0 : Math.floor(diff / DAY_MS);
}

/** Today's date in London as 'YYYY-MM-DD'. */
export function londonToday(now: Date): string {
  return new Date(londonWallClockMs(now)).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 Europe/London on a 'YYYY-MM-DD' day (UK clocks change at 01:00 UTC, so 00:00 and later hours are never skipped). */
export function londonInstant(day: string, hour = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour);
  return new Date(asUtc - (londonWallClockMs(new Date(asUtc)) - asUtc));
}

/** 00:00 Europe/London on a 'YYYY-MM-DD' day: 00:00 UTC in winter, 23:00 UTC the day before in summer. */
export function londonMidnight(day: string): Date {
  return londonInstant(day, 0);
}

/**
 * The first whole London day that starts at or after `at`: its date and its midnight. Totals kept per day
 * count whole days from there; the part before (from `at` to that midnight) is read from the rows.
 */
export function firstWholeDay(at: Date): { day: string; from: Date } {
  const today = londonToday(at);
  const midnight = londonMidnight(today);
  if (midnight.getTime() === at.getTime()) return { day: today, from: midnight };
  const [y, m, d] = today.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { day: next, from: londonMidnight(next) };
}
