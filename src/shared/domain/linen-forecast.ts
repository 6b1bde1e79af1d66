/**
 * The linen forecast of Stock → Forecast (issue 24 item 2, decision 0197): for each of the next 14 London
 * days, the sets needed per bed size and the towel packs, from the changeovers the business knows of
 * (accepted and pending requests, and bookings not yet turned into requests), against the clean stock on
 * the shelf plus the sets due back from the laundry. `today` is a parameter; the server decides it.
 *
 * Units: a property's set for one bed size is a duvet cover with its sheet (the smaller of the two when
 * the inventory lists both, else the one it lists); a towel pack is a bath towel with its hand towel
 * (likewise). So a property whose inventory lists 2 double covers and 2 double sheets needs 2 double
 * sets at each changeover.
 */
import { OVERDUE_IN_TRANSIT_DAYS } from './linen-cycle';
import { BED_SIZES, type BedSize, type LinenInventory } from './properties';
import { addDays } from './calendar';
import { inventorySlotOf } from './stock-item-slots';

export const FORECAST_DAYS = 14;

/** Days from a set's collection until it is back on the shelf clean: the in-transit bound of the linen cycle. */
export const LAUNDRY_TURNAROUND_DAYS = OVERDUE_IN_TRANSIT_DAYS;

export const FORECAST_BUCKETS = [...BED_SIZES, 'towels'] as const;
export type ForecastBucket = (typeof FORECAST_BUCKETS)[number];
export type BucketCounts = Record<ForecastBucket, number>;

export const FORECAST_BUCKET_LABELS: Record<ForecastBucket, string> = {
  single: 'Single sets',
  double: 'Double sets',
  king: 'King sets',
  superking: 'Super King sets',
  towels: 'Towel packs',
};

export const emptyBuckets = (): BucketCounts => ({ single: 0, double: 0, king: 0, superking: 0, towels: 0 });

/** Sets from two pieces that make one: the smaller when both are listed, else the one listed. */
export function setsFromPair(a: number, b: number): number {
  return a > 0 && b > 0 ? Math.min(a, b) : Math.max(a, b, 0);
}

/** What a property needs at one changeover (or holds, or a shelf holds), from pieces in the inventory's shape. */
export function setsOf(pieces: Pick<LinenInventory, 'covers' | 'sheets' | 'towels'>): BucketCounts {
  const out = emptyBuckets();
  for (const size of BED_SIZES) out[size] = setsFromPair(pieces.covers[size], pieces.sheets[size]);
  out.towels = setsFromPair(pieces.towels.bath_towels, pieces.towels.hand_towels);
  return out;
}

/** The whole bed sets of a count (every bed size). */
export const bedSets = (c: BucketCounts): number => BED_SIZES.reduce((sum, s) => sum + c[s], 0);

/** The forecast's days: today and the 13 after it. */
export function forecastDays(today: string): string[] {
  return Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(today, i));
}

/** The last day of the forecast. */
export const forecastEnd = (today: string): string => addDays(today, FORECAST_DAYS - 1);

export const CHANGEOVER_SOURCES = ['accepted', 'pending', 'booking'] as const;
export type ChangeoverSource = (typeof CHANGEOVER_SOURCES)[number];

/** A changeover the business knows of: a request (accepted or pending) or a booking's check-out day. */
export interface KnownChangeover {
  propertyId: string;
  day: string;
  source: ChangeoverSource;
}

export interface ForecastProperty {
  id: string;
  /** Sets per changeover (setsOf its linen inventory). */
  sets: BucketCounts;
  /** The London day its current card went in transit, when it is in transit now. */
  inTransitSince: string | null;
}

export interface ForecastInput {
  today: string;
  properties: readonly ForecastProperty[];
  changeovers: readonly KnownChangeover[];
  /** Clean sets on the shelf now. */
  shelf: BucketCounts;
}

export interface ForecastDay {
  day: string;
  /** Changeovers that day (one per property and day), and how many came from each source. */
  changeovers: number;
  bySource: Record<ChangeoverSource, number>;
  need: BucketCounts;
  /** Sets back from the laundry that day (in transit now, or collected at an earlier changeover of the forecast). */
  dueBack: BucketCounts;
  /** Clean sets there are that day before its deliveries: the shelf carried over plus what is due back. */
  available: BucketCounts;
  /** Need that the available sets cannot cover. */
  short: BucketCounts;
  flagged: boolean;
}

export interface Forecast {
  today: string;
  shelf: BucketCounts;
  days: ForecastDay[];
  /** Days with a shortfall. */
  flaggedDays: number;
}

const SOURCE_RANK: Record<ChangeoverSource, number> = { accepted: 0, pending: 1, booking: 2 };

