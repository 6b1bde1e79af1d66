/**
 * Booking-calendar import (issue 9 item 7): each booking's check-out day in a property's iCal feed
 * (Airbnb, Vrbo, Booking.com) becomes one pending linen request. Pure rules: the URL read, the
 * platform's name, the check-out day, and what one sync creates, moves and withdraws.
 */
import { londonWallClockMs } from './london-time';
import { REQUEST_LEAD_HOURS, serviceInstant } from './linen-requests';

export const BOOKING_MESSAGES = {
  tooSlow: 'The calendar took too long to answer',
  tooLarge: 'The calendar is larger than 2 MB',
  notAllowed: 'That address is not allowed',
  unreadable: 'The calendar could not be read',
  notCalendar: 'That link did not return a calendar',
  noCalendar: 'This property has no booking calendar yet',
  archived: 'This property is archived: restore it to import bookings',
  saved: 'Booking calendar saved',
  removed: 'Booking calendar removed',
  syncTooSoon: 'This calendar was synced several times in the last few minutes. Please wait a few minutes and try again.',
} as const;

/** The URL actually read: webcal:// (how calendar apps are offered a feed) is https://. */
export function calendarFetchUrl(pasted: string): string {
  return pasted.trim().replace(/^webcal:\/\//i, 'https://');
}

/** The booking platform of a calendar, from its URL's host, else from the feed's PRODID; for the request's note. */
export function bookingPlatform(url: string, prodId: string | null = null): string | null {
  let host = '';
  try {
    host = new URL(calendarFetchUrl(url)).hostname.toLowerCase();
  } catch {
    // no host: the PRODID may still tell
  }
  // The brand's own domain under any country ending (airbnb.co.uk, vrbo.com), or a subdomain of it.
  const is = (brand: string) => new RegExp(`(^|\\.)${brand}\\.(com|co\\.[a-z]{2}|com?\\.[a-z]{2}|[a-z]{2})$`).test(host);
  if (is('airbnb')) return 'Airbnb';
  if (is('vrbo') || is('homeaway')) return 'Vrbo';
  if (is('booking')) return 'Booking.com';
  const prod = (prodId ?? '').toLowerCase();
  if (prod.includes('airbnb')) return 'Airbnb';
  if (prod.includes('vrbo') || prod.includes('homeaway')) return 'Vrbo';
  if (prod.includes('booking.com')) return 'Booking.com';
  return null;
}

/** The note a booking's request carries. */
export function bookingRequestNote(platform: string | null): string {
  return platform ? `Booking check-out (${platform})` : 'Booking check-out';
}

/** A booking's end as the feed gives it. */
export type BookingEnd =
  /** An all-day DTEND (VALUE=DATE): the check-out day itself. */
  | { kind: 'date'; date: string }
  /** A timed DTEND: its wall clock, in `tzid` (an IANA zone), UTC, or floating (none: read as London). */
  | { kind: 'time'; wall: { year: number; month: number; day: number; hour: number; minute: number; second: number }; tzid: string | null };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dayOf = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The offset (ms) of `zone` at `instantMs`; null when Intl does not know the zone. */
function zoneOffsetMs(zone: string, instantMs: number): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instantMs));
  } catch {
    return null;
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * A booking end's London day ('YYYY-MM-DD') and, for a timed one, its London wall-clock time ('HH:MM'):
 * an all-day DTSTART/DTEND's date (DTEND's is the day the guests leave) with no time, or the London date
 * and time of a timed one. A floating time, or a zone Intl does not know, is taken as London's wall clock.
 */
export function bookingMoment(end: BookingEnd): { day: string; time: string | null } {
  if (end.kind === 'date') return { day: end.date, time: null };
  const w = end.wall;
  const wall = { day: dayOf(w.year, w.month, w.day), time: `${pad(w.hour)}:${pad(w.minute)}` };
  const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const zone = end.tzid && end.tzid.toUpperCase() !== 'UTC' && end.tzid !== 'Z' ? end.tzid : end.tzid ? 'UTC' : null;
  if (!zone) return wall;
  // Two passes find the instant whose wall clock in `zone` is `wall` (exact but for the skipped DST hour).
  const first = zoneOffsetMs(zone, wallMs);
  if (first === null) return wall;
  const second = zoneOffsetMs(zone, wallMs - first) ?? first;
  const london = new Date(londonWallClockMs(new Date(wallMs - second)));
  return { day: london.toISOString().slice(0, 10), time: london.toISOString().slice(11, 16) };
}

/** The check-out day ('YYYY-MM-DD') of a booking's DTEND (bookingMoment's day). */
export function checkoutDay(end: BookingEnd): string {
  return bookingMoment(end).day;
}

/** What a feed holds: its PRODID (which platform made it) and its bookings. */
export interface Feed {
  prodId: string | null;
  bookings: FeedBooking[];
  /** Events past MAX_FEED_EVENTS, not read. */
  unread: number;
  /** Events that block dates without a stay (isCalendarBlock): read, and left out of `bookings`. */
  blocks: number;
}

