/**
 * `npm run bench -- --scale=1,4,16` (issue 21 item 5): for each size, a PostgreSQL database of its own
 * seeded with the bench's volumes times the size (bench/lib/scale.ts's `scaled`, report data included),
 * then every screen's read (the lines of bench/requests.ts with a `screen`, or --only's) measured as the
 * ordinary run does: app and bare under load side by side (p50/p99, server CPU per request from /proc).
 * Then, with the system at rest, a few requests one at a time: the app's wall time and its body
 * (uncompressed, and gzipped here at the default level), and the bare handler's database time, which
 * it reports in a response header: each of its queries' round trip from the driver, summed. That is the
 * honest figure this machine allows: pg_stat_statements is installed but not preloaded, and the
 * shared server's configuration is not ours to change. At the end, the figures at each size and
 * their growth from the first size, with DB time or bytes that grow more than 1.5× flagged.
 * With --exports (after the screens) or --exports=only (instead of them), every CSV export is then
 * streamed at each size from the app, served by a fresh process (not the one that seeded) with V8's
 * default heap and then with the server's flags (src/server/node-flags.ts), its resident memory sampled
 * every 10 ms and its high-water mark read (bench/lib/memory.ts): the issue's goal is under 100 MB at 16×.
 */
import { gzipSync } from 'node:zlib';
import { DB_MS_HEADER, DB_QUERIES_HEADER } from './lib/bare';
import { downloadWatched, formatDownload, type DownloadFigure } from './lib/memory';
import { YEAR } from './report-requests';
import { loadAverage, measureRequest, settle, type RunSettings } from './lib/measure';
import { createBenchDatabase, watchActiveQueries } from './lib/postgres';
import { formatGrowthTable, formatScaleTable, growthTable, median, type ScalePoint } from './lib/scale';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer, type BenchServer } from './lib/server-process';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import type { BenchRequest } from './requests';

