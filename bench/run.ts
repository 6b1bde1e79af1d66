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
 * --scale=1,4,16 (PostgreSQL only): the scale mode of bench/scale-mode.ts, the screens at each size of data;
 * with --exports also every CSV export's server memory at each size (--exports=only: the exports alone).
 */
import { execFileSync } from 'node:child_process';
import { createBenchDatabase, watchActiveQueries } from './lib/postgres';
import { DEFAULT_SLICE_PLAN, MIN_REQUESTS, type SlicePlan } from './lib/figures';
import { measureRequest, settle, type RunSettings } from './lib/measure';
import { parseScales } from './lib/scale';
import { runScaleMode } from './scale-mode';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer } from './lib/server-process';
import { BENCH_REQUESTS } from './requests';
import { REPORT_DOWNLOADS } from './report-requests';
import { INVOICE_DOWNLOADS } from './invoice-export-requests';
import { downloadWatched, formatDownload } from './lib/memory';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

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
  const settings: RunSettings = { seconds, connections, target, driver, plan, minRequests };
  const picked = (name: string) => only.split(',').some((part) => name.includes(part));
  const scale = option('scale', '');
  if (scale) {
    // The scale mode (issue 21): the screens (or --only's lines) at each size, each size on a database of its own.
    const exports = option('exports', process.argv.includes('--exports') ? 'also' : 'no');
    if (!['no', 'also', 'only'].includes(exports)) throw new Error('--exports or --exports=only');
    return runScaleMode(parseScales(scale), BENCH_REQUESTS.filter((r) => (only ? picked(r.name) : r.screen)), settings, pin, exports as 'no' | 'also' | 'only');
  }
  const pgDb = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
  const requests = BENCH_REQUESTS.filter((r) => picked(r.name));
  const downloads: { name: string; path: string; email?: string }[] = [...REPORT_DOWNLOADS, ...INVOICE_DOWNLOADS].filter((d) => picked(d.name));
  // The 200,000 damage records and 50,000 collections are seeded only for the report requests.
  const reportData = [...requests, ...downloads].some((r) => r.name.includes('report'));
  // Last month's 10,000 invoice lines are seeded only for the accounting export and the invoice reads (issue 23).
  const invoiceData = [...requests, ...downloads].some((r) => r.path.startsWith('/api/invoice'));
  const server = await startBenchServer(
    { BENCH_DB_URL: pgDb?.url, BENCH_LOAD_USERS: '0', BENCH_REPORT_DATA: reportData ? '1' : '0', BENCH_INVOICE_DATA: invoiceData ? '1' : '0' },
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
    for (const request of requests) await measureRequest(server, request, await cookieFor(request.email ?? BENCH_EMAIL), settings, rest);
    // The exports of all of them: each streamed once from the app and once from the bare baseline, the server's memory watched.
    for (const d of downloads) {
      console.log(`${d.name}: streamed once`);
      const cookie = await cookieFor(d.email ?? BENCH_EMAIL);
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
