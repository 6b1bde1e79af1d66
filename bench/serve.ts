/**
 * The bench's server process: opens the database (PostgreSQL at BENCH_DB_URL, else in-memory PGlite),
 * migrates and seeds it, then serves the app and the bare baseline on loopback ports and prints one
 * line, `BENCH_READY {"app":port,"bare":port}`. BENCH_COURIER=1 adds the courier's login and linen inventories (bench/lib/seed-courier.ts). BENCH_SCALE multiplies the seeded volumes (bench/lib/scale.ts). Run by bench/run.ts and bench/load.ts, not by hand.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { SESSION_MAX_AGE_SECONDS } from '@shared/domain/session-lifetime';
import { createApp } from '../src/server/app';
import { createDeps, prepareDatabase } from '../src/server/boot';
import { openPglite, openPostgres, POOL_SIZE, POSTGRES_OPTIONS } from '../src/server/db/client';
import { readEnv } from '../src/server/env';
import { startBareServer, type BareHandler } from './lib/bare';
import { seedBench, seedLoadUsers } from './lib/seed';
import { pgliteQuery, pgQuery, type Query } from './lib/sql';
import { BENCH_REQUESTS } from './requests';
import { REPORT_DOWNLOADS } from './report-requests';
import { INVOICE_DOWNLOADS } from './invoice-export-requests';
import { seedReportData } from './lib/seed-reports';
import { seedBenchCourier } from './lib/seed-courier';
import { seedBenchInvoices } from './lib/seed-invoices';

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

async function main() {
  const url = process.env.BENCH_DB_URL;
  let query: Query;
  let database;
  if (url) {
    database = openPostgres(url);
    query = pgQuery(new pg.Pool({ connectionString: url, max: POOL_SIZE, options: POSTGRES_OPTIONS }));
  } else {
    const lite = await openPglite(undefined);
    database = lite;
    query = pgliteQuery(lite.client);
  }
  await prepareDatabase(database);

  // The port is known only once listening, and the app's origin (APP_URL) needs it: start, then attach.
  let current: ReturnType<typeof createApp> | undefined = undefined;
  const appServer = http.createServer(
    getRequestListener((req, env) => (current ? current.fetch(req, env) : new Response('starting', { status: 503 }))),
  );
  const appPort = await listen(appServer);
  const env = readEnv({
    NODE_ENV: 'production',
    APP_URL: `http://127.0.0.1:${appPort}`,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    PAYMENTS_TEST_MODE: 'true',
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1',
  });
  const deps = await createDeps(database, env);
  // BENCH_SCALE (the scale mode, bench/scale-mode.ts) multiplies the seeded volumes; the planner then sees fresh statistics.
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const seeding = Date.now();
  // BENCH_SEEDED=1 serves a database seeded by an earlier run of this process (a fresh process: its resting size is not the seeding's).
  const seeded = process.env.BENCH_SEEDED === '1';
  if (!seeded) await seedBench(deps.db, deps.auth, scale, process.env.BENCH_SCALE ? (line) => console.log(`seeded ${line}`) : undefined);
  const reports = Date.now();
  if (!seeded && process.env.BENCH_REPORT_DATA === '1') await seedReportData(deps.db, scale);
  // BENCH_COURIER=1 (bench/courier.ts, bench:pages --courier): a courier login and the properties' linen inventories.
  if (!seeded && process.env.BENCH_COURIER === '1') await seedBenchCourier(deps.db, deps.auth);
  // BENCH_INVOICE_DATA=1 (the accounting export's download, the invoice reads): last month's 10,000 invoice lines and 500 credit notes (times the scale).
  if (!seeded && process.env.BENCH_INVOICE_DATA === '1') await seedBenchInvoices(deps.db, scale);
  if (process.env.BENCH_SCALE && !seeded) {
    await query('analyze');
    const s = (from: number) => ((Date.now() - from) / 1000).toFixed(0);
    console.log(`seeded at ${scale}× in ${s(seeding)} s (the report data and analyze: ${s(reports)} s)`);
  }
  const loadUsers = Number(process.env.BENCH_LOAD_USERS ?? 0);
  const users = loadUsers > 0 ? await seedLoadUsers(deps.db, loadUsers) : [];
  // BENCH_WEB=1 (bench/pages.ts) serves the built web app too: dist/web, or BENCH_WEB_DIR (builds compared).
  current = createApp(deps, process.env.BENCH_WEB === '1' ? { webDir: process.env.BENCH_WEB_DIR ?? env.webDir } : {});

  const ctx = await deps.auth.$context;
  const routes = new Map<string, BareHandler>([...BENCH_REQUESTS, ...REPORT_DOWNLOADS, ...INVOICE_DOWNLOADS].map((r) => [r.path, r.bare]));
  const bare = await startBareServer(query, routes, {
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    maxAgeMs: SESSION_MAX_AGE_SECONDS * 1000,
  });
  const barePort = (bare.address() as { port: number }).port;
  console.log(`BENCH_READY ${JSON.stringify({ app: appPort, bare: barePort, database: database.kind, users })}`);
  // The parent ends this process with SIGTERM; exit cleanly so --cpu-prof writes its profile.
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
