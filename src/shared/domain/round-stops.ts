/**
 * The day's round (issue 24 item 4; decision 0199): which stops a day has, each stop's time window from the
 * property's bookings that day, the saved order merged with stops that came or went since, and the map link
 * of each leg. Pure: `today` is a parameter (London's 'YYYY-MM-DD'); times are minutes after London midnight.
 * The order itself (drive or district) is src/shared/domain/round-order.ts.
 */
import { formatPostcode } from './postcode-format';
import { postcodesIn } from './postcodes';
import type { LinenStatus } from './linen';
import { addDays } from './calendar';

export const STOP_KINDS = ['collect', 'deliver', 'return', 'request'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

export const STOP_KIND_LABELS: Record<StopKind, string> = {
  collect: 'Collect',
  deliver: 'Deliver',
  return: 'Return',
  request: 'Request',
};

/** How the order was made: by drive between postcode points, by postcode district, or by staff. */
export const ROUND_METHODS = ['drive', 'district', 'manual'] as const;
export type RoundMethod = (typeof ROUND_METHODS)[number];

/** When a source states no time: guests leave by 10:00 and arrive from 16:00 (decision 0199). */
export const DEFAULT_CHECK_OUT_TIME = '10:00';
export const DEFAULT_CHECK_IN_TIME = '16:00';
const DAY_MINUTES = 24 * 60;

/** A round may be planned for today and up to this many days ahead. */
export const ROUND_DAYS_AHEAD = 14;

export const ROUND_MESSAGES = {
  badDay: 'Choose a day as YYYY-MM-DD',
  pastDay: 'A round can be planned for today or a later day',
  farDay: `A round can be planned at most ${ROUND_DAYS_AHEAD} days ahead`,
  staleOrder: 'Someone else changed this round since you opened it. Reload it to see their order, then reorder again.',
  badKey: 'Unknown stop',
  repeatedStop: 'Each stop may appear once',
} as const;

/** A stop's key as round_orders keeps it: 'collect:<card id>', 'deliver:<card id>', 'return:<card id>', 'request:<request id>'. */
export const stopKey = (kind: StopKind, id: string): string => `${kind}:${id}`;

const KEY_PATTERN = /^(collect|deliver|return|request):([0-9a-f-]{36})$/i;

export function parseStopKey(key: string): { kind: StopKind; id: string } | null {
  const m = KEY_PATTERN.exec(key);
  return m ? { kind: m[1].toLowerCase() as StopKind, id: m[2].toLowerCase() } : null;
}


/** Why a day cannot be planned, or null: a real day from today to ROUND_DAYS_AHEAD days ahead. */
export function roundDayProblem(day: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || addDays(day, 0) !== day) return ROUND_MESSAGES.badDay;
  if (day < today) return ROUND_MESSAGES.pastDay;
  if (day > addDays(today, ROUND_DAYS_AHEAD)) return ROUND_MESSAGES.farDay;
  return null;
}

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
export function minutesOf(time: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' of minutes after midnight (24:00 for the day's end). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface StopWindow {
  from: number;
  to: number;
}

/** A booking as the window reads it: its days and the times its source gave (null: the defaults). */
export interface WindowBooking {
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  cancelled: boolean;
}

/**
 * The time window at a property on `day`: after the check-out of a booking leaving that day (the latest,
 * if several), before the check-in of a booking arriving that day (the earliest). Only a check-out: until
 * the day's end; only a check-in: from the day's start. No booking leaving or arriving: null (any time).
 * A time the source does not give (or gives malformed) is the default.
 */
export function stopWindow(day: string, bookings: readonly WindowBooking[]): StopWindow | null {
  let from: number | null = null;
  let to: number | null = null;
  for (const b of bookings) {
    if (b.cancelled) continue;
    if (b.checkOut === day) {
      const out = minutesOf(b.checkOutTime) ?? minutesOf(DEFAULT_CHECK_OUT_TIME)!;
      from = from === null ? out : Math.max(from, out);
    }
    if (b.checkIn === day) {
      const inn = minutesOf(b.checkInTime) ?? minutesOf(DEFAULT_CHECK_IN_TIME)!;
      to = to === null ? inn : Math.min(to, inn);
    }
  }
  if (from === null && to === null) return null;
  return { from: from ?? 0, to: to ?? DAY_MINUTES };
}

