/**
 * The order of a day's round (issue 24 item 4, decision 0198).
 *
 * Where postcode coordinates are known (a super admin imported the ONS postcode directory), the stops are
 * ordered by the shortest drive between them, no stop outside its time window where an order allows it;
 * without any coordinates they are ordered by postcode district. Pure and deterministic: the same stops
 * and points always give the same order.
 *
 * Points are looked up by the normalised postcode (`normalisePostcode`: upper case, no spaces), the key
 * the server's `pointsFor` returns.
 */
import { normalisePostcode, postcodeParts, type PostcodeParts } from './postcodes';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface RoundStopInput {
  key: string; // e.g. 'collect:<card id>', 'request:<request id>'
  postcode: string | null; // as typed
  /** Minutes after London midnight: earliest and latest arrival at the stop; null: any time. */
  window: { from: number; to: number } | null;
}

export interface RoundPlan {
  keys: string[]; // every input key exactly once, in driving order
  method: 'drive' | 'district'; // 'drive' when coordinates were known for the stops
  km: number | null; // estimated driving distance of the order (null for district)
  late: string[]; // keys whose window cannot be met in this order
}

export interface RoundOptions {
  /** Where the round starts (the depot); without it the round starts at its first stop. */
  start?: LatLng;
  /** Minutes after London midnight when the round leaves; default 08:00. */
  startMinutes?: number;
  /** Average driving speed; default 30 km/h (urban). */
  speedKmh?: number;
  /** Minutes spent at each stop; default 5. */
  serviceMinutes?: number;
}

export const ROUND_DEFAULTS = { startMinutes: 8 * 60, speedKmh: 30, serviceMinutes: 5 } as const;

/**
 * Roads are not straight: the great-circle distance times 1.3, the usual circuity of UK urban and
 * suburban roads (studies of road vs straight-line distance give 1.2–1.4; 1.3 is the middle).
 */
export const ROAD_FACTOR = 1.3;

/**
 * Without coordinates a leg's minutes are guessed from how far apart the postcodes are: same sector,
 * same district, same area, or another area (used only to tell which windows a district order misses).
 */
export const DISTRICT_LEG_MINUTES = { sector: 3, district: 8, area: 15, other: 30 } as const;

const EARTH_RADIUS_KM = 6371.0088;

/** Driving km between two points: haversine great-circle distance × ROAD_FACTOR. */
export function legKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * ROAD_FACTOR;
}

function compareParts(a: PostcodeParts | null, b: PostcodeParts | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0; // postcodes that cannot be read go last
  if (a.area !== b.area) return a.area < b.area ? -1 : 1;
  if (a.district !== b.district) return a.district - b.district;
  if (a.districtLetter !== b.districtLetter) return a.districtLetter < b.districtLetter ? -1 : 1;
  const sa = a.sector ?? -1;
  const sb = b.sector ?? -1;
  if (sa !== sb) return sa - sb;
  return a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0;
}

/**
 * Keys in postcode district order: area letters, then district number (natural: TS2 before TS10), then
 * the district's letter (SW1A before SW1B), sector and unit; stops without a readable postcode last; ties
 * keep the input order.
 */
export function orderByDistrict(stops: readonly RoundStopInput[]): string[] {
  return stops
    .map((s, i) => ({ s, i, p: postcodeParts(s.postcode) }))
    .sort((x, y) => compareParts(x.p, y.p) || x.i - y.i)
    .map((x) => x.s.key);
}

/**
 * Driving km of the stops in the given order (from `start` when given), counting only the legs between
 * stops whose postcodes have points (a stop without one is skipped); null when no stop has a point.
 */
export function routeKm(
  keys: readonly string[],
  stops: readonly RoundStopInput[],
  points: ReadonlyMap<string, LatLng>,
  start?: LatLng,
): number | null {
  const byKey = new Map(stops.map((s) => [s.key, s]));
  let prev: LatLng | undefined = start;
  let km = 0;
  let any = false;
  for (const key of keys) {
    const stop = byKey.get(key);
    const point = stop ? pointOf(stop, points) : undefined;
    if (!point) continue;
    any = true;
    if (prev) km += legKm(prev, point);
    prev = point;
  }
  return any ? km : null;
}

