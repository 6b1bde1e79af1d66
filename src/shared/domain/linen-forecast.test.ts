import { describe, expect, it } from 'vitest';
import { emptyLinenInventory } from './properties';
import {
  buildForecast,
  emptyBuckets,
  FORECAST_BUCKETS,
  forecastDays,
  setsFromItems,
  setsOf,
  type BucketCounts,
  type ForecastBucket,
  type ForecastDay,
  type ForecastProperty,
  type KnownChangeover,
} from './linen-forecast';
import { addDays } from './calendar';

const TODAY = '2026-12-01';
const day = (n: number) => addDays(TODAY, n);

function inventory(beds: Partial<Record<'single' | 'double' | 'king' | 'superking', number>>, bath: number, hand: number) {
  const inv = emptyLinenInventory();
  for (const [size, n] of Object.entries(beds)) {
    inv.covers[size as 'double'] = n;
    inv.sheets[size as 'double'] = n;
  }
  inv.towels.bath_towels = bath;
  inv.towels.hand_towels = hand;
  return inv;
}

/**
 * The hand-computed fixture: 20 properties over 14 days. P1–P10 one double set and 2 towel packs;
 * P11–P15 a king and a single set, 3 packs; P16–P18 two super king sets, 4 packs; P19 lists 2 double
 * covers but 1 double sheet (1 set) and 2 bath towels without hand towels (2 packs); P20 has no linen.
 * P5 has been in transit since 10 days ago (overdue: due today), P12 since yesterday (due day 3), P16
 * since today (due day 4). Shelf: 1 single, 3 double, 1 king, 2 super king, 10 towel packs.
 */
function fixture() {
  const inv: Record<string, ReturnType<typeof inventory>> = {};
  for (let i = 1; i <= 10; i++) inv[`P${i}`] = inventory({ double: 1 }, 2, 2);
  for (let i = 11; i <= 15; i++) inv[`P${i}`] = inventory({ king: 1, single: 1 }, 3, 3);
  for (let i = 16; i <= 18; i++) inv[`P${i}`] = inventory({ superking: 2 }, 4, 4);
  const p19 = emptyLinenInventory();
  p19.covers.double = 2;
  p19.sheets.double = 1;
  p19.towels.bath_towels = 2;
  inv.P19 = p19;
  inv.P20 = emptyLinenInventory();
  const transit: Record<string, string> = { P5: day(-10), P12: day(-1), P16: day(0) };
  const properties: ForecastProperty[] = Object.entries(inv).map(([id, i]) => ({ id, sets: setsOf(i), inTransitSince: transit[id] ?? null }));
  const c = (propertyId: string, n: number, source: KnownChangeover['source']): KnownChangeover => ({ propertyId, day: day(n), source });
  const changeovers: KnownChangeover[] = [
    c('P1', 0, 'accepted'),
    c('P2', 0, 'pending'),
    c('P11', 0, 'booking'),
    c('P3', 1, 'booking'),
    c('P3', 1, 'accepted'),
    c('P16', 1, 'pending'),
    c('P4', 2, 'booking'),
    c('P5', 2, 'booking'),
    c('P6', 2, 'booking'),
    c('P12', 2, 'accepted'),
    c('P17', 3, 'accepted'),
    c('P18', 3, 'accepted'),
    c('P7', 5, 'pending'),
    c('P13', 5, 'booking'),
    c('P19', 5, 'accepted'),
    c('P1', 7, 'booking'),
    c('P8', 7, 'accepted'),
    c('P14', 7, 'pending'),
    c('P20', 7, 'pending'),
    c('P16', 9, 'accepted'),
    c('P17', 9, 'booking'),
    c('P9', 13, 'accepted'),
    c('P10', 13, 'pending'),
    c('P15', 13, 'booking'),
    // Outside the 14 days, or of a property not given (archived): left out.
    c('P2', -1, 'accepted'),
    c('P3', 14, 'accepted'),
    c('P99', 0, 'accepted'),
  ];
  const shelf: BucketCounts = { single: 1, double: 3, king: 1, superking: 2, towels: 10 };
  return { properties, changeovers, shelf };
}

const column = (days: readonly ForecastDay[], key: 'need' | 'available' | 'short' | 'dueBack', b: ForecastBucket) => days.map((d) => d[key][b]);

