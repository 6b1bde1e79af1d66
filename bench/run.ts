/**
 * Benchmarks: requests per second and latency of the session-checked API under concurrent load, on
 * the embedded database (or PostgreSQL with BENCH_DATABASE_URL). Reported as figures and ratios in
 * one run; never part of `npm test`.
 */
import { createApp } from '../src/server/app';
import { createDeps, prepareDatabase } from '../src/server/boot';
import { openPglite, openPostgres } from '../src/server/db/client';
import { readEnv } from '../src/server/env';
import { createAccount } from '../src/server/features/users/accounts.service';

const APP_URL = 'http://localhost:3000';
const PASSWORD = 'Bench-Marked-Lantern-73';

async function main() {
  const env = readEnv({ NODE_ENV: 'test', APP_URL });
  const database = process.env.BENCH_DATABASE_URL ? openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite(undefined);
  await prepareDatabase(database);
  const deps = await createDeps(database, env);
  const app = createApp(deps);
  await createAccount(deps.auth, deps.db, { email: 'bench@example.com', password: PASSWORD, name: 'Bench', roleName: 'manager' });
  const signIn = await app.request(`${APP_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL },
    body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  async function run(name: string, path: string, total: number, concurrency: number) {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const t0 = performance.now();
          const res = await app.request(`${APP_URL}${path}`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status >= 400) throw new Error(`${path}: ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
    const rps = total / seconds;
    console.log(`${name.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`);
    return rps;
  }

  console.log(`database: ${database.kind}`);
  const health = await run('GET /api/health (no session)', '/api/health', 2000, 8);
  const me = await run('GET /api/me (session+flags)', '/api/me', 2000, 8);
  console.log(`session and permission resolution cost: /api/me runs at ${((me / health) * 100).toFixed(0)}% of /api/health throughput`);
  await database.close();
}

void main();