/** The window in words: '10:00–16:00', 'after 10:00', 'before 16:00', 'any time'. */
export function windowText(w: StopWindow | null): string {
  if (!w) return 'any time';
  if (w.to >= DAY_MINUTES) return `after ${clockOf(w.from)}`;
  if (w.from <= 0) return `before ${clockOf(w.to)}`;
  return `${clockOf(w.from)}–${clockOf(w.to)}`;
}

/** A card as the day's stops read it: its status and whether its property has a booking leaving that day. */
export interface StopCard {
  id: string;
  status: LinenStatus;
  checkOutOnDay: boolean;
}

/**
 * The kind of stop a card makes on the day, or null: a New card's first delivery, a due changeover's
 * collection, an In Transit bag's return, and an On Beds card whose guests leave that day (its changeover
 * falls due then). Any other On Beds card has no stop.
 */
export function cardStopKind(card: StopCard): StopKind | null {
  if (card.status === 'new') return 'deliver';
  if (card.status === 'changeover_due') return 'collect';
  if (card.status === 'in_transit') return 'return';
  return card.checkOutOnDay ? 'collect' : null;
}

/**
 * The order of the day's stops: the saved order's keys that are still stops, then the stops it does not
 * list in the planner's order. A saved key whose stop is gone (done, archived, declined) is left out.
 */
export function mergeOrder(saved: readonly string[] | null, planned: readonly string[]): string[] {
  const present = new Set(planned);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const key of saved ?? []) {
    if (present.has(key) && !seen.has(key)) {
      out.push(key);
      seen.add(key);
    }
  }
  for (const key of planned) if (!seen.has(key)) out.push(key);
  return out;
}

/** A problem with an order sent by staff (repeated or malformed keys), or null. */
export function orderProblem(keys: readonly string[]): string | null {
  if (keys.some((k) => parseStopKey(k) === null)) return ROUND_MESSAGES.badKey;
  if (new Set(keys).size !== keys.length) return ROUND_MESSAGES.repeatedStop;
  return null;
}

/**
 * Where a leg starts or ends for a map: the postcode when the address has one, else the address, else
 * null (the map then starts from where the phone is).
 */
export function placeOf(postcode: string | null, address: string | null): string | null {
  if (postcode) return formatPostcode(postcode);
  const a = address?.replace(/\s+/g, ' ').trim();
  return a ? a : null;
}

/** The last UK postcode written in an address ('1 Quay St, Stockton TS18 1AA' → 'TS181AA'), normalised, or null. */
export function postcodeInAddress(address: string | null | undefined): string | null {
  return address ? (postcodesIn(address).at(-1) ?? null) : null;
}

/** A driving route between two places on Google Maps; without an origin the map starts from the phone's location. */
export function legMapUrl(origin: string | null, destination: string): string {
  const q = new URLSearchParams({ api: '1' });
  if (origin) q.set('origin', origin);
  q.set('destination', destination);
  q.set('travelmode', 'driving');
  return `https://www.google.com/maps/dir/?${q.toString()}`;
}

/**
 * Where each of `ordered` places is reached from: the start (the business's place) for the first, then
 * the stop before. A stop with no place gets null (nothing to open); the next leg starts from the last
 * place known.
 */
export function legUrls(start: string | null, ordered: readonly (string | null)[]): (string | null)[] {
  let from = start;
  return ordered.map((place) => {
    if (!place) return null;
    const url = legMapUrl(from, place);
    from = place;
    return url;
  });
}

/**
 * A courier's list of cards in the day's saved order (`order`: its stop keys, or null when none is saved):
 * the cards the round lists as `kind` stops in its order, then the others in the order given.
 */
export function inRoundOrder<T extends { id: string }>(cards: readonly T[], kind: StopKind, order: readonly string[] | null): T[] {
  if (!order || order.length === 0) return [...cards];
  const rank = new Map<string, number>();
  order.forEach((key, i) => {
    const stop = parseStopKey(key);
    if (stop?.kind === kind && !rank.has(stop.id)) rank.set(stop.id, i);
  });
  return cards
    .map((card, i) => ({ card, i, r: rank.get(card.id.toLowerCase()) }))
    .sort((a, b) => (a.r ?? Infinity) - (b.r ?? Infinity) || a.i - b.i)
    .map((x) => x.card);
}