describe('buildForecast (20 properties, 14 days, hand-computed)', () => {
  const f = buildForecast({ today: TODAY, ...fixture() });

  it('covers today and the 13 days after it', () => {
    expect(f.days.map((d) => d.day)).toEqual(forecastDays(TODAY));
    expect(f.days[13].day).toBe('2026-12-14');
  });

  it('counts one changeover per property and day, named by its firmest source', () => {
    expect(f.days.map((d) => d.changeovers)).toEqual([3, 2, 4, 2, 0, 3, 0, 4, 0, 2, 0, 0, 0, 3]);
    expect(f.days[1].bySource).toEqual({ accepted: 1, pending: 1, booking: 0 });
    expect(f.days[2].bySource).toEqual({ accepted: 1, pending: 0, booking: 3 });
    expect(f.days[7].bySource).toEqual({ accepted: 1, pending: 2, booking: 1 });
  });

  it('needs the sets of each changeover per bed size and towel packs', () => {
    expect(column(f.days, 'need', 'double')).toEqual([2, 1, 3, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 2]);
    expect(column(f.days, 'need', 'single')).toEqual([1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(column(f.days, 'need', 'king')).toEqual([1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(column(f.days, 'need', 'superking')).toEqual([0, 2, 0, 4, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0]);
    expect(column(f.days, 'need', 'towels')).toEqual([7, 6, 9, 8, 0, 7, 0, 7, 0, 8, 0, 0, 0, 7]);
  });

  it('brings sets back from the laundry: in transit now, and after each delivered changeover', () => {
    expect(column(f.days, 'dueBack', 'double')).toEqual([1, 0, 0, 0, 2, 1, 1, 0, 0, 2, 0, 2, 0, 0]);
    expect(column(f.days, 'dueBack', 'single')).toEqual([0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0]);
    expect(column(f.days, 'dueBack', 'superking')).toEqual([0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(column(f.days, 'dueBack', 'towels')).toEqual([2, 0, 0, 3, 11, 5, 0, 3, 0, 7, 0, 7, 0, 8]);
  });

  it('carries the clean sets day to day', () => {
    expect(column(f.days, 'available', 'double')).toEqual([4, 2, 1, 0, 2, 3, 2, 2, 0, 2, 2, 4, 4, 4]);
    expect(column(f.days, 'available', 'single')).toEqual([1, 0, 0, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 2]);
    expect(column(f.days, 'available', 'king')).toEqual([1, 0, 0, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 2]);
    expect(column(f.days, 'available', 'superking')).toEqual([2, 2, 0, 0, 2, 4, 4, 4, 4, 4, 0, 0, 0, 4]);
    expect(column(f.days, 'available', 'towels')).toEqual([12, 5, 0, 3, 11, 16, 9, 12, 5, 12, 4, 11, 11, 19]);
  });

  it('flags the days whose need exceeds the clean sets, with the shortfall', () => {
    expect(f.days.filter((d) => d.flagged).map((d) => d.day)).toEqual([day(1), day(2), day(3)]);
    expect(f.flaggedDays).toBe(3);
    expect(f.days[1].short).toEqual({ single: 0, double: 0, king: 0, superking: 0, towels: 1 });
    expect(f.days[2].short).toEqual({ single: 1, double: 2, king: 1, superking: 0, towels: 9 });
    expect(f.days[3].short).toEqual({ single: 0, double: 0, king: 0, superking: 4, towels: 5 });
    for (const b of FORECAST_BUCKETS)
      expect(f.days.reduce((s, d) => s + d.short[b], 0)).toBe({ single: 1, double: 2, king: 1, superking: 4, towels: 15 }[b]);
  });

  it('flags nothing with enough on the shelf', () => {
    const big = { single: 99, double: 99, king: 99, superking: 99, towels: 99 };
    expect(buildForecast({ today: TODAY, ...fixture(), shelf: big }).flaggedDays).toBe(0);
  });

  it('needs nothing without changeovers', () => {
    const none = buildForecast({ today: TODAY, properties: [], changeovers: [], shelf: emptyBuckets() });
    expect(none.days).toHaveLength(14);
    expect(none.flaggedDays).toBe(0);
  });
});

describe('sets and stock items', () => {
  it('makes a set from a cover and its sheet, a pack from a bath and a hand towel', () => {
    const inv = emptyLinenInventory();
    inv.covers.king = 3;
    inv.sheets.king = 2;
    inv.sheets.single = 1;
    inv.towels.hand_towels = 5;
    expect(setsOf(inv)).toEqual({ single: 1, double: 0, king: 2, superking: 0, towels: 5 });
  });

  it('makes sets from stock items: a size stocked in covers and sheets is the smaller, even at 0', () => {
    const item = (category: string, type: string, size: string, quantity: number) => ({ category, type, size, quantity });
    expect(
      setsFromItems([
        item('covers', 'Duvet Cover', 'Superking', 0),
        item('sheets', 'Flat Sheet', 'Superking', 8),
        item('covers', 'Duvet Cover', 'double', 5),
        item('covers', 'Duvet Cover', 'double', 2),
        item('sheets', 'Flat Sheet', 'Double', 9),
        item('sheets', 'Flat Sheet', 'king', 4),
        item('pillowcases', 'Pillowcase', 'single', 40),
        item('towels', 'Bath Towel', '', 12),
        item('towels', 'Bath Mat', '', 3),
      ]),
    ).toEqual({ single: 0, double: 7, king: 4, superking: 0, towels: 12 });
  });
});

describe('words', () => {
  it('names a day and what it is short of', async () => {
    const { shortfallText } = await import('./linen-forecast');
    expect(shortfallText({ single: 0, double: 2, king: 0, superking: 0, towels: 9 })).toBe('2 Double sets, 9 Towel packs');
    expect(shortfallText(emptyBuckets())).toBe('');
  });
});
