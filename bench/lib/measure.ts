/**
 * How bench/run.ts measures one request: app and bare in alternating slices of autocannon or wrk load,
 * the system settled before each slice (bench/lib/figures.ts has the arithmetic). Used by the ordinary
 * run and by the scale mode (bench/scale-mode.ts).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { BenchServer } from './server-process';
import {
  atRest,
  figureOf,
  formatFigure,
  formatRatio,
  requestTimeoutSeconds,
  sliceSeconds,
  slowestOf,
  wantsAnotherSlice,
  type Figure,
  type Latencies,
  type SlicePlan,
} from './figures';

export type CpuClock = () => number | null;

const run = promisify(execFile);

/** Requests answered and their latencies (ms) over one slice, from autocannon or wrk. */
interface Slice {
  requests: number;
  seconds: number;
  /** Every latency (autocannon), or only the percentiles wrk reports. */
  latencies: Latencies;
}

async function autocannonSlice(url: string, cookie: string, seconds: number, connections: number): Promise<Slice> {
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: { cookie }, connections, duration: seconds, timeout: requestTimeoutSeconds(seconds) },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { requests: latencies.length, seconds, latencies };
}

/** wrk's own report: `Latency Distribution` percentiles and the request count; any non-2xx fails. */
async function wrkSlice(url: string, cookie: string, seconds: number, connections: number): Promise<Slice> {
  const { stdout } = await run('taskset', [
    '-c',
    '0',
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${requestTimeoutSeconds(seconds)}s`,
    '--latency',
    '-H',
    `cookie: ${cookie}`,
    url,
  ]);
  if (/Non-2xx|Socket errors/.test(stdout)) throw new Error(`${url}: wrk saw errors\n${stdout}`);
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)[ \\t]*$`, 'm').exec(stdout);
    if (!m) throw new Error(`wrk printed no ${label}th percentile:\n${stdout}`);
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
  // wrk prints percentiles over nothing as 0: a slice with no answers has no latencies.
  return { requests, seconds, latencies: requests > 0 ? { p50: ms('50'), p99: ms('99') } : [] };
}

/** Requests answered and their latencies, over one or more slices. */
class Sample {
  private slices: Slice[] = [];
  seconds = 0;
  cpuMs: number | null = 0;
  constructor(
    private readonly driver: 'autocannon' | 'wrk' = 'autocannon',
    private readonly cpu: CpuClock = () => null,
  ) {}
  async run(url: string, cookie: string, seconds: number, connections: number): Promise<void> {
    const cpuBefore = this.cpu();
    this.slices.push(await (this.driver === 'wrk' ? wrkSlice : autocannonSlice)(url, cookie, seconds, connections));
    this.seconds += seconds;
    const cpuAfter = this.cpu();
    this.cpuMs = this.cpuMs === null || cpuBefore === null || cpuAfter === null ? null : this.cpuMs + cpuAfter - cpuBefore;
  }
  get done() {
    return { seconds: this.seconds, requests: this.slices.reduce((n, s) => n + s.requests, 0) };
  }
  slowest(): number {
    return slowestOf(this.slices);
  }
  figure(): Figure {
    return figureOf(this.slices, this.seconds, this.cpuMs);
  }
}

/**
 * App and bare run in alternating slices (after a warm-up of each), so that a neighbour's load on a
 * shared machine falls on both sides alike instead of on whichever ran second. Each slice is at least
 * --slice seconds and long enough for the slowest request seen so far to fit in it five times (a load
 * driver drops what is still in flight when a slice ends); the system settles (server process idle,
 * PostgreSQL's backlog drained) before every slice; slices go on until the figure has its seconds and
 * enough answers, up to `maxSeconds`.
 */
export async function measurePair(
  appUrl: string | null,
  bareUrl: string | null,
  cookie: string,
  seconds: number,
  connections: number,
  cpu: CpuClock,
  driver: 'autocannon' | 'wrk',
  plan: SlicePlan,
  minRequests: number,
  rest: () => Promise<void>,
) {
  const app = new Sample(driver, cpu);
  const bare = new Sample(driver, cpu);
  const maxSeconds = Math.max(seconds * 4, plan.maximumSeconds);
  let slowest = 0;
  for (const url of [appUrl, bareUrl]) {
    if (!url) continue;
    // Warm-up: until one slice is answered at all, so that the first measured slice is long enough.
    const warm = new Sample(driver);
    do {
      await rest();
      await warm.run(url, cookie, sliceSeconds(warm.slowest(), plan), connections);
    } while (warm.done.requests === 0 && warm.seconds < plan.maximumSeconds);
    slowest = Math.max(slowest, warm.slowest());
  }
  const sides = [
    { url: appUrl, sample: app },
    { url: bareUrl, sample: bare },
  ].filter((s): s is { url: string; sample: Sample } => s.url !== null);
  while (sides.some((s) => wantsAnotherSlice(s.sample.done, seconds, maxSeconds, minRequests))) {
    const slice = sliceSeconds(Math.max(slowest, ...sides.map((s) => s.sample.slowest())), plan);
    for (const side of sides) {
      await rest();
      await side.sample.run(side.url, cookie, slice, connections);
    }
  }
  return { app: appUrl ? app.figure() : null, bare: bareUrl ? bare.figure() : null };
}

/**
 * Waits (up to 60 s) until the system under test is at rest: the server process all but idle and, on
 * PostgreSQL, no query of the bench's database still running. Requests a load driver gave up on are
 * still being answered after it stops, and their queries can queue in PostgreSQL after the process
 * looks idle; either would be counted against the next slice. Says so when it never settles.
 */
export async function settle(cpu: CpuClock, activeQueries: (() => Promise<number>) | null): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const before = cpu();
    await sleep(250);
    const after = cpu();
    const queries = activeQueries ? await activeQueries() : null;
    if (atRest(before === null || after === null ? null : after - before, queries)) return;
  }
  console.log('  (did not settle within 60 s: the next figure starts on a busy system)');
}

export const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** The run's options (bench/run.ts) that shape how one request is measured. */
export interface RunSettings {
  seconds: number;
  connections: number;
  target: string;
  driver: 'autocannon' | 'wrk';
  plan: SlicePlan;
  minRequests: number;
}

/** One request against a running bench server, app and bare side by side, printed as it is measured. */
export async function measureRequest(
  server: BenchServer,
  request: { name: string; path: string; connections?: number },
  cookie: string,
  s: RunSettings,
  rest: () => Promise<void>,
): Promise<{ app: Figure | null; bare: Figure | null }> {
  await rest();
  const capped = request.connections && request.connections < s.connections;
  console.log(`${request.name}${capped ? ` at ${request.connections} connections` : ''} (${loadAverage()} before)`);
  const { app, bare } = await measurePair(
    s.target !== 'bare' ? `${server.app}${request.path}` : null,
    s.target !== 'app' ? `${server.bare}${request.path}` : null,
    cookie,
    s.seconds,
    Math.min(s.connections, request.connections ?? s.connections),
    server.cpuMs,
    s.driver,
    s.plan,
    s.minRequests,
    rest,
  );
  if (app) console.log(`  app   ${formatFigure(app, s.minRequests)}`);
  if (bare) console.log(`  bare  ${formatFigure(bare, s.minRequests)}`);
  if (app && bare) for (const line of formatRatio(app, bare, s.minRequests)) console.log(line);
  console.log(`  (${loadAverage()} after)`);
  return { app, bare };
}
