/**
 * `npm run bench`: each request in bench/requests.ts, over real HTTP with autocannon, against the app
 * and against the bare node:http baseline in the same run, with the ratio app / bare. PostgreSQL when
 * DATABASE_URL is set (a database of its own is created and dropped), otherwise in-memory PGlite.
 * Options: --duration=<seconds per figure> (10), --slice=<seconds> (2: app and bare alternate in slices
 * this long; longer slices measure a steadier state, with fewer cold starts of the connections),
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
import { createBenchDatabase } from './lib/postgres';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer } from './lib/server-process';
import { BENCH_REQUESTS } from './requests';
import { REPORT_DOWNLOADS } from './report-requests';
import { downloadWatched, formatDownload } from './lib/memory';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** Server process CPU ms per request; null without /proc. */
  cpuPerRequest: number | null;
}

type CpuClock = () => number | null;

const run = promisify(execFile);

/** Requests answered and their latencies (ms) over one slice, from autocannon or wrk. */
interface Slice {
  requests: number;
  /** Every latency (autocannon), or only the percentiles wrk reports. */
  latencies: number[] | { p50: number; p99: number };
}

async function autocannonSlice(url: string, cookie: string, seconds: number, connections: number): Promise<Slice> {
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers: { cookie }, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { requests: latencies.length, latencies };
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
  return { requests, latencies: { p50: ms('50'), p99: ms('99') } };
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
  figure(): Figure {
    const requests = this.slices.reduce((n, s) => n + s.requests, 0);
    const cpuPerRequest = this.cpuMs === null || requests === 0 ? null : this.cpuMs / requests;
    return { rps: requests / this.seconds, ...percentiles(this.slices), cpuPerRequest };
  }
}

/** p50 and p99 over all latencies; with wrk's per-slice percentiles, the median p50 and the worst p99. */
function percentiles(slices: Slice[]): { p50: number; p99: number } {
  const all = slices.flatMap((s) => (Array.isArray(s.latencies) ? s.latencies : []));
  if (all.length > 0) {
    const sorted = all.sort((a, b) => a - b);
    const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
    return { p50: at(50), p99: at(99) };
  }
  const reported = slices.flatMap((s) => (Array.isArray(s.latencies) ? [] : [s.latencies]));
  const p50s = reported.map((r) => r.p50).sort((a, b) => a - b);
  return { p50: Math.round(p50s[Math.floor(p50s.length / 2)] ?? 0), p99: Math.round(Math.max(0, ...reported.map((r) => r.p99))) };
}

/**
 * App and bare run in alternating slices (2 s unless --slice says otherwise) (after a warm-up of each), so that a neighbour's
 * load on a shared machine falls on both sides alike instead of on whichever ran second.
 */
async function measurePair(
  appUrl: string | null,
  bareUrl: string | null,
  cookie: string,
  seconds: number,
  connections: number,
  cpu: CpuClock,
  driver: 'autocannon' | 'wrk',
  slice: number,
) {
  const app = new Sample(driver, cpu);
  const bare = new Sample(driver, cpu);
  for (const url of [appUrl, bareUrl]) if (url) await new Sample(driver).run(url, cookie, 2, connections); // warm-up
  for (let done = 0; done < seconds; done += slice) {
    if (appUrl) await app.run(appUrl, cookie, slice, connections);
    if (bareUrl) await bare.run(bareUrl, cookie, slice, connections);
  }
  return { app: appUrl ? app.figure() : null, bare: bareUrl ? bare.figure() : null };
}

/**
 * Waits (up to 30 s) until the server process is all but idle: requests a load driver gave up on are
 * still being answered after it stops, and would otherwise be counted against the next figure.
 */
async function settle(cpu: CpuClock): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const before = cpu();
    await sleep(250);
    const after = cpu();
    if (before === null || after === null || after - before < 25) return;
  }
}

const fmt = (f: Figure) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
  (f.cpuPerRequest === null ? '' : `  server CPU ${f.cpuPerRequest.toFixed(2)} ms/req`);
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
  const slice = Number(option('slice', '2'));
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
  try {
    const cookies = new Map<string, string>();
    const cookieFor = async (email: string) => {
      if (!cookies.has(email)) cookies.set(email, await signInOver(server.app, email, BENCH_PASSWORD));
      return cookies.get(email)!;
    };
    console.log(
      `database: ${server.database}, ${connections} connections, ${seconds} s per figure, loopback` +
        `, load from ${driver}` +
        (pin ? `, server pinned to CPU 1 and ${driver} to CPU 0` : ''),
    );
    for (const request of requests) {
      await settle(server.cpuMs);
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
        slice,
      );
      if (app) console.log(`  app   ${fmt(app)}`);
      if (bare) console.log(`  bare  ${fmt(bare)}`);
      if (app && bare) {
        console.log(`  ratio ${((app.rps / bare.rps) * 100).toFixed(0)}% of bare req/s; p99 app/bare ${app.p99}/${bare.p99} ms`);
        if (app.cpuPerRequest !== null && bare.cpuPerRequest !== null && app.cpuPerRequest > 0) {
          console.log(`  CPU ratio: bare uses ${((bare.cpuPerRequest / app.cpuPerRequest) * 100).toFixed(0)}% of the app's server CPU per request`);
        }
      }
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
    await server.stop();
    await pgDb?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
