/**
 * Bookings sent by a property-management system's webhook (issue 24 item 1; decision 0201): Guesty's
 * reservation events and Hostfully's booking events, read into the FeedBooking that a calendar feed
 * gives too (applyBookings takes both), or 'ignore' with the reason when the call is not a stay
 * (an inquiry, a block, another event type, another listing). Pure: the signature's HMAC is computed
 * on the server (booking-webhooks/webhook-signature.ts); its timestamp rule and header reading are here.
 */
import type { FeedBooking } from './booking-import';
import { londonWallClockMs } from './london-time';

export const WEBHOOK_SYSTEMS = ['guesty', 'hostfully'] as const;
export type WebhookSystem = (typeof WEBHOOK_SYSTEMS)[number];

export const WEBHOOK_SYSTEM_NAMES: Record<WebhookSystem, string> = { guesty: 'Guesty', hostfully: 'Hostfully' };

export const WEBHOOK_MESSAGES = {
  notConnected: 'This property has no booking webhook',
  unauthorised: 'The call is not signed with this property’s webhook secret',
  badJson: 'The body is not JSON',
  archived: 'This property is archived: restore it to import bookings',
  secretFormat: 'Paste the signing secret as the system shows it: it starts with whsec_',
} as const;

/** How far a signed call's timestamp may be from our clock (Svix and Standard Webhooks use 5 minutes). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** Deliveries remembered (for 'a repeated delivery changes nothing') this many days. */
export const DELIVERY_KEEP_DAYS = 30;

/** A Svix / Standard Webhooks secret: 'whsec_' and the key in base64 (at least 24 bytes of key). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

/** The signed call's headers, either spelling: Svix's (svix-*) or Standard Webhooks' (webhook-*). */
export interface SignatureHeaders {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
}

export function signatureHeaders(get: (name: string) => string | null | undefined): SignatureHeaders {
  const pick = (name: string) => get(`svix-${name}`) ?? get(`webhook-${name}`) ?? null;
  return { id: pick('id'), timestamp: pick('timestamp'), signature: pick('signature') };
}

/** The 'v1,<base64>' signatures of a signature header (space-separated; other versions left out). */
export function v1Signatures(header: string): string[] {
  return header
    .split(' ')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1,'))
    .map((part) => part.slice(3))
    .filter(Boolean);
}

/** Whether a timestamp header (seconds since the epoch) is within the tolerance of `now`, either way. */
export function timestampFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= SIGNATURE_TOLERANCE_SECONDS;
}

