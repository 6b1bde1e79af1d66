/**
 * `npm run bench:postcodes` (issue 24 item 4's performance goals, decision 0198):
 *
 * - **Ordering a 40-stop round in under 500 ms** (planRound, src/shared/domain/round-order.ts), beside a
 *   baseline of nearest neighbour alone: 20 rounds of 40 stops around Teesside (about 20 km across, from a
 *   depot, a quarter of the stops with a two-hour window), each timed cold (the first call, before the JIT
 *   has warmed, is the figure that matters for a page that plans once) and warm.
 * - **Importing a 2.7-million-row postcode file in under 3 minutes with under 300 MB of memory**: a
 *   synthetic ONSPD-shaped CSV (52 columns as the real file, quoted codes, ~65% live, a third terminated,
 *   0.5% without coordinates; written once to /tmp and reused) sent through the import's own path in this
 *   process (the multipart reader over the file as the request body would carry it, then importPostcodes
 *   into PostgreSQL), timed, with this process's peak RSS (the kernel's VmHWM, reset first). Beside two
 *   baselines: a parse-only pass over the same file (the same reader and row rules, no database), and a
 *   bare `psql \copy` of the kept rows (postcode, lat, lng) into the same table (the database's floor).
 *   While the import runs a second connection checks, every 200 ms, that routing sees the previous set
 *   whole until the new one is committed (never half a file).
 *
 * Runs on a PostgreSQL database of its own (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * made and dropped). Options: --rows=2700000 --rounds=20 --only=order|import.
 * Run it as production runs the server (a 256 MB heap): `node --max-old-space-size=256 --import tsx bench/postcodes.ts`
 * (what `npm run bench:postcodes` does).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { createReadStream, existsSync, readFileSync, statSync, unlinkSync, createWriteStream, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { hasPostcodePoints, pointsFor } from '../src/server/features/postcodes';
import { multipartFile } from '../src/server/features/postcodes/multipart-stream';
import { importPostcodes } from '../src/server/features/postcodes/postcodes.service';
import { textLines } from '../src/server/features/postcodes/text-lines';
import { csvFields, postcodeColumns, postcodePoint } from '../src/shared/domain/postcode-directory';
import { legKm, planRound, routeKm, type LatLng, type RoundStopInput } from '../src/shared/domain/round-order';
import { createBenchDatabase } from './lib/postgres';
import { seededRandom as rng } from '../tests/lib/seeded-random';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=') as [string, string]),
);
const ROWS = Number(args.rows ?? 2_700_000);
const ROUNDS = Number(args.rounds ?? 20);
const ONLY = args.only as 'order' | 'import' | undefined;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

// ---------------------------------------------------------------------------------------------------
// Ordering

function round40(seed: number, windows: boolean) {
  const r = rng(seed);
  const stops: RoundStopInput[] = [];
  const points = new Map<string, LatLng>();
  const L = 'ABDEFGHJLNPQRSTUWXYZ';
  for (let i = 0; i < 40; i++) {
    const pc = `TS${1 + (i % 27)} ${i % 10}${L[i % 20]}${L[(i * 7 + seed) % 20]}`;
    const from = 480 + Math.floor(r() * 300);
    stops.push({ key: `collect:${seed}-${i}`, postcode: pc, window: windows && i % 4 === 0 ? { from, to: from + 120 } : null });
    points.set(pc.replace(' ', ''), { lat: 54.48 + r() * 0.18, lng: -1.35 + r() * 0.3 });
  }
  return { stops, points };
}

/** The baseline: nearest neighbour from the depot, nothing else. */
function nearestNeighbourOnly(stops: readonly RoundStopInput[], points: ReadonlyMap<string, LatLng>, start: LatLng): string[] {
  const left = stops.map((s) => ({ key: s.key, p: points.get(s.postcode!.replace(' ', ''))! }));
  const out: string[] = [];
  let at = start;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (legKm(at, left[i].p) < legKm(at, left[best].p)) best = i;
    const [next] = left.splice(best, 1);
    out.push(next.key);
    at = next.p;
  }
  return out;
}

