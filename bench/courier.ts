/**
 * `npm run bench:courier` (issue 22's performance goal): a courier's phone sends a queue of 200 stops with
 * 50 photos over loopback; the goal is all of it on the server within 20 s.
 *
 * The real server as the bench runs it (bench/serve.ts: the bench's data at 1×, 5,000 cards, plus a courier
 * login and linen inventories, BENCH_COURIER=1) on a PostgreSQL database of its own (DATABASE_URL, made and
 * dropped). The phone is the phone's own code: the queue (src/web/features/bag-exchange/offline/visit-queue.ts)
 * on IndexedDB (fake-indexeddb in Node, as its unit tests run it) sending through the app's transport
 * (api-transport.ts: the typed API client, photos first by PUT /api/courier/photos/:id, then the stop by
 * PUT /api/courier/visits/:id, one at a time in order). Only `fetch` is the bench's: relative URLs resolved
 * against the server, the courier's session cookie and the Origin added as the browser would, and each
 * request timed to the end of its body.
 *
 * The round comes from GET /api/courier/round as the courier (bench/lib/courier-plan.ts: 80 collects,
 * 60 returns, 50 deliveries and 10 'No access', interleaved; photos on every 'No access' and spread over the
 * collects; signatures on nine stops in ten). Photos are JPEGs of 1600×1200, 200-400 KB (phone-photos.ts).
 *
 * Printed: the send's wall time; each action's time (from the previous stop's answer to its own, photos
 * included) p50/p95; the photo uploads' and the stops' own request times p50/p95 (the stops by action); the
 * server process's CPU and peak RSS over the send (and PostgreSQL's backends' CPU, when /proc shows them); the
 * machine's load average. Then the checks, read from the database: 200 visits, once each, all applied,
 * their phone times, 50 photos attached, the cards moved. Then the same queue sent again (a copy of the phone's
 * IndexedDB made before the first send, same ids): timed, and the checks again (nothing doubled).
 *
 * Options: --actions=200 --photos=50 --runs=1 (each run on a fresh database; the figures per run);
 * --photos-ahead=N, an experiment (uploadPhotosAhead): the photos sent first, N at a time, then the queue.
 * BENCH_PROFILE=1 writes a CPU profile of the server process to bench/profiles/.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { openDB } from 'idb';
import pg from 'pg';
import type { TRound } from '@shared/schemas/courier';
import { apiTransport } from '../src/web/features/bag-exchange/offline/api-transport';
import { VisitQueue } from '../src/web/features/bag-exchange/offline/visit-queue';
import { actionTimes, planRound, spread, type PlannedStop, type SentRequest } from './lib/courier-plan';
import { createBenchDatabase } from './lib/postgres';
import { cachedPhonePhoto, signatureDataUrl } from './lib/phone-photos';
import { BENCH_PASSWORD } from './lib/seed';
import { BENCH_COURIER_EMAIL } from './lib/seed-courier';
import { signInOver, startBenchServer, type BenchServer } from './lib/server-process';

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GOAL_MS = 20_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The phone's fetch: the browser's URL resolution, cookie and Origin, and every request timed to the end of its body. */
function phoneFetch(base: string, cookie: string, log: SentRequest[], cpu: () => number | null) {
  const real = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, base);
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('origin', base);
    const cpu0 = cpu();
    const start = performance.now();
    const response = await real(url, { ...init, headers });
    const body = await response.arrayBuffer();
    const end = performance.now();
    const cpu1 = cpu();
    const kind = url.pathname.startsWith('/api/courier/photos/') ? 'photo' : url.pathname.startsWith('/api/courier/visits/') ? 'visit' : null;
    // The server's CPU over the request (its clock ticks are 10 ms: read as a sum over many requests, not one).
    if (kind) log.push({ kind, start, end, serverCpuMs: cpu0 === null || cpu1 === null ? undefined : cpu1 - cpu0 });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return () => {
    globalThis.fetch = real;
  };
}

