/**
 * The per-hour totals of changeovers (decision 0178): changeover_hour_totals holds one row per UTC hour of
 * collected_at and client, and one per hour for every client together (read with `totalsOf` of
 * ./day-totals, as the per-day tables), kept by triggers in the same transaction as each change (migration
 * changeover_hour_and_request_day_totals). A window that starts at an instant adds up its whole hours and
 * reads the rows of the part hour before them: at most one hour of rows, whatever a month holds.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The start of the hour that holds `at` (UTC hours; a London midnight is always one of them). */
export function hourStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The first hour boundary at or after `at`: the hours from there are whole, the part before is read from the rows. */
export function firstWholeHour(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);
}
