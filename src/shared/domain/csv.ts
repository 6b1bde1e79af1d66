/**
 * Cells of every CSV export (issue 10): dates as ISO 8601, money in pounds with 2 decimals, and text
 * that a spreadsheet would run as a formula (a cell beginning with =, +, -, @, tab or carriage return)
 * escaped with a leading apostrophe. Exports build their rows only from these helpers.
 */
import { penceToPoundsText } from './money';

/**
 * Text a spreadsheet would run as a formula (OWASP CSV injection): a formula character first, or after
 * leading spaces or separators (';=' is a formula in a spreadsheet that splits on semicolons), or after
 * a semicolon anywhere (such a spreadsheet starts a new cell there; issue 19 L8).
 */
const FORMULA = /^[\s;,]*[=+\-@\t\r]|;\s*[=+\-@]/;

/** A text cell: empty for null, and never a formula (a semicolon before a formula character becomes a comma). */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!FORMULA.test(value)) return value;
  return `'${value.replace(/;(?=\s*[=+\-@])/g, ',')}`;
}

/** Money in pounds with 2 decimals (pence in, '12.50' out); empty for null. */
export function csvMoney(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return '';
  return penceToPoundsText(pence);
}

/** A whole number; empty for null. */
export function csvInt(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Math.trunc(value));
}

/** An instant as ISO 8601 (UTC, with Z); a calendar date (YYYY-MM-DD) as it is; empty for null. */
export function csvDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  return value.toISOString();
}

/** A file name such as turns_report_2026-10-24_to_2026-11-24.csv: only letters, digits, _ and -. */
export function csvFilename(base: string, ...parts: string[]): string {
  const safe = [base, ...parts].map((p) => p.replace(/[^A-Za-z0-9_-]+/g, '-')).filter(Boolean);
  return `${safe.join('_')}.csv`;
}