/** Whether any two requests were on their way at once (the queue sends photos ahead, beside the stops). */
function requestsOverlap(requests: SentRequest[]): boolean {
  let end = -Infinity;
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    if (r.start < end) return true;
    end = Math.max(end, r.end);
  }
  return false;
}

/** Peak RSS (MB) of a process, sampled every 100 ms until stopped. */
function watchRss(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // no /proc
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

/**
 * CPU ms of each PostgreSQL backend serving the bench's database, by pid (null when /proc does not show
 * them). Compared by pid: the pool opens and closes connections, and a backend that ended during the
 * send is not counted (a little under, never a difference of two different sets).
 */
async function postgresCpu(client: pg.Client): Promise<Map<number, number> | null> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // ended meanwhile, or not visible from here
    }
  }
  return rows.length > 0 && out.size === 0 ? null : out;
}

const postgresCpuSince = (before: Map<number, number> | null, after: Map<number, number> | null): number | null =>
  before === null || after === null ? null : [...after].reduce((t, [pid, ms]) => t + ms - (before.get(pid) ?? 0), 0);

/** The phone's queue with the round's stops in it, made as the courier screen makes them (queue.add). */
async function fillQueue(name: string, plan: PlannedStop[], photos: Buffer[], signatures: string[]) {
  const queue = await VisitQueue.open(name);
  let photo = 0;
  const ids: string[] = [];
  for (const [i, stop] of plan.entries()) {
    const id = randomUUID();
    ids.push(id);
    const blobs = Array.from({ length: stop.photos }, () => new Blob([new Uint8Array(photos[photo++ % photos.length])], { type: 'image/jpeg' }));
    await queue.add({
      id,
      propertyName: stop.card.propertyName,
      photos: blobs,
      body: {
        cardId: stop.card.id,
        action: stop.action,
        happenedAt: stop.happenedAt,
        counts: stop.counts as never,
        noOnePresent: stop.noOnePresent,
        ...(stop.bagCode ? { bagCode: stop.bagCode } : {}),
        ...(stop.noOnePresent ? {} : { signature: signatures[i % signatures.length], signerName: `Guest ${i + 1}` }),
      },
    });
  }
  return { queue, ids };
}

/** A copy of the phone's IndexedDB under another name, ids and all: the same queue, to be sent a second time. */
async function copyQueue(from: string, to: string): Promise<VisitQueue> {
  (await VisitQueue.open(to)).close();
  const a = await openDB(from);
  const b = await openDB(to);
  for (const store of ['visits', 'photos']) for (const row of await a.getAll(store)) await b.put(store, row);
  a.close();
  b.close();
  return VisitQueue.open(to);
}

interface Checks {
  visits: number;
  distinct: number;
  applied: number;
  refused: number;
  timesAsSent: number;
  photosAttached: number;
  photosStored: number;
  counts: number;
  moves: number;
  changeovers: number;
  audits: number;
  cardsWhereExpected: number;
}