/**
 * Whether an event's SUMMARY marks dates blocked rather than a guest's stay (issue 24 item 1): Airbnb's
 * 'Airbnb (Not available)', Booking.com's 'CLOSED - Not available', Vrbo's and the owners' own 'Blocked'
 * or 'Owner block' / 'Owner stay', 'Unavailable'. Such an event creates no linen request; a request
 * made from it before this rule is withdrawn as gone from the feed.
 */
export function isCalendarBlock(summary: string | null | undefined): boolean {
  const s = (summary ?? '').trim();
  if (!s) return false;
  return /\bnot\s+available\b/i.test(s) || /\bunavailable\b/i.test(s) || /^closed(?:\s+[-–]|\s*[:(]|\s*$)/i.test(s) || /^blocked\b(?!-)/i.test(s) || /\bowner('s)?\s+(block|blocked|stay|use)\b/i.test(s);
}

/** Whether a booking's UID came from a property-management system's webhook ('guesty:…', 'hostfully:…'), not a calendar feed. */
export function isWebhookBookingUid(uid: string): boolean {
  return /^(guesty|hostfully):/.test(uid);
}

/** One booking read from the feed. */
export interface FeedBooking {
  uid: string;
  checkout: string;
  cancelled: boolean;
  /** The check-in day; absent when the source gives none (then the stay is kept as checking in on its check-out day). */
  checkin?: string;
  /** 'HH:MM' London when the source gives a time of day; null or absent: the business's default. */
  checkInTime?: string | null;
  checkOutTime?: string | null;
  guests?: number | null;
}

/** A booking's request already stored for the property. */
export interface StoredBookingRequest {
  id: string;
  bookingUid: string;
  status: 'pending' | 'accepted' | 'declined';
  requestedDate: string;
  /** An accepted request already flagged because its booking left the feed or was cancelled (issue 24). */
  bookingGone?: boolean;
  /** An accepted request a person kept after its booking had gone: never flagged again. */
  bookingKept?: boolean;
}

/**
 * What one property's feed may create (issue 19 H2): check-outs within the next 365 days, and at most
 * 200 open booking requests per property (pending or accepted, today or later), earliest first. A
 * feed of thousands of events changes a bounded number of rows; the rest is counted and reported.
 */
export const BOOKING_HORIZON_DAYS = 365;
export const MAX_OPEN_BOOKING_REQUESTS = 200;
/** At most this many events of one feed are read. */
export const MAX_FEED_EVENTS = 25_000;

/** The last day a check-out may fall on to be imported: today + 365 days. */
export function bookingHorizon(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + BOOKING_HORIZON_DAYS);
  return d.toISOString().slice(0, 10);
}

/**
 * The stays a source's bookings keep (the bookings table the forecast and the round read): of a whole
 * feed, those checking out from today to the horizon; a webhook's delivery names its stays one by one,
 * and all are kept.
 */
export function staysToKeep<T extends Pick<FeedBooking, 'checkout'>>(bookings: readonly T[], complete: boolean, today: string): readonly T[] {
  if (!complete) return bookings;
  const horizon = bookingHorizon(today);
  return bookings.filter((b) => b.checkout >= today && b.checkout <= horizon);
}

export interface SyncPlan {
  create: FeedBooking[];
  /** Bookings not imported: check-outs more than 365 days ahead, and those past the per-property limit. */
  skipped: { beyondHorizon: number; overLimit: number };
  move: { id: string; bookingUid: string; from: string; to: string }[];
  withdraw: { id: string; bookingUid: string; date: string; reason: 'cancelled' | 'removed' }[];
  /** Accepted requests whose booking left the feed or came back cancelled: flagged for a person to decide (issue 24). */
  flag: { id: string; bookingUid: string; date: string; reason: 'cancelled' | 'removed' }[];
  /** Flagged requests whose booking is live in the feed again: the flag is cleared. */
  unflag: { id: string; bookingUid: string; date: string }[];
}

/**
 * What one sync does, given the feed and the requests stored, with London's `today`:
 * - a new UID whose check-out is today or later: create a pending request;
 * - a known UID, still pending, whose check-out moved (to today or later): move it;
 * - STATUS:CANCELLED, still pending, today or later: withdraw it;
 * - a UID gone from the feed, still pending and after today: withdraw it (feeds drop past stays);
 * - a check-out before today is ignored; accepted or declined requests are never moved or withdrawn;
 * - an accepted request (issue 24) whose booking came back cancelled (today or later) or left the feed
 *   (after today, as for withdrawals: feeds drop stays on their last day) is flagged, once; when its
 *   booking is live in the feed again, the flag is cleared.
 * A UID listed twice counts once: a cancelled copy wins over a live one only when none is live.
 * `speaksFor(uid)`: whether the feed answers for a stored request's booking, so that its absence means
 * the booking is gone — a whole calendar feed for its own stays (not a webhook's), a webhook's delivery
 * for none. Every stored request counts towards the per-property limit whichever source made it.
 */
export function planBookingSync(
  feed: readonly FeedBooking[],
  stored: readonly StoredBookingRequest[],
  today: string,
  speaksFor: (uid: string) => boolean = () => true,
): SyncPlan {
  const byUid = new Map<string, FeedBooking>();
  for (const b of feed) {
    const seen = byUid.get(b.uid);
    if (!seen || (seen.cancelled && !b.cancelled)) byUid.set(b.uid, b);
  }
  const storedByUid = new Map(stored.map((s) => [s.bookingUid, s]));
  const horizon = bookingHorizon(today);
  const plan: SyncPlan = { create: [], skipped: { beyondHorizon: 0, overLimit: 0 }, move: [], withdraw: [], flag: [], unflag: [] };
  for (const booking of byUid.values()) {
    const existing = storedByUid.get(booking.uid);
    if (booking.cancelled) {
      if (existing?.status === 'pending' && existing.requestedDate >= today) {
        plan.withdraw.push({ id: existing.id, bookingUid: booking.uid, date: existing.requestedDate, reason: 'cancelled' });
      }
      if (existing?.status === 'accepted' && !existing.bookingGone && !existing.bookingKept && existing.requestedDate >= today) {
        plan.flag.push({ id: existing.id, bookingUid: booking.uid, date: existing.requestedDate, reason: 'cancelled' });
      }
      continue;
    }
    if (existing?.status === 'accepted' && existing.bookingGone) {
      plan.unflag.push({ id: existing.id, bookingUid: booking.uid, date: existing.requestedDate });
    }
    if (booking.checkout < today) continue;
    if (booking.checkout > horizon) {
      if (!existing) plan.skipped.beyondHorizon++;
      continue;
    }
    if (!existing) plan.create.push(booking);
    else if (existing.status === 'pending' && existing.requestedDate !== booking.checkout) {
      plan.move.push({ id: existing.id, bookingUid: booking.uid, from: existing.requestedDate, to: booking.checkout });
    }
  }
  for (const s of stored) {
    if (!speaksFor(s.bookingUid)) continue;
    if (!byUid.has(s.bookingUid) && s.status === 'pending' && s.requestedDate > today) {
      plan.withdraw.push({ id: s.id, bookingUid: s.bookingUid, date: s.requestedDate, reason: 'removed' });
    }
    if (!byUid.has(s.bookingUid) && s.status === 'accepted' && !s.bookingGone && !s.bookingKept && s.requestedDate > today) {
      plan.flag.push({ id: s.id, bookingUid: s.bookingUid, date: s.requestedDate, reason: 'removed' });
    }
  }
  // The per-property limit: open requests that stay, plus the earliest new check-outs up to it.
  const withdrawn = new Set(plan.withdraw.map((w) => w.id));
  const open = stored.filter((s) => s.status !== 'declined' && s.requestedDate >= today && !withdrawn.has(s.id)).length;
  const room = Math.max(0, MAX_OPEN_BOOKING_REQUESTS - open);
  if (plan.create.length > room) {
    plan.create.sort((a, b) => (a.checkout < b.checkout ? -1 : a.checkout > b.checkout ? 1 : a.uid < b.uid ? -1 : 1));
    plan.skipped.overLimit = plan.create.length - room;
    plan.create = plan.create.slice(0, room);
  }
  return plan;
}

/**
 * Whether a request moved to `day` must be told to its owner and the provider's staff (issue 24): its
 * service (08:00 London, serviceInstant) is now within the 48 hours the request rule asks as notice.
 */
export function moveNeedsNotice(day: string, now: Date): boolean {
  return serviceInstant(day).getTime() - now.getTime() <= REQUEST_LEAD_HOURS * 3_600_000;
}

/** A feed not read successfully for this long is stale: shown red, and the provider is e-mailed once (issue 24). */
export const FEED_STALE_AFTER_HOURS = 6;
export const FEED_STALE_AFTER_MS = FEED_STALE_AFTER_HOURS * 3_600_000;

/**
 * Whether a booking feed is stale at `now`: no good read for FEED_STALE_AFTER_HOURS, counted from its
 * last good read, or from when it was added when it was never read well.
 */
export function isFeedStale(lastGoodRead: Date | null, createdAt: Date, now: Date): boolean {
  return now.getTime() - (lastGoodRead ?? createdAt).getTime() >= FEED_STALE_AFTER_MS;
}

/** The oldest last good read (or creation) a feed may have at `now` without being stale. */
export function staleCutoff(now: Date): Date {
  return new Date(now.getTime() - FEED_STALE_AFTER_MS);
}

export const BOOKING_GONE_MESSAGES = {
  badge: 'Booking gone from the calendar',
  explain: 'The booking behind this accepted request was cancelled or removed from the booking calendar.',
  kept: 'Request kept: the service stays booked.',
  cancelled: 'Request cancelled: the service will not go ahead.',
  cancelReason: 'The booking was cancelled or removed from the booking calendar',
  notFlagged: 'This request is not waiting for a decision about its booking.',
} as const;