function benchOrdering() {
  const start = { lat: 54.574, lng: -1.235 };
  console.log(`\n## Ordering a 40-stop round (${ROUNDS} rounds each way, load average ${loadavg()[0].toFixed(2)})`);
  let slowest = 0;
  for (const windows of [true, false]) {
    const wall: number[] = [];
    const cpu: number[] = [];
    const nnTimes: number[] = [];
    let planKm = 0;
    let nnKm = 0;
    let inputKm = 0;
    let planLate = 0;
    let nnLate = 0;
    for (let seed = 1; seed <= ROUNDS; seed++) {
      const { stops, points } = round40(seed, windows);
      let t = performance.now();
      const c = process.cpuUsage();
      const plan = planRound(stops, points, { start });
      const used = process.cpuUsage(c);
      wall.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
      t = performance.now();
      const nn = nearestNeighbourOnly(stops, points, start);
      nnTimes.push(performance.now() - t);
      planKm += plan.km!;
      planLate += plan.late.length;
      nnKm += routeKm(nn, stops, points, start)!;
      nnLate += lateOf(nn, stops, points, start);
      inputKm += routeKm(
        stops.map((s) => s.key),
        stops,
        points,
        start,
      )!;
    }
    slowest = Math.max(slowest, ...wall);
    console.log(`${windows ? 'a quarter of the stops with a 2-hour window' : 'no windows'}:`);
    console.log(`  planRound         wall: first ${ms(wall[0])}, p50 ${ms(pct(wall, 50))}, p95 ${ms(pct(wall, 95))}, max ${ms(Math.max(...wall))}`);
    console.log(`                    CPU:  first ${ms(cpu[0])}, p50 ${ms(pct(cpu, 50))}, p95 ${ms(pct(cpu, 95))}, max ${ms(Math.max(...cpu))}`);
    console.log(`  nearest neighbour wall: p50 ${ms(pct(nnTimes, 50))}, max ${ms(Math.max(...nnTimes))}`);
    console.log(
      `  km per round: input order ${(inputKm / ROUNDS).toFixed(1)}, nearest neighbour ${(nnKm / ROUNDS).toFixed(1)}, planRound ${(planKm / ROUNDS).toFixed(1)} ` +
        `(${Math.abs(100 * (1 - planKm / nnKm)).toFixed(1)}% ${planKm <= nnKm ? 'shorter than nearest neighbour' : 'longer than nearest neighbour, to meet the windows'})`,
    );
    console.log(`  windows missed over all rounds: nearest neighbour ${nnLate}, planRound ${planLate}`);
  }
  console.log(`GOAL under 500 ms: ${slowest < 500 ? 'met' : 'NOT met'} (slowest wall time ${ms(slowest)})`);
}

function lateOf(keys: readonly string[], stops: readonly RoundStopInput[], points: ReadonlyMap<string, LatLng>, start: LatLng): number {
  const byKey = new Map(stops.map((s) => [s.key, s]));
  let t = 480;
  let at = start;
  let late = 0;
  for (const k of keys) {
    const s = byKey.get(k)!;
    const p = points.get(s.postcode!.replace(' ', ''))!;
    t += (legKm(at, p) / 30) * 60;
    if (s.window && t < s.window.from) t = s.window.from;
    if (s.window && t > s.window.to) late += 1;
    t += 5;
    at = p;
  }
  return late;
}

// ---------------------------------------------------------------------------------------------------
// Import

const FILE = `/tmp/bench-onspd-${ROWS}.csv`;
/** The real ONSPD's columns (Nov 2025 order, abridged names where they changed). */
const HEADER = [
  'pcd', 'pcd2', 'pcds', 'dointr', 'doterm', 'oscty', 'ced', 'oslaua', 'osward', 'parish', 'usertype', 'oseast1m', 'osnrth1m',
  'osgrdind', 'oshlthau', 'nhser', 'ctry', 'rgn', 'streg', 'pcon', 'eer', 'teclec', 'ttwa', 'pct', 'itl', 'statsward', 'oa01',
  'casward', 'npark', 'lsoa01', 'msoa01', 'ur01ind', 'oac01', 'oa11', 'lsoa11', 'msoa11', 'wz11', 'sicbl', 'bua24', 'ru11ind',
  'oac11', 'lat', 'long', 'lep1', 'lep2', 'pfa', 'imd', 'calncv', 'icb', 'oa21', 'lsoa21', 'msoa21',
];
const AREAS = ['AB', 'B', 'BS', 'CF', 'DL', 'E', 'EH', 'G', 'LS', 'M', 'NE', 'SW', 'TS', 'W', 'YO'];
const UNIT = 'ABDEFGHJLNPQRSTUWXYZ';

