/**
 * `npm run bench`: each request in bench/requests.ts, over real HTTP with autocannon, against the app
 * and against the bare node:http baseline in the same run, with the ratio app / bare. PostgreSQL when
 * DATABASE_URL is set (a database of its own is created and dropped), otherwise in-memory PGlite.
 * Options: --duration=<seconds per figure> (10; longer when the figure has fewer than --min-requests
 * answers (30), up to 4x or 60 s, after which it prints 'not measured', never 0), --slice=<seconds> (2:
 * app and bare alternate in slices at least this long, and long enough for the slowest request seen to
 * fit five times, up to 60 s; longer slices measure a steadier state, with fewer cold starts of the
 * connections). Before every slice the system settles: the server process idle and, on PostgreSQL, no
 * query of the bench's database still active in pg_stat_activity.
 * --connections=<n> (50; a few heavy reads use fewer, see `connections` in bench/requests.ts), --only=<text in the name>[,<text>...] (the requests whose name holds any of them),
 * --target=app|bare (only one side; for profiling), --pin (the server process on CPU 1, autocannon,
 * which runs in this process, on CPU 0; PostgreSQL is not pinned), --driver=wrk (load from wrk, a C
 * program, on CPU 0 instead of autocannon in this process: far less of the machine goes to making the
 * load, which matters for tails on 2 cores; `apt-get install wrk`).
 * BENCH_PROFILE=1 writes a CPU profile of the server process to bench/profiles/. NODE_OPTIONS reaches
 * the server process (e.g. --max-semi-space-size=32).
 * Besides req/s and latencies each figure has the server process's CPU time per request (from
 * /proc): on a machine shared with other work, req/s and p99 follow the neighbours' load, while CPU
 * per request mostly does not. The machine's load average is printed with the figures.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createBenchDatabase, watchActiveQueries } from './lib/postgres';
import {
  atRest,
  DEFAULT_SLICE_PLAN,
  figureOf,
  formatFigure,
  formatRatio,
  MIN_REQUESTS,
  requestTimeoutSeconds,
  sliceSeconds,
  slowestOf,
  wantsAnotherSlice,
  type Figure,
  type Latencies,
  type SlicePlan,
} from './lib/figures';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer } from './lib/server-process';
import { BENCH_REQUESTS } from './requests';
import { REPORT_DOWNLOADS } from './report-requests';
import { downloadWatched, formatDownload } from './lib/memory';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

type CpuClock = () => number | null;

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
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(stdout);
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
async function measurePair(
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
async function settle(cpu: CpuClock, activeQueries: (() => Promise<number>) | null): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const before = cpu();
    await sleep(250);
    const after = cpu();
    const queries = activeQueries ? await activeQueries() : null;
    if (atRest(before === null || after === null ? null : after - before, queries)) return;
  }
  console.log('  (did not settle within 60 s: the next figure starts on a busy system)');
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function main() {
  const seconds = Number(option('duration', '10'));
  const connections = Number(option('connections', '50'));
  const only = option('only', '');
  const target = option('target', 'both');
  const pin = process.argv.includes('--pin');
  const driver = option('driver', 'autocannon');
  const plan: SlicePlan = { ...DEFAULT_SLICE_PLAN, minimumSeconds: Number(option('slice', String(DEFAULT_SLICE_PLAN.minimumSeconds))) };
  const minRequests = Number(option('min-requests', String(MIN_REQUESTS)));
  if (driver !== 'autocannon' && driver !== 'wrk') throw new Error('--driver is autocannon or wrk');
  if (pin) execFileSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  const pgDb = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
  const picked = (name: string) => only.split(',').some((part) => name.includes(part));
  const requests = BENCH_REQUESTS.filter((r) => picked(r.name));
  const downloads = REPORT_DOWNLOADS.filter((d) => picked(d.name));
  // The 200,000 damage records and 50,000 collections are seeded only for the report requests.
  const reportData = [...requests, ...downloads].some((r) => r.name.includes('report'));
  const server = await startBenchServer(
    { BENCH_DB_URL: pgDb?.url, BENCH_LOAD_USERS: '0', BENCH_REPORT_DATA: reportData ? '1' : '0' },
    pin ? '1' : undefined,
  );
  const activeQueries = pgDb ? await watchActiveQueries(pgDb.url) : null;
  try {
    const cookies = new Map<string, string>();
    const cookieFor = async (email: string) => {
      if (!cookies.has(email)) cookies.set(email, await signInOver(server.app, email, BENCH_PASSWORD));
      return cookies.get(email)!;
    };
    console.log(
      `database: ${server.database}, ${connections} connections, ${seconds} s per figure, loopback` +
        `, slices of at least ${plan.minimumSeconds} s (longer for slow requests), at least ${minRequests} answers per figure` +
        `, load from ${driver}` +
        (pin ? `, server pinned to CPU 1 and ${driver} to CPU 0` : ''),
    );
    const rest = () => settle(server.cpuMs, activeQueries?.count ?? null);
    for (const request of requests) {
      await rest();
      console.log(
        `${request.name}${request.connections && request.connections < connections ? ` at ${request.connections} connections` : ''} (${load()} before)`,
      );
      const conns = Math.min(connections, request.connections ?? connections);
      const { app, bare } = await measurePair(
        target !== 'bare' ? `${server.app}${request.path}` : null,
        target !== 'app' ? `${server.bare}${request.path}` : null,
        await cookieFor(request.email ?? BENCH_EMAIL),
        seconds,
        conns,
        server.cpuMs,
        driver,
        plan,
        minRequests,
        rest,
      );
      if (app) console.log(`  app   ${formatFigure(app, minRequests)}`);
      if (bare) console.log(`  bare  ${formatFigure(bare, minRequests)}`);
      if (app && bare) for (const line of formatRatio(app, bare, minRequests)) console.log(line);
      console.log(`  (${load()} after)`);
    }
    // The exports of all of them: each streamed once from the app and once from the bare baseline, the server's memory watched.
    for (const d of downloads) {
      console.log(`${d.name}: streamed once`);
      const cookie = await cookieFor(BENCH_EMAIL);
      if (target !== 'bare') console.log(`  app   ${formatDownload(await downloadWatched(`${server.app}${d.path}`, cookie, server.pid))}`);
      if (target !== 'app') console.log(`  bare  ${formatDownload(await downloadWatched(`${server.bare}${d.path}`, cookie, server.pid))}`);
    }
  } finally {
    await activeQueries?.close();
    await server.stop();
    await pgDb?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