/** What one delivery says. */
export type ParsedDelivery =
  | {
      kind: 'booking';
      booking: FeedBooking;
      /** The system's own last change of the stay, when it says; an older delivery never overwrites a newer. */
      updatedAt: Date | null;
    }
  | { kind: 'ignore'; reason: string }
  /** Signed by the system but not readable as a booking: recorded as the webhook's last error. */
  | { kind: 'invalid'; reason: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d/;

const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function validDay(v: unknown): string | null {
  const s = str(v);
  if (!s || !DAY.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? null : s;
}

function instant(v: unknown): Date | null {
  const s = str(v);
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant's London day and 'HH:MM'. */
function londonDayTime(at: Date): { day: string; time: string } {
  const iso = new Date(londonWallClockMs(at)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** 'HH:MM' from 'HH:mm', 'HH:mm:ss' or a local date-time 'YYYY-MM-DDTHH:mm:ss'. */
function hhmm(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  const t = s.includes('T') ? s.slice(s.indexOf('T') + 1) : s;
  return TIME.test(t) ? t.slice(0, 5) : null;
}

function count(...values: unknown[]): number | null {
  let total = 0;
  let any = false;
  for (const v of values) {
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) {
      total += v;
      any = true;
    }
  }
  return any && total > 0 ? Math.min(total, 99) : null;
}

/** A stay whose dates are read; check-out must be after check-in. */
function stay(
  uid: string,
  checkin: string | null,
  checkout: string | null,
  cancelled: boolean,
  rest: Omit<FeedBooking, 'uid' | 'checkout' | 'cancelled' | 'checkin'>,
): FeedBooking | string {
  if (!checkout) return 'the check-out day is missing or not a date';
  if (checkin && checkin > checkout) return 'the check-in day is after the check-out day';
  return { uid, checkout, cancelled, ...(checkin ? { checkin } : {}), ...rest };
}

// ---- Guesty ----------------------------------------------------------------------------------------

/** Guesty's reservation events (Open API webhooks; the v2 events, where they carry the reservation, read the same). */
export const GUESTY_RESERVATION_EVENTS = ['reservation.new', 'reservation.updated', 'reservation.created.v2', 'reservation.updated.v2'] as const;
/** A reservation whose guest stays: its check-out needs linen. */
const GUESTY_STAYS = new Set(['confirmed', 'checked_in', 'checked_out']);
/** A reservation that will not happen (any request made from it is withdrawn). */
const GUESTY_GONE = new Set(['canceled', 'cancelled', 'declined', 'expired', 'closed']);

/**
 * A Guesty delivery: { event, reservation: { _id, listingId, status, checkInDateLocalized,
 * checkOutDateLocalized, checkIn, checkOut, plannedArrival, plannedDeparture, guestsCount, lastUpdatedAt } }.
 * The localized days are the listing's own (a UK listing: London); the times are plannedArrival and
 * plannedDeparture, else the check-in and check-out instants' London time.
 */
export function parseGuestyDelivery(body: unknown, listingId: string | null): ParsedDelivery {
  const root = obj(body);
  if (!root) return { kind: 'invalid', reason: 'The body is not a Guesty event' };
  const event = str(root.event) ?? str(root.type);
  if (!event) return { kind: 'invalid', reason: 'The Guesty event has no event name' };
  if (!(GUESTY_RESERVATION_EVENTS as readonly string[]).includes(event)) return { kind: 'ignore', reason: `${event} is not a reservation event` };
  const r = obj(root.reservation) ?? obj(obj(root.data)?.reservation);
  if (!r) return { kind: 'invalid', reason: `The ${event} event carries no reservation` };
  const id = str(r._id) ?? str(r.id);
  if (!id) return { kind: 'invalid', reason: 'The reservation has no _id' };
  const listing = str(r.listingId) ?? str(obj(r.listing)?._id);
  if (listingId && listing !== listingId) return { kind: 'ignore', reason: `reservation ${id} is for another listing` };
  const status = (str(r.status) ?? '').toLowerCase();
  const cancelled = GUESTY_GONE.has(status);
  if (!cancelled && !GUESTY_STAYS.has(status))
    return { kind: 'ignore', reason: `reservation ${id} is ${status || 'without a status'}, not a confirmed stay` };
  const inAt = instant(r.checkIn);
  const outAt = instant(r.checkOut);
  const checkin = validDay(r.checkInDateLocalized) ?? (inAt ? londonDayTime(inAt).day : null);
  const checkout = validDay(r.checkOutDateLocalized) ?? (outAt ? londonDayTime(outAt).day : null);
  const booking = stay(`guesty:${id}`, checkin, checkout, cancelled, {
    checkInTime: hhmm(r.plannedArrival) ?? (inAt ? londonDayTime(inAt).time : null),
    checkOutTime: hhmm(r.plannedDeparture) ?? (outAt ? londonDayTime(outAt).time : null),
    guests: count(r.guestsCount),
  });
  if (typeof booking === 'string') return { kind: 'invalid', reason: `Reservation ${id}: ${booking}` };
  return { kind: 'booking', booking, updatedAt: instant(r.lastUpdatedAt) ?? instant(root.publishedAt) };
}

// ---- Hostfully -------------------------------------------------------------------------------------

/** Hostfully's booking events; NEW_INQUIRY, NEW_BOOKING_REQUEST and NEW_HOLD are not stays yet. */
export const HOSTFULLY_BOOKING_EVENTS = ['NEW_BOOKING', 'BOOKING_UPDATED', 'BOOKING_CANCELLED', 'UNIT_CHANGED'] as const;
/** Lead statuses of a booking whose guest stays (PAID_IN_FULL: Hostfully's older word for booked). */
const HOSTFULLY_STAYS = new Set(['BOOKED', 'BOOKED_BY_AGENT', 'BOOKED_BY_CUSTOMER', 'BOOKED_EXTERNALLY', 'PAID_IN_FULL', 'STAY', 'ARCHIVED']);
/** Lead statuses of a booking that will not happen. */
const HOSTFULLY_GONE = new Set(['CANCELLED', 'CANCELLED_BY_TRAVELER', 'CANCELLED_BY_OWNER', 'DUPLICATE', 'IGNORED']);

/**
 * A Hostfully delivery as our relay sends it: Hostfully's callback fields { agency_uid, event_type,
 * property_uid, lead_uid } and `lead`, the lead as Hostfully's API gives it (GET /leads/{uid}):
 * { uid, propertyUid, type, status, checkInLocalDateTime, checkOutLocalDateTime (or checkInLocalDate,
 * checkOutLocalDate), guestInformation: { adultCount, childrenCount } }. Hostfully's own callback names
 * the lead but not its dates, so a call without `lead` cannot be applied (decision 0201).
 */
export function parseHostfullyDelivery(body: unknown, listingId: string | null): ParsedDelivery {
  const root = obj(body);
  if (!root) return { kind: 'invalid', reason: 'The body is not a Hostfully event' };
  const event = str(root.event_type);
  if (!event) return { kind: 'invalid', reason: 'The Hostfully event has no event_type' };
  if (!(HOSTFULLY_BOOKING_EVENTS as readonly string[]).includes(event)) return { kind: 'ignore', reason: `${event} is not a booking event` };
  const lead = obj(root.lead);
  const leadUid = str(lead?.uid) ?? str(root.lead_uid);
  if (!lead || !leadUid) return { kind: 'invalid', reason: `The ${event} call has no lead: send it through the relay, which adds the lead’s dates` };
  const property = str(lead.propertyUid) ?? str(root.property_uid);
  if (listingId && property !== listingId) return { kind: 'ignore', reason: `lead ${leadUid} is for another property` };
  const type = (str(lead.type) ?? 'BOOKING').toUpperCase();
  if (type !== 'BOOKING') return { kind: 'ignore', reason: `lead ${leadUid} is ${type === 'BLOCK' ? 'a block' : 'an inquiry'}, not a booking` };
  const status = (str(lead.status) ?? '').toUpperCase();
  const cancelled = event === 'BOOKING_CANCELLED' || HOSTFULLY_GONE.has(status);
  if (!cancelled && !HOSTFULLY_STAYS.has(status))
    return { kind: 'ignore', reason: `lead ${leadUid} is ${status || 'without a status'}, not a booked stay` };
  const day = (dateTime: unknown, date: unknown) => validDay(date) ?? validDay(str(dateTime)?.slice(0, 10));
  const guests = obj(lead.guestInformation);
  const booking = stay(
    `hostfully:${leadUid}`,
    day(lead.checkInLocalDateTime, lead.checkInLocalDate),
    day(lead.checkOutLocalDateTime, lead.checkOutLocalDate),
    cancelled,
    {
      checkInTime: hhmm(lead.checkInLocalDateTime),
      checkOutTime: hhmm(lead.checkOutLocalDateTime),
      guests: count(guests?.adultCount, guests?.childrenCount),
    },
  );
  if (typeof booking === 'string') return { kind: 'invalid', reason: `Lead ${leadUid}: ${booking}` };
  return { kind: 'booking', booking, updatedAt: null };
}

export function parseDelivery(system: WebhookSystem, body: unknown, listingId: string | null): ParsedDelivery {
  return system === 'guesty' ? parseGuestyDelivery(body, listingId) : parseHostfullyDelivery(body, listingId);
}

/**
 * When the stay a delivery carries last changed at its source: Guesty says so in the reservation; our
 * Hostfully relay reads the lead as it signs, so its signed timestamp (seconds) stands for it. Null when
 * neither is known.
 */
export function deliveryUpdatedAt(system: WebhookSystem, stated: Date | null, signedTimestamp: string | null): Date | null {
  if (stated) return stated;
  if (system !== 'hostfully' || !signedTimestamp) return null;
  const seconds = Number(signedTimestamp);
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** A delivery older than what we stored of its stay is stale: it never overwrites a newer one. */
export function isStaleDelivery(updatedAt: Date | null, stored: Date | null): boolean {
  return updatedAt !== null && stored !== null && stored.getTime() > updatedAt.getTime();
}

/** The note a webhook booking's request carries. */
export function webhookRequestNote(system: WebhookSystem): string {
  return `Booking check-out (${WEBHOOK_SYSTEM_NAMES[system]})`;
}

/** The address the system calls, for a property. */
export function webhookUrl(appUrl: string, system: WebhookSystem, propertyId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/api/webhooks/bookings/${system}/${propertyId}`;
}