/** Requests one at a time per side after one warm request; one only when the warm one took over SLOW_MS. */
const PROBES = 3;
const SLOW_MS = 5_000;

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: Buffer; headers: Headers }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString('utf8', 0, 200)}`);
  return { ms, body, headers: res.headers };
}

/** The app's wall time and body, and the bare handler's database time, one request at a time. */
async function probe(server: BenchServer, path: string, cookie: string, rest: () => Promise<void>) {
  const walls: number[] = [];
  const dbs: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  let queries: number | null = null;
  const probes = (await timedGet(`${server.app}${path}`, cookie)).ms > SLOW_MS ? 1 : PROBES;
  for (let i = 0; i < probes; i++) {
    await rest();
    const app = await timedGet(`${server.app}${path}`, cookie);
    walls.push(app.ms);
    body = app.body;
  }
  await timedGet(`${server.bare}${path}`, cookie);
  for (let i = 0; i < probes; i++) {
    await rest();
    const bare = await timedGet(`${server.bare}${path}`, cookie);
    const db = Number(bare.headers.get(DB_MS_HEADER));
    if (Number.isFinite(db)) dbs.push(db);
    queries = Number(bare.headers.get(DB_QUERIES_HEADER));
  }
  return { wallMs: median(walls), dbMs: median(dbs), queries, bytes: body.length, gzipBytes: gzipSync(body).length };
}

/** Every CSV export, the widest way each is asked for (issue 21: exports keep streaming in bounded memory). */
export const SCALE_EXPORTS = [
  { name: 'reports turns.csv?rows=each (a year)', path: `/api/reports/turns.csv?rows=each&start=${YEAR.start}&end=${YEAR.end}` },
  { name: 'reports damages.csv?rows=each (a year)', path: `/api/reports/damages.csv?rows=each&start=${YEAR.start}&end=${YEAR.end}` },
  { name: 'reports exceptions.csv', path: '/api/reports/exceptions.csv' },
  { name: 'collections export.csv?period=all', path: '/api/collections/export.csv?period=all' },
  { name: 'charges export.csv?period=all', path: '/api/charges/export.csv?period=all' },
];

/** The server processes the exports are streamed from: V8's default heap for this machine, and `npm start`'s flags. */
const EXPORT_VARIANTS = [
  { name: 'V8 default heap', flags: [] as readonly string[] },
  { name: 'server flags', flags: SERVER_NODE_FLAGS },
];

/** The peak memory of each export at each size, and the largest. */
function formatExportTable(figures: { name: string; scale: number; figure: DownloadFigure }[]): string[] {
  const peak = (f: DownloadFigure) => Math.max(f.peakRssMb ?? 0, f.hwmMb ?? 0);
  const lines = figures.map(
    ({ name, scale, figure: f }) =>
      `| ${name} | ${scale}× | ${f.status} | ${(f.bytes / 1024 / 1024).toFixed(1)} MB, ${f.lines} lines | ${Math.round(f.ms)} ms | ${f.rssBeforeMb?.toFixed(0) ?? 'n/a'} MB | ${peak(f).toFixed(0)} MB | ${(peak(f) - (f.rssBeforeMb ?? 0)).toFixed(0)} MB |`,
  );
  return [
    '| export | size | status | streamed | time | server RSS before | peak (sampled or VmHWM) | peak − before |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
  ];
}

export async function runScaleMode(
  scales: number[],
  requests: BenchRequest[],
  settings: RunSettings,
  pin: boolean,
  exports: 'no' | 'also' | 'only' = 'no',
): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the scale mode runs on PostgreSQL: set DATABASE_URL (a database of its own is made per size and dropped)');
  const points: ScalePoint[] = [];
  const loads: string[] = [];
  const failures: string[] = [];
  const exportFigures: { name: string; scale: number; figure: DownloadFigure }[] = [];
  for (const scale of scales) {
    const started = Date.now();
    const db = await createBenchDatabase(url);
    let server: BenchServer | null = null;
    let active: Awaited<ReturnType<typeof watchActiveQueries>> | null = null;
    try {
      console.log(`\n== ${scale}× the bench's data (${loadAverage()})`);
      // The invoices (issue 23) only when an invoice read is measured: seeding them is not free at 16×.
      const invoiceData = requests.some((r) => r.path.startsWith('/api/invoice')) ? '1' : '0';
      const serverEnv = {
        BENCH_DB_URL: db.url,
        BENCH_LOAD_USERS: '0',
        BENCH_REPORT_DATA: '1',
        BENCH_SCALE: String(scale),
        BENCH_INVOICE_DATA: invoiceData,
      };
      server = await startBenchServer(serverEnv, pin ? '1' : undefined);
      active = await watchActiveQueries(db.url);
      const s = server;
      const count = active.count;
      const rest = () => settle(s.cpuMs, count);
      const cookies = new Map<string, string>();
      for (const request of exports === 'only' ? [] : requests) {
        const email = request.email ?? BENCH_EMAIL;
        if (!cookies.has(email)) cookies.set(email, await signInOver(s.app, email, BENCH_PASSWORD));
        const cookie = cookies.get(email)!;
        // Under load a screen can fail (the app's pool times out waiting for a connection: 5xx answers); that is a finding, not the end of the run.
        const { app, bare } = await measureRequest(s, request, cookie, settings, rest).catch((err: Error) => {
          const why = err.message.split('\n')[0].slice(-160);
          console.log(`  under load: failed (${why})`);
          failures.push(`${request.screen ?? request.name} at ${scale}×: ${why}`);
          return { app: null, bare: null };
        });
        const one = await probe(s, request.path, cookie, rest).catch((err: Error) => {
          failures.push(`${request.screen ?? request.name} at ${scale}×, one at a time: ${err.message.slice(0, 160)}`);
          return { wallMs: null, dbMs: null, queries: null, bytes: 0, gzipBytes: 0 };
        });
        console.log(
          `  one at a time: app ${one.wallMs?.toFixed(0)} ms, ${one.bytes} bytes (${one.gzipBytes} gzip); bare DB ${one.dbMs?.toFixed(1)} ms over ${one.queries} queries`,
        );
        points.push({ screen: request.screen ?? request.name, scale, app, bare, ...one });
      }
      if (exports !== 'no') {
        // The exports from a fresh process serving the database seeded above (the seeding process's heap is
        // not a server's resting size): once with V8's default heap, once with the server's flags (decision
        // 0183), side by side in one run.
        await server.stop();
        server = null;
        for (const variant of EXPORT_VARIANTS) {
          server = await startBenchServer({ ...serverEnv, BENCH_SEEDED: '1' }, pin ? '1' : undefined, variant.flags);
          const fresh = server;
          const cookie = await signInOver(fresh.app, BENCH_EMAIL, BENCH_PASSWORD);
          for (const e of SCALE_EXPORTS) {
            await settle(fresh.cpuMs, count);
            const figure = await downloadWatched(`${fresh.app}${e.path}`, cookie, fresh.pid);
            console.log(`  ${e.name}, ${variant.name}: ${formatDownload(figure)} (${loadAverage()})`);
            exportFigures.push({ name: `${e.name}, ${variant.name}`, scale, figure });
          }
          await server.stop();
          server = null;
        }
      }
      loads.push(`${scale}×: ${loadAverage()} at the end, ${((Date.now() - started) / 1000).toFixed(0)} s with seeding`);
      // The table so far after each size, so that a long run that fails later still leaves its figures.
      console.log('');
      for (const line of formatScaleTable(points)) console.log(line);
    } finally {
      await active?.close();
      await server?.stop();
      await db.drop();
    }
  }
  console.log(
    `\nThe screens at ${scales.map((s) => `${s}×`).join(', ')} (${settings.connections} connections at most, ${settings.seconds} s per figure)`,
  );
  for (const line of loads) console.log(line);
  console.log('');
  for (const line of formatScaleTable(points)) console.log(line);
  if (exportFigures.length) {
    console.log('\nThe exports, each streamed once from the app at each size\n');
    for (const line of formatExportTable(exportFigures)) console.log(line);
  }
  if (exports === 'only') return;
  if (failures.length) console.log(`\nNot measured:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  console.log(`\nGrowth from ${scales[0]}× (' !' above 1.5×)\n`);
  for (const line of formatGrowthTable(growthTable(points, scales), scales[0])) console.log(line);
}
