/**
 * The bench's arithmetic, pure so that it is tested (bench/lib/figures.test.ts): how long a slice runs
 * so that the slowest request fits in it several times, when a figure has enough answers to be one,
 * and how a figure prints ('not measured' rather than 0 when it has too few).
 */

/** Per-request latencies (ms) of one figure, or only the percentiles wrk reports per slice. */
export type Latencies = number[] | { p50: number; p99: number };

export interface Figure {
  /** Requests answered within the figure's slices. */
  requests: number;
  seconds: number;
  rps: number;
  /** null: no latency was measured. */
  p50: number | null;
  p99: number | null;
  /** Server process CPU ms per request; null without /proc or without requests. */
  cpuPerRequest: number | null;
}

export interface SlicePlan {
  /** The shortest slice asked for (--slice). */
  minimumSeconds: number;
  /** How many times the slowest request seen must fit in one slice. */
  fits: number;
  /** Never longer than this, whatever the slowest request (a request slower than a minute is a finding of its own). */
  maximumSeconds: number;
}

export const DEFAULT_SLICE_PLAN: SlicePlan = { minimumSeconds: 2, fits: 5, maximumSeconds: 60 };

/**
 * Whole seconds for the next slice: at least the minimum, and long enough for the slowest request seen
 * so far to fit `fits` times, so that a request started near the end is the exception and not the rule
 * (a load driver drops the requests still in flight when its slice ends).
 */
export function sliceSeconds(slowestMs: number, plan: SlicePlan = DEFAULT_SLICE_PLAN): number {
  const needed = Number.isFinite(slowestMs) && slowestMs > 0 ? Math.ceil((slowestMs * plan.fits) / 1000) : 0;
  return Math.min(plan.maximumSeconds, Math.max(plan.minimumSeconds, needed));
}

/** The load driver's per-request timeout (s): above the longest slice, so a slow answer is waited for, not an error. */
export const requestTimeoutSeconds = (slice: number) => Math.max(10, slice * 2);

/**
 * The slowest request (ms) the slices so far show: every latency, or wrk's p99 (its worst reported);
 * a slice that answered nothing says a request takes at least that slice's length.
 */
export function slowestOf(slices: { requests: number; seconds: number; latencies: Latencies }[]): number {
  let slowest = 0;
  for (const s of slices) {
    if (s.requests === 0) slowest = Math.max(slowest, s.seconds * 1000);
    if (Array.isArray(s.latencies)) for (const ms of s.latencies) slowest = Math.max(slowest, ms);
    else slowest = Math.max(slowest, s.latencies.p99);
  }
  return slowest;
}

/** A figure needs at least this many answered requests; with fewer its p99 is one request's luck. */
export const MIN_REQUESTS = 30;

/**
 * Whether to run another slice: until the figure's seconds are done and it has MIN_REQUESTS answers,
 * but never past `maxSeconds` (a request so slow that even then too few come back prints 'not measured').
 */
export function wantsAnotherSlice(done: { seconds: number; requests: number }, seconds: number, maxSeconds: number, minRequests = MIN_REQUESTS): boolean {
  if (done.seconds >= maxSeconds) return false;
  return done.seconds < seconds || done.requests < minRequests;
}

/** p50 and p99 over all latencies; with wrk's per-slice percentiles, the median p50 and the worst p99; null with none. */
export function percentiles(slices: { latencies: Latencies }[]): { p50: number | null; p99: number | null } {
  const all = slices.flatMap((s) => (Array.isArray(s.latencies) ? s.latencies : []));
  if (all.length > 0) {
    const sorted = [...all].sort((a, b) => a - b);
    const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
    return { p50: at(50), p99: at(99) };
  }
  const reported = slices.flatMap((s) => (Array.isArray(s.latencies) ? [] : [s.latencies]));
  if (reported.length === 0) return { p50: null, p99: null };
  const p50s = reported.map((r) => r.p50).sort((a, b) => a - b);
  return { p50: Math.round(p50s[Math.floor(p50s.length / 2)]), p99: Math.round(Math.max(...reported.map((r) => r.p99))) };
}

export function figureOf(slices: { requests: number; seconds?: number; latencies: Latencies }[], seconds: number, cpuMs: number | null): Figure {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  return {
    requests,
    seconds,
    rps: seconds > 0 ? requests / seconds : 0,
    ...percentiles(slices),
    cpuPerRequest: cpuMs === null || requests === 0 ? null : cpuMs / requests,
  };
}

export const measured = (f: Figure, minRequests = MIN_REQUESTS) => f.requests >= minRequests && f.p50 !== null && f.p99 !== null;

/** One figure's line: req/s, p50, p99 and CPU per request, or 'not measured' with why (never a 0 that reads as a result). */
export function formatFigure(f: Figure, minRequests = MIN_REQUESTS): string {
  if (!measured(f, minRequests)) {
    return `not measured (${f.requests} request${f.requests === 1 ? '' : 's'} answered in ${f.seconds} s; a figure needs ${minRequests})`;
  }
  return (
    `${f.rps.toFixed(f.rps < 10 ? 1 : 0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
    (f.cpuPerRequest === null ? '' : `  server CPU ${f.cpuPerRequest.toFixed(2)} ms/req`) +
    `  (${f.requests} requests)`
  );
}

/** The app/bare comparison lines, or why there is none. */
export function formatRatio(app: Figure, bare: Figure, minRequests = MIN_REQUESTS): string[] {
  if (!measured(app, minRequests) || !measured(bare, minRequests)) return ['  ratio not measured (one side has too few answers)'];
  const lines = [`  ratio ${((app.rps / bare.rps) * 100).toFixed(0)}% of bare req/s; p99 app/bare ${app.p99}/${bare.p99} ms`];
  if (app.cpuPerRequest !== null && bare.cpuPerRequest !== null && app.cpuPerRequest > 0) {
    lines.push(`  CPU ratio: bare uses ${((bare.cpuPerRequest / app.cpuPerRequest) * 100).toFixed(0)}% of the app's server CPU per request`);
  }
  return lines;
}

/**
 * Whether the system under test is at rest: the server process used under `cpuIdleMs` of CPU in the
 * last interval (null: cannot tell, taken as idle) and PostgreSQL runs no query for the bench's
 * database besides the one asking (null: PGlite, which runs inside the server process).
 */
export function atRest(cpuDeltaMs: number | null, activeQueries: number | null, cpuIdleMs = 25): boolean {
  return (cpuDeltaMs === null || cpuDeltaMs < cpuIdleMs) && (activeQueries === null || activeQueries === 0);
}