async function check(client: pg.Client, courierId: string, plan: PlannedStop[], ids: string[]): Promise<Checks> {
  const one = async (text: string, values: unknown[] = []) => Number(Object.values((await client.query(text, values)).rows[0])[0]);
  const expectedStatus = { collect: 'in_transit', return: 'on_beds', deliver: 'on_beds', no_access: 'changeover_due' } as const;
  const { rows } = await client.query<{ id: string; happened_at: Date; status: string; card: string }>(
    `select v.id, v.happened_at, c.status, c.id as card from courier_visits v join linen_cards c on c.id = v.linen_card_id where v.courier_user_id = $1`,
    [courierId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    visits: await one(`select count(*) from courier_visits where courier_user_id = $1`, [courierId]),
    distinct: await one(`select count(distinct linen_card_id) from courier_visits where courier_user_id = $1`, [courierId]),
    applied: await one(`select count(*) from courier_visits where courier_user_id = $1 and outcome = 'applied'`, [courierId]),
    refused: await one(`select count(*) from courier_visits where courier_user_id = $1 and outcome = 'refused'`, [courierId]),
    timesAsSent: ids.filter((id, i) => byId.get(id)?.happened_at.toISOString() === plan[i].happenedAt).length,
    photosAttached: await one(`select count(*) from courier_visit_photos where visit_id is not null`),
    photosStored: await one(`select count(*) from courier_visit_photos`),
    counts: await one(`select count(*) from courier_visit_counts`),
    moves: await one(`select count(*) from linen_card_events where actor_user_id = $1 and to_status is not null`, [courierId]),
    changeovers: await one(`select count(*) from courier_visits where courier_user_id = $1 and changeover_id is not null`, [courierId]),
    audits: await one(`select count(*) from audit_log where action like 'courier_visit.%'`),
    cardsWhereExpected: ids.filter((id, i) => byId.get(id)?.status === expectedStatus[plan[i].action]).length,
  };
}

function expectedChecks(plan: PlannedStop[]): Checks {
  const n = plan.length;
  const of = (a: string) => plan.filter((s) => s.action === a).length;
  const photos = plan.reduce((t, s) => t + s.photos, 0);
  return {
    visits: n,
    distinct: n,
    applied: n,
    refused: 0,
    timesAsSent: n,
    photosAttached: photos,
    photosStored: photos,
    counts: plan.reduce((t, s) => t + s.counts.length, 0),
    moves: n - of('no_access'),
    changeovers: of('collect'),
    audits: n,
    cardsWhereExpected: n,
  };
}

function printChecks(label: string, got: Checks, want: Checks): boolean {
  const wrong = (Object.keys(want) as (keyof Checks)[]).filter((k) => got[k] !== want[k]);
  console.log(
    `  ${label}: ${wrong.length === 0 ? 'all as expected' : `WRONG: ${wrong.map((k) => `${k} ${got[k]} (want ${want[k]})`).join(', ')}`}` +
      ` (${got.visits} visits, ${got.applied} applied, ${got.photosAttached} photos attached, ${got.counts} counts, ${got.moves} moves, ${got.changeovers} changeovers, ${got.audits} audit rows)`,
  );
  return wrong.length === 0;
}

interface SendFigures {
  ms: number;
  summary: { sent: number; refused: number; stopped: boolean };
  requests: SentRequest[];
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  peakRssMb: number;
  loadDuring: string;
  /** Requests ran side by side (--photos-ahead). */
  overlapped: boolean;
}

/**
 * --photos-ahead=N, an experiment, not the phone's code: every waiting photo uploaded first, N at a time,
 * through the app's transport, then the queue sent as usual (its photo PUTs then answered from the stored
 * photo, their bytes sent again). What sending photos alongside the stops, instead of one request at a
 * time, would give on this machine.
 */
async function uploadPhotosAhead(name: string, concurrency: number): Promise<void> {
  const db = await openDB(name);
  const photos = (await db.getAll('photos')) as { id: string; blob: Blob }[];
  db.close();
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++];
      const answer = await apiTransport.putPhoto(photo.id, photo.blob);
      if (answer.kind !== 'stored') throw new Error(`photo ${photo.id}: ${JSON.stringify(answer)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function timedSend(
  queue: VisitQueue,
  server: BenchServer,
  pgClient: pg.Client,
  base: string,
  cookie: string,
  ahead?: { name: string; concurrency: number },
): Promise<SendFigures & { start: number }> {
  const requests: SentRequest[] = [];
  const restore = phoneFetch(base, cookie, requests, server.cpuMs);
  const rss = watchRss(server.pid);
  const cpu0 = server.cpuMs();
  const pg0 = await postgresCpu(pgClient);
  let loadDuring = load();
  const loadTimer = setInterval(() => (loadDuring = load()), 1_000);
  const start = performance.now();
  try {
    if (ahead) await uploadPhotosAhead(ahead.name, ahead.concurrency);
    const summary = await queue.send(apiTransport);
    const ms = performance.now() - start;
    const cpu1 = server.cpuMs();
    const pg1 = await postgresCpu(pgClient);
    return {
      ms,
      start,
      summary,
      requests,
      serverCpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
      postgresCpuMs: postgresCpuSince(pg0, pg1),
      peakRssMb: rss(),
      loadDuring,
      overlapped: requestsOverlap(requests),
    };
  } finally {
    clearInterval(loadTimer);
    restore();
  }
}

function printSend(label: string, f: SendFigures & { start: number }, plan: PlannedStop[]) {
  const photos = f.requests.filter((r) => r.kind === 'photo').map((r) => r.end - r.start);
  const visits = f.requests.filter((r) => r.kind === 'visit');
  const inRequests = f.requests.reduce((t, r) => t + r.end - r.start, 0);
  const cpuOf = (rs: SentRequest[]) => {
    const ms = rs.reduce((t, r) => t + (r.serverCpuMs ?? 0), 0);
    return rs.length === 0 ? '-' : `${(ms / 1000).toFixed(2)} s, ${(ms / rs.length).toFixed(0)} ms each`;
  };
  console.log(
    `\n${label}: ${(f.ms / 1000).toFixed(2)} s for ${f.summary.sent} sent, ${f.summary.refused} refused${f.summary.stopped ? ', STOPPED' : ''}` +
      ` (goal < ${GOAL_MS / 1000} s: ${f.ms < GOAL_MS ? 'met' : 'MISSED'}); load average during ${f.loadDuring}`,
  );
  console.log(`  per action (photos and the phone's queue work included): ${spread(actionTimes(f.requests, f.start))}`);
  console.log(`  photo uploads (PUT /api/courier/photos/:id): ${spread(photos)}; server CPU ${cpuOf(f.requests.filter((r) => r.kind === 'photo'))}`);
  console.log(`  stops (PUT /api/courier/visits/:id): ${spread(visits.map((r) => r.end - r.start))}; server CPU ${cpuOf(visits)}`);
  for (const action of ['collect', 'return', 'deliver', 'no_access'] as const) {
    const of = visits.filter((_, i) => plan[i]?.action === action);
    console.log(`    ${action.padEnd(9)} ${spread(of.map((r) => r.end - r.start))}; server CPU ${cpuOf(of)}`);
  }
  const signed = visits.filter((_, i) => plan[i] && !plan[i].noOnePresent);
  const unsigned = visits.filter((_, i) => plan[i]?.noOnePresent);
  console.log(`    signed stops ${spread(signed.map((r) => r.end - r.start))}; server CPU ${cpuOf(signed)}`);
  console.log(`    'no one present' ${spread(unsigned.map((r) => r.end - r.start))}; server CPU ${cpuOf(unsigned)}`);
  console.log(
    (f.overlapped
      ? `  (photos went ahead, beside the stops: the server CPU per request above counts the overlap twice; the total is the server's)`
      : `  in requests ${(inRequests / 1000).toFixed(2)} s; the phone's own work (IndexedDB, FormData) ${((f.ms - inRequests) / 1000).toFixed(2)} s`) +
      `; server CPU ${f.serverCpuMs === null ? '-' : `${(f.serverCpuMs / 1000).toFixed(2)} s`}` +
      `, PostgreSQL backends' CPU ${f.postgresCpuMs === null ? '- (not visible in /proc)' : `${(f.postgresCpuMs / 1000).toFixed(2)} s`}` +
      `, server peak RSS ${f.peakRssMb.toFixed(0)} MB`,
  );
}

async function runOnce(url: string, actions: number, photoCount: number, photos: Buffer[], signatures: string[], photosAhead: number): Promise<boolean> {
  const db = await createBenchDatabase(url);
  const seeding = performance.now();
  const server = await startBenchServer({ BENCH_DB_URL: db.url, BENCH_LOAD_USERS: '0', BENCH_REPORT_DATA: '0', BENCH_COURIER: '1' });
  const pgClient = new pg.Client({ connectionString: db.url, application_name: 'bench-courier-checks' });
  await pgClient.connect();
  try {
    console.log(`\nserver ready (${server.database}, seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s); load average ${load()}`);
    const cookie = await signInOver(server.app, BENCH_COURIER_EMAIL, BENCH_PASSWORD);
    const courierId = String((await pgClient.query(`select id from users where email = $1`, [BENCH_COURIER_EMAIL])).rows[0].id);
    const roundRes = await fetch(`${server.app}/api/courier/round`, { headers: { cookie } });
    if (!roundRes.ok) throw new Error(`GET /api/courier/round: ${roundRes.status} ${await roundRes.text()}`);
    const round = (await roundRes.json()) as TRound;
    const plan = planRound(round, { actions, photos: photoCount, now: new Date() });
    const name = `bench-courier-${randomUUID()}`;
    const { queue, ids } = await fillQueue(name, plan, photos, signatures);
    const waiting = await queue.waiting();
    console.log(
      `queue on the phone: ${waiting.actions} stops, ${(waiting.bytes / 1024 / 1024).toFixed(1)} MB of photos and signatures` +
        ` (${plan.filter((s) => s.action === 'collect').length} collect, ${plan.filter((s) => s.action === 'return').length} return,` +
        ` ${plan.filter((s) => s.action === 'deliver').length} deliver, ${plan.filter((s) => s.action === 'no_access').length} no access;` +
        ` ${plan.reduce((t, s) => t + s.photos, 0)} photos, ${plan.filter((s) => !s.noOnePresent).length} signatures)`,
    );
    const again = await copyQueue(name, `${name}-again`);
    const first = await timedSend(queue, server, pgClient, server.app, cookie, photosAhead > 0 ? { name, concurrency: photosAhead } : undefined);
    printSend(photosAhead > 0 ? `first send, the photos uploaded ahead ${photosAhead} at a time (an experiment)` : 'first send', first, plan);
    const want = expectedChecks(plan);
    let ok = printChecks('checks after the first send', await check(pgClient, courierId, plan, ids), want);
    const second = await timedSend(again, server, pgClient, server.app, cookie);
    printSend('the same queue sent again (same ids)', second, plan);
    ok = printChecks('checks after sending it again', await check(pgClient, courierId, plan, ids), want) && ok;
    const left = (await again.list()).filter((s) => s.status !== 'sent').length;
    if (left > 0) {
      console.log(`  WRONG: ${left} stops of the second send were not answered as on the server`);
      ok = false;
    }
    queue.close();
    again.close();
    return ok && first.summary.sent === actions && !first.summary.stopped;
  } finally {
    await pgClient.end();
    await server.stop();
    await db.drop();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server (a database of its own is made and dropped)');
  const actions = Number(option('actions', '200'));
  const photoCount = Number(option('photos', '50'));
  const runs = Number(option('runs', '1'));
  const photosAhead = Number(option('photos-ahead', '0'));
  const making = performance.now();
  const photos = await Promise.all(Array.from({ length: photoCount }, (_, i) => cachedPhonePhoto(i)));
  const signatures = await Promise.all(Array.from({ length: 8 }, (_, i) => signatureDataUrl(i)));
  const sizes = photos.map((p) => p.length / 1024);
  console.log(
    `${photoCount} phone photos (1600×1200 JPEG): ${Math.min(...sizes).toFixed(0)}-${Math.max(...sizes).toFixed(0)} KB, mean ` +
      `${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(0)} KB; signatures ${(signatures[0].length / 1024).toFixed(0)} KB as data URLs` +
      ` (made in ${((performance.now() - making) / 1000).toFixed(1)} s); load average ${load()}`,
  );
  let ok = true;
  for (let run = 0; run < runs; run++) ok = (await runOnce(url, actions, photoCount, photos, signatures, photosAhead)) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