/**
 * The forecast. A property has at most one changeover a day (an owner's request and the booking it
 * came from on the same day are the same changeover; the firmest source names it: accepted, pending,
 * booking). Changeovers outside the 14 days, or of a property not given (archived), are left out.
 *
 * Day by day: the sets due back join the shelf, the day's need is delivered from it as far as it goes
 * (the rest is the day's shortfall, and flags the day), and the sets delivered bring the property's
 * used sets back LAUNDRY_TURNAROUND_DAYS later. A set in transit now is due back LAUNDRY_TURNAROUND_DAYS
 * after the day it left (today when that day is past).
 */
export function buildForecast(input: ForecastInput): Forecast {
  const days = forecastDays(input.today);
  const index = new Map(days.map((d, i) => [d, i]));
  const props = new Map(input.properties.map((p) => [p.id, p]));
  const chosen = new Map<string, KnownChangeover>();
  for (const c of input.changeovers) {
    if (!index.has(c.day) || !props.has(c.propertyId)) continue;
    const key = `${c.propertyId}|${c.day}`;
    const had = chosen.get(key);
    if (!had || SOURCE_RANK[c.source] < SOURCE_RANK[had.source]) chosen.set(key, c);
  }
  const out: ForecastDay[] = days.map((day) => ({
    day,
    changeovers: 0,
    bySource: { accepted: 0, pending: 0, booking: 0 },
    need: emptyBuckets(),
    dueBack: emptyBuckets(),
    available: emptyBuckets(),
    short: emptyBuckets(),
    flagged: false,
  }));
  const perDay: ForecastProperty[][] = days.map(() => []);
  for (const c of chosen.values()) {
    const i = index.get(c.day)!;
    const p = props.get(c.propertyId)!;
    out[i].changeovers += 1;
    out[i].bySource[c.source] += 1;
    for (const b of FORECAST_BUCKETS) out[i].need[b] += p.sets[b];
    perDay[i].push(p);
  }
  for (const p of input.properties) {
    if (p.inTransitSince === null) continue;
    const due = addDays(p.inTransitSince, LAUNDRY_TURNAROUND_DAYS);
    const i = due <= input.today ? 0 : index.get(due);
    if (i === undefined) continue;
    for (const b of FORECAST_BUCKETS) out[i].dueBack[b] += p.sets[b];
  }
  const balance = { ...input.shelf };
  for (let i = 0; i < out.length; i++) {
    const d = out[i];
    for (const b of FORECAST_BUCKETS) {
      balance[b] += d.dueBack[b];
      d.available[b] = balance[b];
      const delivered = Math.min(d.need[b], balance[b]);
      d.short[b] = d.need[b] - delivered;
      balance[b] -= delivered;
      // The used sets of the delivered changeovers go to the laundry and come back after the turnaround.
      const back = i + LAUNDRY_TURNAROUND_DAYS;
      if (back < out.length) out[back].dueBack[b] += delivered;
    }
    d.flagged = FORECAST_BUCKETS.some((b) => d.short[b] > 0);
  }
  return { today: input.today, shelf: { ...input.shelf }, days: out, flaggedDays: out.filter((d) => d.flagged).length };
}

// ── Stock items as forecast buckets ─────────────────────────────────────────────────────────────

/**
 * Sets from stock items (the shelf's, or those assigned to a property): per bed size the smaller of the
 * covers and the sheets when the business stocks both for that size (an item at 0 counts as stocked:
 * 0 covers on the shelf make 0 sets, whatever the sheets), else the one it stocks; towel packs likewise
 * from bath and hand towels. Items that fit no slot (pillowcases, bath mats, consumables) are left out.
 */
export function setsFromItems(items: readonly { category: string; type: string; size: string; quantity: number }[]): BucketCounts {
  const pieces = { covers: new Map<BedSize, number>(), sheets: new Map<BedSize, number>(), bath: 0, hand: 0, hasBath: false, hasHand: false };
  for (const item of items) {
    const slot = inventorySlotOf(item);
    const q = Math.max(0, item.quantity);
    if (!slot) continue;
    if (slot.group === 'covers' || slot.group === 'sheets') pieces[slot.group].set(slot.size, (pieces[slot.group].get(slot.size) ?? 0) + q);
    else if (slot.group === 'towels' && slot.kind === 'bath_towels') [pieces.bath, pieces.hasBath] = [pieces.bath + q, true];
    else if (slot.group === 'towels' && slot.kind === 'hand_towels') [pieces.hand, pieces.hasHand] = [pieces.hand + q, true];
  }
  const pair = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined ? Math.min(a, b) : (a ?? b ?? 0));
  const out = emptyBuckets();
  for (const size of BED_SIZES) out[size] = pair(pieces.covers.get(size), pieces.sheets.get(size));
  out.towels = pair(pieces.hasBath ? pieces.bath : undefined, pieces.hasHand ? pieces.hand : undefined);
  return out;
}

/** What a day is short of, in words: '2 Double sets, 9 Towel packs'; '' when nothing. */
export function shortfallText(short: BucketCounts): string {
  return FORECAST_BUCKETS.filter((b) => short[b] > 0)
    .map((b) => `${short[b]} ${FORECAST_BUCKET_LABELS[b]}`)
    .join(', ');
}