async function writeSyntheticFile(rows: number): Promise<void> {
  if (existsSync(FILE)) return;
  const t = performance.now();
  const out = createWriteStream(`${FILE}.part`);
  out.write(`${HEADER.map((h) => `"${h}"`).join(',')}\r\n`);
  const r = rng(2026);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const area = AREAS[i % AREAS.length];
    const district = 1 + (Math.floor(i / AREAS.length) % 99);
    const inward = Math.floor(i / (AREAS.length * 99));
    const sector = inward % 10;
    const u = Math.floor(inward / 10);
    const unit = UNIT[u % 20] + UNIT[Math.floor(u / 20) % 20];
    const pcds = `${area}${district} ${sector}${unit}`;
    const pcd = `${area}${district}`.padEnd(4, ' ') + `${sector}${unit}`;
    const terminated = r() < 0.33 ? `${1990 + Math.floor(r() * 35)}0${1 + Math.floor(r() * 9)}` : '';
    const noPoint = r() < 0.005;
    const lat = noPoint ? '99.999999' : (50 + r() * 8).toFixed(6);
    const lng = noPoint ? '0.000000' : (-5 + r() * 6.5).toFixed(6);
    const code = (p: string) => `"${p}${String(10000000 + ((i * 7919) % 89999999)).slice(0, 8)}"`;
    const fields = HEADER.map((h) => {
      switch (h) {
        case 'pcd':
          return `"${pcd}"`;
        case 'pcd2':
          return `"${pcds.padEnd(8, ' ')}"`;
        case 'pcds':
          return `"${pcds}"`;
        case 'dointr':
          return `"198001"`;
        case 'doterm':
          return `"${terminated}"`;
        case 'usertype':
        case 'osgrdind':
        case 'ur01ind':
          return `"${1 + (i % 8)}"`;
        case 'oseast1m':
          return String(100000 + (i % 500000));
        case 'osnrth1m':
          return String(100000 + (i % 900000));
        case 'lat':
          return lat;
        case 'long':
          return lng;
        case 'imd':
          return String(1 + (i % 32844));
        default:
          return code('E0');
      }
    });
    chunk += `${fields.join(',')}\r\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
  out.end();
  await once(out, 'finish');
  execFileSync('mv', [`${FILE}.part`, FILE]);
  console.log(`wrote ${FILE}: ${rows.toLocaleString('en-GB')} rows, ${(statSync(FILE).size / 1024 ** 3).toFixed(2)} GB in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

function statusMb(field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** Resets this process's peak RSS (VmHWM) so it covers one measurement only. */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

async function measured<T>(what: string, run: () => Promise<T>): Promise<{ value: T; seconds: number; peakMb: number }> {
  global.gc?.();
  const reset = resetPeak();
  let sampled = statusMb('VmRSS');
  const timer = setInterval(() => (sampled = Math.max(sampled, statusMb('VmRSS'))), 50);
  const t = performance.now();
  const value = await run();
  const seconds = (performance.now() - t) / 1000;
  clearInterval(timer);
  const peakMb = reset ? Math.max(statusMb('VmHWM'), sampled) : sampled;
  console.log(`${what.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   peak RSS ${peakMb.toFixed(0)} MB`);
  return { value, seconds, peakMb };
}

/** The file as a multipart/form-data body (field `file`), streamed from disk as a browser would send it. */
function multipartBody(path: string, boundary: string): ReadableStream<Uint8Array> {
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ONSPD_BENCH.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) yield chunk as Buffer;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
}

async function parseOnly(path: string): Promise<{ read: number; kept: number }> {
  const lines = textLines(createReadStream(path, { highWaterMark: 64 * 1024 }));
  let columns = null as ReturnType<typeof postcodeColumns> | null;
  let read = 0;
  let kept = 0;
  const keptFile = createWriteStream('/tmp/bench-onspd-kept.csv');
  let out = '';
  for await (const line of lines) {
    if (!columns) {
      columns = postcodeColumns(csvFields(line) ?? []);
      continue;
    }
    if (!('columns' in columns)) throw new Error('bad header');
    read += 1;
    const p = postcodePoint(csvFields(line, columns.columns.last, columns.columns.keep) ?? [], columns.columns);
    if (p) {
      kept += 1;
      out += `${p.postcode},${p.lat},${p.lng}\n`;
      if (out.length > 1 << 20) {
        if (!keptFile.write(out)) await once(keptFile, 'drain');
        out = '';
      }
    }
  }
  keptFile.end(out);
  await once(keptFile, 'finish');
  return { read, kept };
}

async function benchImport() {
  await writeSyntheticFile(ROWS);
  const own = await createBenchDatabase(BASE_URL);
  const database = openPostgres(own.url);
  try {
    await runMigrations(database);
    const db = database.db;
    const [admin] = await db
      .insert(users)
      .values({ id: 'bench-root', name: 'Bench Root', email: 'root@bench.example', emailVerified: true, isSuperadmin: true })
      .returning();
    const ctx = { caller: { user: admin, flags: {}, roleName: 'admin', sessionToken: '', sessionId: '' }, ip: null, userAgent: null } as never;

    console.log(`\n## Importing a ${ROWS.toLocaleString('en-GB')}-row postcode file (${(statSync(FILE).size / 1024 ** 3).toFixed(2)} GB; load average ${loadavg()[0].toFixed(2)})`);
    const parsed = await measured('baseline: parse only (no database)', () => parseOnly(FILE));
    console.log(`  read ${parsed.value.read.toLocaleString('en-GB')} rows, kept ${parsed.value.kept.toLocaleString('en-GB')}`);

    // A previous set of 1,000 points, so that the check below can see whether routing ever saw half a file.
    const previous = Array.from({ length: 1000 }, (_, i) => `ZZ${1 + (i % 99)}${i % 10}AA`);
    await db.execute(
      sql.raw(`insert into postcode_points (postcode, lat, lng) select p, 54.5, -1.2 from unnest(array['${[...new Set(previous)].join("','")}']) as p`),
    );
    const oldKeys = [...new Set(previous)].slice(0, 20);
    const newKeys = ['TS1 0AA', 'SW1 0AA', 'AB1 0AB'];
    let checks = 0;
    let halfSeen = 0;
    let committedSeen = false;
    const checker = openPostgres(own.url);
    const watch = setInterval(() => {
      void (async () => {
        const [o, n] = await Promise.all([pointsFor(checker.db, oldKeys), pointsFor(checker.db, newKeys)]);
        checks += 1;
        const old = o.size === oldKeys.length;
        const fresh = n.size > 0;
        if (fresh && o.size === 0) committedSeen = true;
        else if (!(old && !fresh)) halfSeen += 1;
      })();
    }, 200);

    const boundary = '----benchBoundary7MA4YWxkTrZu0gW';
    const imported = await measured('importPostcodes (multipart -> PG)', async () => {
      const file = await multipartFile(multipartBody(FILE, boundary), boundary, 'file');
      return importPostcodes({ db, now: () => new Date() }, ctx, { fileName: file!.fileName, content: file!.content });
    });
    clearInterval(watch);
    await new Promise((r) => setTimeout(r, 300));
    await checker.close();
    console.log(`  read ${imported.value.rowsRead.toLocaleString('en-GB')} rows, kept ${imported.value.rowsKept.toLocaleString('en-GB')}`);
    console.log(`  during it: ${checks} reads by routing, ${halfSeen} saw a mixed set; the new set seen after commit: ${committedSeen || (await hasPostcodePoints(db))}`);
    console.log(`GOAL under 3 minutes and 300 MB: ${imported.value && imported.seconds < 180 && imported.peakMb < 300 ? 'met' : 'NOT met'}`);

    // The database's floor: the kept rows (postcode, lat, lng) copied in with psql, in one transaction.
    const copy = await measured('baseline: psql \\copy of kept rows*', async () => {
      execFileSync('psql', [
        own.url,
        '-q',
        '-1',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        'delete from postcode_points',
        '-c',
        "\\copy postcode_points from '/tmp/bench-onspd-kept.csv' with (format csv)",
      ]);
    });
    void copy;
    console.log('  * the time is the figure; the memory is psql\'s and PostgreSQL\'s, not this process\'s');
  } finally {
    await database.close();
    await own.drop();
    if (existsSync('/tmp/bench-onspd-kept.csv')) unlinkSync('/tmp/bench-onspd-kept.csv');
  }
}

if (ONLY !== 'import') benchOrdering();
if (ONLY !== 'order') await benchImport();
