/**
 * The one date format and the one date-time format of the app (issue 7 C12): UK time (Europe/London),
 * day, three-letter month and year, like '23 Nov 2026' and '23 Nov 2026, 14:05'. Pure: the same text on
 * the server (e-mails) and in every browser, whatever its locale, time zone or ICU month names.
 */
const TIME_ZONE = 'Europe/London';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** A calendar day with no time ('2026-11-23'): shown as that day, never shifted by a time zone. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

let parts: Intl.DateTimeFormat | undefined;
function londonParts(date: Date) {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(date)) out[p.type] = p.value;
  return { year: out.year, month: Number(out.month), day: Number(out.day), hour: out.hour, minute: out.minute };
}

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '23 Nov 2026'; `fallback` (default '—') for no date or an unreadable one. */
export function formatDate(value: DateInput, fallback = '—'): string {
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1] ?? '?'} ${day[1]}`;
  }
  const date = toDate(value);
  if (!date) return fallback;
  const p = londonParts(date);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '14:05', UK time. */
export function formatTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = londonParts(date);
  return `${p.hour}:${p.minute}`;
}

/** '23 Nov 2026, 14:05', UK time. */
export function formatDateTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return `${formatDate(date)}, ${formatTime(date)}`;
}