function pointOf(stop: RoundStopInput, points: ReadonlyMap<string, LatLng>): LatLng | undefined {
  return stop.postcode ? points.get(normalisePostcode(stop.postcode)) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The search: an order of n nodes, scored by (windows missed, minutes late, km), lowest first.

interface Problem {
  n: number;
  /** km[i * n + j]: the cost of driving from node i to node j. */
  km: Float64Array;
  /** minutes[i * n + j]: the time of that leg. */
  minutes: Float64Array;
  /** From the start to node i (0 when there is no start: the round begins at its first stop). */
  startKm: Float64Array;
  startMinutes: Float64Array;
  from: Float64Array; // -Infinity without a window
  to: Float64Array; // +Infinity without a window
  leave: number;
  service: number;
  /** Whether km[i→j] = km[j→i] (true for drives; not for district order's costs). */
  symmetric: boolean;
}

const LATE_WEIGHT = 1e12;
const LATE_MINUTE_WEIGHT = 1e6;

/** The order's score; stops counting once it passes `limit` (every part only grows along the round). */
function score(p: Problem, order: Int32Array | readonly number[], limit = Infinity): number {
  let t = p.leave;
  let km = 0;
  let late = 0;
  let lateMinutes = 0;
  let prev = -1;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (prev < 0) {
      km += p.startKm[i];
      t += p.startMinutes[i];
    } else {
      km += p.km[prev * p.n + i];
      t += p.minutes[prev * p.n + i];
    }
    if (t < p.from[i]) t = p.from[i];
    if (t > p.to[i]) {
      late += 1;
      lateMinutes += t - p.to[i];
    }
    if (late * LATE_WEIGHT + lateMinutes * LATE_MINUTE_WEIGHT + km > limit) return Infinity;
    t += p.service;
    prev = i;
  }
  return late * LATE_WEIGHT + lateMinutes * LATE_MINUTE_WEIGHT + km;
}

function lateNodes(p: Problem, order: readonly number[]): number[] {
  const out: number[] = [];
  let t = p.leave;
  let prev = -1;
  for (const i of order) {
    t += prev < 0 ? p.startMinutes[i] : p.minutes[prev * p.n + i];
    if (t < p.from[i]) t = p.from[i];
    if (t > p.to[i]) out.push(i);
    t += p.service;
    prev = i;
  }
  return out;
}

/** Nearest neighbour from a given first node (or from the start when first < 0). */
function nearestNeighbour(p: Problem, first: number): number[] {
  const used = new Uint8Array(p.n);
  const order: number[] = [];
  let cur = first;
  if (cur >= 0) {
    order.push(cur);
    used[cur] = 1;
  }
  while (order.length < p.n) {
    let best = -1;
    let bestKm = Infinity;
    for (let j = 0; j < p.n; j++) {
      if (used[j]) continue;
      const d = cur < 0 ? p.startKm[j] : p.km[cur * p.n + j];
      if (d < bestKm) {
        bestKm = d;
        best = j;
      }
    }
    order.push(best);
    used[best] = 1;
    cur = best;
  }
  return order;
}

/**
 * Cheapest insertion, the windowed stops first (tightest latest-arrival first) so that the others are
 * fitted around them: each node goes where it adds the least to the score.
 */
function windowedInsertion(p: Problem): number[] {
  const nodes = Array.from({ length: p.n }, (_, i) => i).sort((a, b) => p.to[a] - p.to[b] || a - b);
  const order: number[] = [];
  for (const node of nodes) {
    let bestAt = 0;
    let best = Infinity;
    for (let at = 0; at <= order.length; at++) {
      order.splice(at, 0, node);
      const s = score(p, order);
      order.splice(at, 1);
      if (s < best) {
        best = s;
        bestAt = at;
      }
    }
    order.splice(bestAt, 0, node);
  }
  return order;
}

/** The km of an order alone (no windows). */
function kmOf(p: Problem, order: Int32Array): number {
  let km = order.length > 0 ? p.startKm[order[0]] : 0;
  for (let k = 1; k < order.length; k++) km += p.km[order[k - 1] * p.n + order[k]];
  return km;
}

/** A leg's km, -1 standing for the start (before the first stop) or the end (after the last: free). */
function leg(p: Problem, from: number, to: number): number {
  if (to < 0) return 0;
  if (from < 0) return p.startKm[to];
  return p.km[from * p.n + to];
}

