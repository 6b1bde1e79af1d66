/**
 * `npm run bench:load`: simulated users working a day against the app over loopback HTTP, on
 * PostgreSQL (DATABASE_URL; a database of its own is created and dropped) or PGlite without it.
 * Users arrive over the first minute (a fifth of shorter runs); each signs in (a deliberately slow
 * password hash), then repeats, with a pause between actions, what their role does
 * through a day (weights below): owners look at their properties and edit their notes; staff read
 * clients and properties; managers also edit. Prints p50/p99 per request kind and every error.
 * Options: --users=<n> (200), --duration=<seconds> (300), --think=<ms> (3000: the mean pause between
 * one user's actions, drawn from 0.5x-1.5x; people read a screen before the next click).
 * The server runs with RATE_LIMIT_SCALE=20: all users sign in from 127.0.0.1 at once, which the
 * per-IP sign-in limit (30 per 15 minutes) would otherwise refuse as an attack from one address.
 */
import { createBenchDatabase } from './lib/postgres';
import { BENCH_PASSWORD, type LoadUser } from './lib/seed';
import { startBenchServer } from './lib/server-process';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

type Kind =
  | 'sign-in'
  | 'GET /api/me'
  | 'GET /api/properties'
  | 'GET /api/properties/:id'
  | 'PATCH /api/properties/:id (notes)'
  | 'GET /api/clients'
  | 'GET /api/clients/:id';

/** What each role does, and how often, through a working day. */
const DAY: Record<LoadUser['kind'], [Kind, number][]> = {
  owner: [
    ['GET /api/me', 10],
    ['GET /api/properties', 35],
    ['GET /api/properties/:id', 40],
    ['PATCH /api/properties/:id (notes)', 15],
  ],
  staff: [
    ['GET /api/me', 5],
    ['GET /api/clients', 25],
    ['GET /api/clients/:id', 15],
    ['GET /api/properties', 30],
    ['GET /api/properties/:id', 25],
  ],
  manager: [
    ['GET /api/me', 5],
    ['GET /api/clients', 20],
    ['GET /api/clients/:id', 15],
    ['GET /api/properties', 25],
    ['GET /api/properties/:id', 20],
    ['PATCH /api/properties/:id (notes)', 15],
  ],
};

const latencies = new Map<Kind, number[]>();
const errors: string[] = [];
let errorCount = 0;

function pick(weights: [Kind, number][]): Kind {
  let r = Math.random() * weights.reduce((s, [, w]) => s + w, 0);
  for (const [kind, w] of weights) if ((r -= w) < 0) return kind;
  return weights[0][0];
}

const anyOf = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(kind: Kind, base: string, path: string, init: RequestInit = {}): Promise<Response | null> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, headers: { origin: base, ...init.headers } });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) {
      errorCount++;
      if (errors.length < 20) errors.push(`${kind} ${path}: ${res.status} ${body.slice(0, 200)}`);
      return null;
    }
    (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (err) {
    errorCount++;
    if (errors.length < 20) errors.push(`${kind} ${path}: ${(err as Error).message}`);
    return null;
  }
}

async function simulate(base: string, user: LoadUser, until: number, arrivalMs: number, thinkMs: number): Promise<void> {
  await sleep(Math.random() * arrivalMs); // people arrive over the first minute, not all in one instant
  const signIn = await timed('sign-in', base, '/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
  });
  if (!signIn) return;
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie };
  let propertyIds: string[] = [];
  let clientIds: string[] = [];
  while (Date.now() < until) {
    await sleep(thinkMs * (0.5 + Math.random()));
    let kind = pick(DAY[user.kind]);
    if (kind.includes(':id') && kind.includes('propert') && propertyIds.length === 0) kind = 'GET /api/properties';
    if (kind === 'GET /api/clients/:id' && clientIds.length === 0) kind = 'GET /api/clients';
    switch (kind) {
      case 'GET /api/me':
        await timed(kind, base, '/api/me', { headers });
        break;
      case 'GET /api/properties': {
        const res = await timed(kind, base, '/api/properties?limit=100', { headers });
        if (res) propertyIds = ((await res.json()) as { properties: { id: string }[] }).properties.map((p) => p.id);
        break;
      }
      case 'GET /api/properties/:id':
        await timed(kind, base, `/api/properties/${anyOf(propertyIds)}`, { headers });
        break;
      case 'PATCH /api/properties/:id (notes)':
        await timed(kind, base, `/api/properties/${anyOf(propertyIds)}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ notes: `Key safe code changed ${new Date().toISOString()}` }),
        });
        break;
      case 'GET /api/clients': {
        const res = await timed(kind, base, '/api/clients?limit=50', { headers });
        if (res) clientIds = ((await res.json()) as { clients: { id: string }[] }).clients.map((c) => c.id);
        break;
      }
      case 'GET /api/clients/:id':
        await timed(kind, base, `/api/clients/${anyOf(clientIds)}`, { headers });
        break;
      default:
        break;
    }
  }
}

function percentile(sorted: number[], p: number): string {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0) : '-';
}

async function main() {
  const users = Number(option('users', '200'));
  const seconds = Number(option('duration', '300'));
  const thinkMs = Number(option('think', '3000'));
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: running on in-memory PGlite (use PostgreSQL for the real figure).');
  const pgDb = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
  const server = await startBenchServer({ BENCH_DB_URL: pgDb?.url, BENCH_LOAD_USERS: String(users), RATE_LIMIT_SCALE: '20' });
  try {
    console.log(`database: ${server.database}; ${users} users for ${seconds} s, ~${thinkMs} ms between actions, loopback; RATE_LIMIT_SCALE=20`);
    const started = Date.now();
    const arrivalMs = Math.min(60, seconds / 5) * 1000;
    await Promise.all(server.users.map((u) => simulate(server.app, u, started + seconds * 1000, arrivalMs, thinkMs)));
    const elapsed = (Date.now() - started) / 1000;
    let total = 0;
    for (const [kind, values] of [...latencies].sort()) {
      values.sort((a, b) => a - b);
      total += values.length;
      console.log(`${kind.padEnd(36)} ${String(values.length).padStart(7)} ok  p50 ${percentile(values, 50).padStart(4)} ms  p99 ${percentile(values, 99).padStart(5)} ms`);
    }
    console.log(`${total} requests answered in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(0)}/s); ${errorCount} errors`);
    for (const e of errors) console.log(`  error: ${e}`);
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await pgDb?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
