import { describe, expect, it } from 'vitest';
import {
  ROUND_DEFAULTS,
  lateIn,
  legKm,
  orderByDistrict,
  planRound,
  routeKm,
  type LatLng,
  type RoundStopInput,
} from './round-order';
import { seededRandom as rng } from '../../../tests/lib/seeded-random';

const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** n stops with distinct Teesside postcodes at random points around Middlesbrough (about 20 km across). */
function randomRound(n: number, seed: number): { stops: RoundStopInput[]; points: Map<string, LatLng> } {
  const r = rng(seed);
  const stops: RoundStopInput[] = [];
  const points = new Map<string, LatLng>();
  for (let i = 0; i < n; i++) {
    const postcode = `TS${1 + (i % 8)} ${i % 10}${LETTERS[i % 20]}${LETTERS[Math.floor(i / 20) % 20]}`;
    stops.push({ key: `stop:${i}`, postcode, window: null });
    points.set(postcode.replace(' ', ''), { lat: 54.48 + r() * 0.18, lng: -1.35 + r() * 0.3 });
  }
  return { stops, points };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** Arrival minutes at each key driving the order (the rule the plan is checked against, written again). */
function arrivals(
  keys: readonly string[],
  stops: readonly RoundStopInput[],
  points: ReadonlyMap<string, LatLng>,
  start: LatLng | undefined,
  leave: number,
): Map<string, number> {
  const byKey = new Map(stops.map((s) => [s.key, s]));
  const out = new Map<string, number>();
  let t = leave;
  let prev: LatLng | undefined = start;
  for (const key of keys) {
    const stop = byKey.get(key)!;
    const here = points.get(stop.postcode!.replace(/\s/g, '').toUpperCase())!;
    if (prev) t += (legKm(prev, here) / ROUND_DEFAULTS.speedKmh) * 60;
    if (stop.window && t < stop.window.from) t = stop.window.from;
    out.set(key, t);
    t += ROUND_DEFAULTS.serviceMinutes;
    prev = here;
  }
  return out;
}

describe('legKm', () => {
  it('is the great-circle distance times the road factor 1.3', () => {
    // Middlesbrough to Darlington: about 21 km as the crow flies.
    const km = legKm({ lat: 54.5742, lng: -1.235 }, { lat: 54.5253, lng: -1.5534 });
    expect(km / 1.3).toBeGreaterThan(20);
    expect(km / 1.3).toBeLessThan(22);
    expect(legKm({ lat: 54.5, lng: -1.2 }, { lat: 54.5, lng: -1.2 })).toBe(0);
  });
});

describe('planRound on 8 stops', () => {
  it.each([1, 2, 3, 4, 5, 6])('is within 10 percent of the best order found by trying all (round %i)', (seed) => {
    const { stops, points } = randomRound(8, seed);
    let best = Infinity;
    for (const order of permutations(stops.map((s) => s.key))) best = Math.min(best, routeKm(order, stops, points)!);
    const plan = planRound(stops, points);
    expect(plan.method).toBe('drive');
    expect(plan.km).toBeCloseTo(routeKm(plan.keys, stops, points)!, 9);
    expect(plan.km!).toBeLessThanOrEqual(best * 1.1);
  });

  it('from a depot, is within 10% of the best order from that depot', () => {
    const { stops, points } = randomRound(8, 42);
    const start = { lat: 54.57, lng: -1.24 };
    let best = Infinity;
    for (const order of permutations(stops.map((s) => s.key))) best = Math.min(best, routeKm(order, stops, points, start)!);
    const plan = planRound(stops, points, { start });
    expect(plan.km!).toBeLessThanOrEqual(best * 1.1);
  });
});

describe('planRound on 25 stops', () => {
  it.each([11, 12, 13, 14])('is at least 15 percent shorter than the input order, every key once (round %i)', (seed) => {
    const { stops, points } = randomRound(25, seed);
    const input = routeKm(
      stops.map((s) => s.key),
      stops,
      points,
    )!;
    const plan = planRound(stops, points);
    expect(plan.keys.slice().sort()).toEqual(stops.map((s) => s.key).sort());
    expect(plan.km!).toBeLessThanOrEqual(input * 0.85);
    expect(plan.late).toEqual([]);
  });

  it('gives the same order every time', () => {
    const { stops, points } = randomRound(25, 7);
    expect(planRound(stops, points)).toEqual(planRound(stops, points));
  });
});

describe('time windows', () => {
  it.each([21, 22, 23, 24, 25])('puts no stop outside its window when an order allows it (round %i)', (seed) => {
    // Windows cut around the arrivals of a shuffled order, so at least one order meets them all; the plan
    // must find one, though the shuffled order is far from the shortest.
    const { stops, points } = randomRound(25, seed);
    const r = rng(seed * 7);
    const shuffled = stops.map((s) => s.key).sort(() => r() - 0.5);
    const start = { lat: 54.57, lng: -1.24 };
    const times = arrivals(shuffled, stops, points, start, 480);
    const windowed = stops.map((s, i) =>
      i % 3 === 0 ? { ...s, window: { from: Math.floor(times.get(s.key)! - 20), to: Math.ceil(times.get(s.key)! + 20) } } : s,
    );
    const plan = planRound(windowed, points, { start, startMinutes: 480 });
    expect(plan.late).toEqual([]);
    const got = arrivals(plan.keys, windowed, points, start, 480);
    for (const stop of windowed) if (stop.window) expect(got.get(stop.key)!).toBeLessThanOrEqual(stop.window.to + 1e-6);
    // And still shorter than the order the windows were cut from.
    expect(plan.km!).toBeLessThan(routeKm(shuffled, windowed, points, start)!);
  });

  it('drives a stop whose window closes first before a nearer one', () => {
    const points = new Map<string, LatLng>([
      ['TS11AA', { lat: 54.57, lng: -1.24 }],
      ['TS51AA', { lat: 54.55, lng: -1.24 }],
      ['TS81AA', { lat: 54.52, lng: -1.24 }],
    ]);
    const stops: RoundStopInput[] = [
      { key: 'near', postcode: 'TS1 1AA', window: null },
      { key: 'middle', postcode: 'TS5 1AA', window: null },
      { key: 'far', postcode: 'TS8 1AA', window: { from: 480, to: 500 } },
    ];
    const start = { lat: 54.58, lng: -1.24 };
    expect(planRound(stops.map((s) => ({ ...s, window: null })), points, { start }).keys).toEqual(['near', 'middle', 'far']);
    const plan = planRound(stops, points, { start, startMinutes: 480 });
    expect(plan.keys[0]).toBe('far');
    expect(plan.late).toEqual([]);
  });

  it('lists as late a stop whose window no order can meet, and keeps the others in time', () => {
    const { stops, points } = randomRound(6, 3);
    const impossible = stops.map((s, i) => (i === 2 ? { ...s, window: { from: 400, to: 410 } } : s));
    const plan = planRound(impossible, points, { startMinutes: 480 });
    expect(plan.late).toEqual(['stop:2']);
    expect(plan.keys).toHaveLength(6);
  });

  it('waits for a window to open rather than calling the stop late', () => {
    const { stops, points } = randomRound(4, 5);
    const windowed = stops.map((s, i) => (i === 1 ? { ...s, window: { from: 900, to: 960 } } : s));
    const plan = planRound(windowed, points, { startMinutes: 480 });
    expect(plan.late).toEqual([]);
  });
});

describe('stops without coordinates', () => {
  it('are ordered by district when no stop has a point', () => {
    const stops: RoundStopInput[] = ['TS10 1AA', 'SW1A 2AA', 'TS2 1AA', 'ts1 5ab', 'SW1 1AA', 'not one', 'DL3 0AA', 'SW10 9ZZ', 'TS1 2AB'].map(
      (postcode, i) => ({ key: `k${i}`, postcode, window: null }),
    );
    stops.push({ key: 'none', postcode: null, window: null });
    const plan = planRound(stops, new Map());
    expect(plan.method).toBe('district');
    expect(plan.km).toBeNull();
    // DL3; SW1, SW1A, SW10 (natural order, letter after number); TS1 (sector 2 before 5), TS2, TS10; the unreadable last.
    expect(plan.keys).toEqual(['k6', 'k4', 'k1', 'k7', 'k8', 'k3', 'k2', 'k0', 'k5', 'none']);
    expect(orderByDistrict(stops)).toEqual(plan.keys);
    expect(routeKm(plan.keys, stops, new Map())).toBeNull();
  });

  it('by district, moves a stop only to meet its window', () => {
    const stops: RoundStopInput[] = [
      { key: 'a', postcode: 'TS1 1AA', window: null },
      { key: 'b', postcode: 'TS2 1AA', window: null },
      { key: 'c', postcode: 'TS3 1AA', window: null },
      { key: 'd', postcode: 'TS4 1AA', window: { from: 0, to: 490 } },
    ];
    const plan = planRound(stops, new Map(), { startMinutes: 480 });
    expect(plan.keys[0]).toBe('d');
    expect(plan.keys.slice(1)).toEqual(['a', 'b', 'c']);
    expect(plan.late).toEqual([]);
  });

  it('with some points known, drive a stop without one as if in its district, and others after', () => {
    const points = new Map<string, LatLng>([
      ['TS11AA', { lat: 54.57, lng: -1.24 }],
      ['TS12AA', { lat: 54.571, lng: -1.241 }],
      ['TS51AA', { lat: 54.53, lng: -1.27 }],
      ['TS52AA', { lat: 54.531, lng: -1.271 }],
    ]);
    const stops: RoundStopInput[] = [
      { key: 'ts1a', postcode: 'TS1 1AA', window: null },
      { key: 'ts5a', postcode: 'TS5 1AA', window: null },
      { key: 'nowhere', postcode: 'ZE1 0AA', window: null },
      { key: 'ts1b', postcode: 'TS1 2AA', window: null },
      { key: 'ts5unknown', postcode: 'TS5 9ZZ', window: null },
      { key: 'ts5b', postcode: 'ts5 2aa', window: null },
      { key: 'blank', postcode: null, window: null },
    ];
    const plan = planRound(stops, points);
    expect(plan.method).toBe('drive');
    expect(plan.keys.slice(-2)).toEqual(['nowhere', 'blank']);
    const ts5 = ['ts5a', 'ts5b', 'ts5unknown'].map((k) => plan.keys.indexOf(k)).sort();
    expect(ts5[2] - ts5[0]).toBe(2); // the TS5 stops driven together
    expect(plan.km).toBeCloseTo(routeKm(plan.keys, stops, points)!, 9);
  });

  it('plans nothing for no stops, and one stop as it is', () => {
    expect(planRound([], new Map())).toEqual({ keys: [], method: 'district', km: null, late: [] });
    const { stops, points } = randomRound(1, 1);
    expect(planRound(stops, points)).toEqual({ keys: ['stop:0'], method: 'drive', km: 0, late: [] });
  });
});

describe('an order staff set', () => {
  const stop = (key: string, postcode: string, window: { from: number; to: number } | null = null) => ({ key, postcode, window });

  it('is late where it reaches a stop after its window closes', () => {
    // 08:00 start; the first stop waits for 10:00, the second is 30 minutes away in another area.
    const stops = [stop('a', 'TS1 1AA', { from: 600, to: 960 }), stop('b', 'DL3 7BB', { from: 0, to: 620 }), stop('c', 'TS1 1AB')];
    expect(lateIn(['a', 'b', 'c'], stops, new Map())).toEqual(['b']);
    expect(lateIn(['b', 'a', 'c'], stops, new Map())).toEqual([]);
  });

  it('times legs between postcode points by the drive', () => {
    const points = new Map([
      ['TS11AA', { lat: 54.57, lng: -1.23 }],
      ['TS181AA', { lat: 54.57, lng: -1.32 }],
    ]);
    // About 7.5 km by road at 30 km/h: 15 minutes after leaving at 08:00 plus 5 at the first stop.
    const stops = [stop('a', 'TS1 1AA'), stop('b', 'TS18 1AA', { from: 0, to: 8 * 60 + 10 })];
    expect(lateIn(['a', 'b'], stops, points)).toEqual(['b']);
    expect(lateIn(['b', 'a'], stops, points)).toEqual([]);
  });
});