/**
 * Local search until no move improves the score: 2-opt (reverse a run of stops) and or-opt (move a run of
 * one to three stops elsewhere, as it is or reversed). A move is scored in full (windows and all) so a
 * move that makes a window missed is never taken for a shorter drive; while no window is missed, a move
 * that does not shorten the drive (its km change, found from the legs it changes) is not scored at all.
 */
function improve(p: Problem, start: readonly number[], maxPasses = 50): { order: number[]; score: number } {
  const n = start.length;
  const order = Int32Array.from(start);
  let best = score(p, order);
  let lateness = best - kmOf(p, order); // the windows' part of the score: 0 when every window is met
  const trial = new Int32Array(n);
  const EPS = 1e-9;
  const accept = (s: number) => {
    best = s;
    order.set(trial);
    lateness = best - kmOf(p, order);
  };
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    // 2-opt: reverse order[i..j].
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        if (lateness < EPS && p.symmetric) {
          const before = i > 0 ? order[i - 1] : -1;
          const after = j < n - 1 ? order[j + 1] : -1;
          const delta = leg(p, before, order[j]) + leg(p, order[i], after) - leg(p, before, order[i]) - leg(p, order[j], after);
          if (delta > -EPS) continue;
        }
        trial.set(order);
        for (let a = i, b = j; a < b; a++, b--) {
          trial[a] = order[b];
          trial[b] = order[a];
        }
        const s = score(p, trial, best - EPS);
        if (s < best - EPS) {
          accept(s);
          improved = true;
        }
      }
    }
    // or-opt: take order[i..i+len) out and put it back before what is at `at` among the rest.
    for (let len = 1; len <= 3 && len < n; len++) {
      for (let i = 0; i + len <= n; i++) {
        const first = order[i];
        const last = order[i + len - 1];
        const before = i > 0 ? order[i - 1] : -1;
        const after = i + len < n ? order[i + len] : -1;
        const removed = leg(p, before, first) + leg(p, last, after) - leg(p, before, after);
        for (let at = 0; at <= n - len; at++) {
          if (at === i) continue;
          for (let reversed = 0; reversed < (len === 1 ? 1 : 2); reversed++) {
            if (lateness < EPS && p.symmetric) {
              const c = at > 0 ? order[at - 1 < i ? at - 1 : at - 1 + len] : -1;
              const d = at < n - len ? order[at < i ? at : at + len] : -1;
              const head = reversed ? last : first;
              const tail = reversed ? first : last;
              const delta = leg(p, c, head) + leg(p, tail, d) - leg(p, c, d) - removed;
              if (delta > -EPS) continue;
            }
            let w = 0;
            for (let k = 0; k < at; k++) trial[w++] = order[k < i ? k : k + len];
            for (let k = 0; k < len; k++) trial[w++] = order[reversed ? i + len - 1 - k : i + k];
            for (let k = at; k < n - len; k++) trial[w++] = order[k < i ? k : k + len];
            const s = score(p, trial, best - EPS);
            if (s < best - EPS) {
              accept(s);
              improved = true;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  return { order: Array.from(order), score: best };
}

/** The best order found from several deterministic starting orders. */
function search(p: Problem, seeds: number[][]): number[] {
  const unique = new Map<string, number[]>();
  for (const seed of seeds) unique.set(seed.join(','), seed);
  const ranked = [...unique.values()].map((o) => ({ o, s: score(p, o) })).sort((a, b) => a.s - b.s);
  // Improve the few best seeds (local search is the expensive part).
  let best: { order: number[]; score: number } | null = null;
  for (const { o } of ranked.slice(0, 4)) {
    const r = improve(p, o);
    if (!best || r.score < best.score - 1e-9) best = r;
  }
  return best ? best.order : [];
}

function problemFrom(
  n: number,
  legKmOf: (i: number, j: number) => number,
  legMinutesOf: (i: number, j: number) => number,
  startKmOf: ((i: number) => number) | null,
  startMinutesOf: ((i: number) => number) | null,
  windows: readonly ({ from: number; to: number } | null)[],
  leave: number,
  service: number,
  symmetric: boolean,
): Problem {
  const km = new Float64Array(n * n);
  const minutes = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      km[i * n + j] = legKmOf(i, j);
      minutes[i * n + j] = legMinutesOf(i, j);
    }
  }
  const startKm = new Float64Array(n);
  const startMin = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    startKm[i] = startKmOf ? startKmOf(i) : 0;
    startMin[i] = startMinutesOf ? startMinutesOf(i) : 0;
  }
  const from = new Float64Array(n).fill(-Infinity);
  const to = new Float64Array(n).fill(Infinity);
  windows.forEach((w, i) => {
    if (w) {
      from[i] = w.from;
      to[i] = w.to;
    }
  });
  return { n, km, minutes, startKm, startMinutes: startMin, from, to, leave, service, symmetric };
}

function districtLegMinutes(a: PostcodeParts | null, b: PostcodeParts | null): number {
  if (!a || !b) return DISTRICT_LEG_MINUTES.other;
  if (a.area !== b.area) return DISTRICT_LEG_MINUTES.other;
  if (a.district !== b.district || a.districtLetter !== b.districtLetter) return DISTRICT_LEG_MINUTES.area;
  if (a.sector !== b.sector) return DISTRICT_LEG_MINUTES.district;
  return DISTRICT_LEG_MINUTES.sector;
}

/**
 * Where a stop without a point is thought to be: the middle of the known stops of its district, else of
 * its area; null when neither has a known stop (it is then driven after the others, in district order).
 */
function estimatedPoint(parts: PostcodeParts | null, known: readonly { parts: PostcodeParts | null; point: LatLng }[]): LatLng | null {
  if (!parts) return null;
  const sameDistrict = known.filter(
    (k) => k.parts && k.parts.area === parts.area && k.parts.district === parts.district && k.parts.districtLetter === parts.districtLetter,
  );
  const pool = sameDistrict.length > 0 ? sameDistrict : known.filter((k) => k.parts?.area === parts.area);
  if (pool.length === 0) return null;
  return {
    lat: pool.reduce((sum, k) => sum + k.point.lat, 0) / pool.length,
    lng: pool.reduce((sum, k) => sum + k.point.lng, 0) / pool.length,
  };
}

/**
 * The day's round in driving order.
 *
 * - 'drive' (some stop's postcode has a point): the order with the fewest windows missed and then the
 *   shortest drive found by nearest neighbour and windowed cheapest insertion, each improved by 2-opt and
 *   or-opt. A stop without a point is placed as if at the middle of its district's (else area's) known
 *   stops, or after the others in district order when its area has none. `km` counts the legs between
 *   stops with points (routeKm).
 * - 'district' (no point at all): district order, changed only where that lets a window be met that the
 *   district order misses (legs timed by DISTRICT_LEG_MINUTES).
 *
 * The round leaves `start` (if given) at `startMinutes`, drives at `speedKmh` and spends `serviceMinutes`
 * at each stop; arriving before a window opens it waits. `late` lists the stops still arriving after
 * their window closes in the order returned, in that order.
 */
export function planRound(
  stops: readonly RoundStopInput[],
  points: ReadonlyMap<string, LatLng>,
  opts: RoundOptions = {},
): RoundPlan {
  const leave = opts.startMinutes ?? ROUND_DEFAULTS.startMinutes;
  const speed = opts.speedKmh && opts.speedKmh > 0 ? opts.speedKmh : ROUND_DEFAULTS.speedKmh;
  const service = opts.serviceMinutes ?? ROUND_DEFAULTS.serviceMinutes;
  const start = opts.start;
  const parts = stops.map((s) => postcodeParts(s.postcode));
  const known = stops.map((s) => pointOf(s, points) ?? null);

  if (stops.length === 0) return { keys: [], method: 'district', km: null, late: [] };

  if (known.every((p) => p === null)) {
    // District order, repaired only for windows.
    const order = orderByDistrict(stops);
    const index = new Map(stops.map((s, i) => [s.key, i]));
    const nodes = order.map((k) => index.get(k)!);
    const sub = problemFrom(
      nodes.length,
      // The cost of a leg: its guessed minutes, and half a minute more unless it is the next in district
      // order, so that among orders meeting the same windows the district order's runs are kept.
      (i, j) => districtLegMinutes(parts[nodes[i]], parts[nodes[j]]) + (j === i + 1 ? 0 : 0.5),
      (i, j) => districtLegMinutes(parts[nodes[i]], parts[nodes[j]]),
      null,
      null,
      nodes.map((i) => stops[i].window),
      leave,
      service,
      false,
    );
    const identity = nodes.map((_, i) => i);
    let chosen = identity;
    if (lateNodes(sub, identity).length > 0) {
      // km here are only minutes between districts: the repair trades district hops for windows met.
      chosen = search(sub, [identity, windowedInsertion(sub)]);
    }
    return {
      keys: chosen.map((i) => stops[nodes[i]].key),
      method: 'district',
      km: null,
      late: lateNodes(sub, chosen).map((i) => stops[nodes[i]].key),
    };
  }

  const located = locate(stops, parts, known);
  const routed = stops.flatMap((_, i) => (located[i] ? [i] : []));
  const rest = stops.filter((_, i) => !located[i]);

  const kmToMinutes = 60 / speed;
  const sub = problemFrom(
    routed.length,
    (i, j) => legKm(located[routed[i]]!, located[routed[j]]!),
    (i, j) => legKm(located[routed[i]]!, located[routed[j]]!) * kmToMinutes,
    start ? (i) => legKm(start, located[routed[i]]!) : null,
    start ? (i) => legKm(start, located[routed[i]]!) * kmToMinutes : null,
    routed.map((i) => stops[i].window),
    leave,
    service,
    true,
  );
  const seeds: number[][] = [nearestNeighbour(sub, start ? -1 : 0), windowedInsertion(sub)];
  if (!start) for (let first = 1; first < sub.n; first++) seeds.push(nearestNeighbour(sub, first));
  const order = search(sub, seeds);
  const keys = [...order.map((i) => stops[routed[i]].key), ...orderByDistrict(rest)];

  return {
    keys,
    method: 'drive',
    km: routeKm(keys, stops, points, start),
    late: lateKeys(keys, stops, located, parts, { leave, service, kmToMinutes, start }),
  };
}

/** Where each stop is: its own point, else the estimated one (estimatedPoint), else null. */
function locate(stops: readonly RoundStopInput[], parts: readonly (PostcodeParts | null)[], known: readonly (LatLng | null)[]): (LatLng | null)[] {
  const knownList = known.flatMap((point, i) => (point ? [{ parts: parts[i], point }] : []));
  return stops.map((_, i) => known[i] ?? estimatedPoint(parts[i], knownList));
}

/**
 * The stops arriving after their window closes when the round is driven in `keys`' order (one staff
 * set), timed exactly as planRound times its own orders.
 */
export function lateIn(keys: readonly string[], stops: readonly RoundStopInput[], points: ReadonlyMap<string, LatLng>, opts: RoundOptions = {}): string[] {
  const speed = opts.speedKmh && opts.speedKmh > 0 ? opts.speedKmh : ROUND_DEFAULTS.speedKmh;
  const parts = stops.map((s) => postcodeParts(s.postcode));
  const located = locate(stops, parts, stops.map((s) => pointOf(s, points) ?? null));
  const leave = opts.startMinutes ?? ROUND_DEFAULTS.startMinutes;
  const listed = new Set(stops.map((s) => s.key));
  return lateKeys(keys.filter((k) => listed.has(k)), stops, located, parts, {
    leave,
    service: opts.serviceMinutes ?? ROUND_DEFAULTS.serviceMinutes,
    kmToMinutes: 60 / speed,
    start: opts.start,
  });
}

/** The stops arriving after their window closes, driving the keys in order (unplaced legs by district). */
function lateKeys(
  keys: readonly string[],
  stops: readonly RoundStopInput[],
  located: readonly (LatLng | null)[],
  parts: readonly (PostcodeParts | null)[],
  o: { leave: number; service: number; kmToMinutes: number; start?: LatLng },
): string[] {
  const index = new Map(stops.map((s, i) => [s.key, i]));
  const late: string[] = [];
  let t = o.leave;
  let prev = -1;
  for (const key of keys) {
    const i = index.get(key)!;
    const here = located[i];
    if (prev < 0) {
      if (o.start && here) t += legKm(o.start, here) * o.kmToMinutes;
    } else {
      const there = located[prev];
      t += here && there ? legKm(there, here) * o.kmToMinutes : districtLegMinutes(parts[prev], parts[i]);
    }
    const w = stops[i].window;
    if (w && t < w.from) t = w.from;
    if (w && t > w.to) late.push(key);
    t += o.service;
    prev = i;
  }
  return late;
}
