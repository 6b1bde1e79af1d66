/**
 * Served while the database cannot be reached: health says so, and the connection-setup screen can
 * test a PostgreSQL URL before the operator writes it into .env. The test answers only a request that
 * carries the one-time setup code printed in the server log at start, from any address, the machine
 * itself included (issue 19 M4: a same-host proxy made every caller look local); only from a page of
 * this server (the Origin header); at most a few times a minute; and it gives a short reason rather
 * than the driver's error, so it cannot be used to probe the network or guess passwords.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import pg from 'pg';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { MESSAGES } from '@shared/constants';
import type { Env } from './env';
import { securityHeaders } from './lib/security-headers';
import { serveSpa } from './lib/spa';
import { couldNotConnect } from './setup/connection-reason';

const ZTest = z.object({ databaseUrl: z.string().trim().min(1, MESSAGES.enterUrlAndKey).max(2000), setupCode: z.string().max(100).optional() });

/** Wrong setup codes this process accepts before the test answers no one (restart to get a new code). */
const MAX_WRONG_CODES = 20;
/** Connection tests per minute, for everyone together: each one opens a connection somewhere. */
const MAX_TESTS_PER_MINUTE = 10;

/** The request comes from a page of this server: its Origin is APP_URL's, or the address the browser used. */
export function sameOriginRequest(origin: string | undefined, host: string | undefined, appUrl: string): boolean {
  if (!origin) return false;
  if (origin === new URL(appUrl).origin) return true;
  return Boolean(host) && (origin === `http://${host}` || origin === `https://${host}`);
}

export async function testConnection(url: string): Promise<{ ok: boolean; message: string }> {
  let client: pg.Client | undefined;
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.query('select 1');
    return { ok: true, message: 'Connection successful' };
  } catch (err) {
    return { ok: false, message: couldNotConnect(err) };
  } finally {
    await client?.end().catch(() => {});
  }
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected.replace(/[\s-]/g, '').toUpperCase());
  const b = Buffer.from(given.replace(/[\s-]/g, '').toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** setupCode: printed in the server log at start; lets the screen test from another machine. */
export function createSetupApp(env: Env, webDir: string, setupCode?: string) {
  const app = new Hono();
  let wrongCodes = 0;
  // Only this process answers while there is no database: its memory is the only place to count.
  const recentTests: number[] = [];
  app.use('*', securityHeaders(env.appUrl));
  app.get('/api/health', (c) =>
    c.json({ ok: false, database: 'down', driver: env.databaseUrl ? 'postgres' : 'pglite', configured: Boolean(env.databaseUrl) }, 503),
  );
  app.post('/api/setup/test-connection', async (c) => {
    if (!sameOriginRequest(c.req.header('origin'), c.req.header('host'), env.appUrl)) {
      return c.json({ error: { code: 'origin_refused', message: AUTH_MESSAGES.setupOriginRefused } }, 403);
    }
    const now = Date.now();
    while (recentTests.length && recentTests[0] <= now - 60_000) recentTests.shift();
    if (recentTests.length >= MAX_TESTS_PER_MINUTE) return c.json({ error: { code: 'rate_limited', message: AUTH_MESSAGES.setupTooMany } }, 429);
    recentTests.push(now);
    const body = (await c.req.json().catch(() => ({}))) as { setupCode?: unknown };
    const given = typeof body?.setupCode === 'string' ? body.setupCode : '';
    const allowed = Boolean(setupCode && given && wrongCodes < MAX_WRONG_CODES && sameCode(setupCode, given));
    if (!allowed) {
      if (given) wrongCodes++;
      const code = given ? 'setup_code_wrong' : 'setup_code_required';
      return c.json({ error: { code, message: given ? AUTH_MESSAGES.setupCodeWrong : AUTH_MESSAGES.setupCodeRequired } }, 403);
    }
    const parsed = ZTest.safeParse(body);
    if (!parsed.success) return c.json({ error: { code: 'invalid_input', message: MESSAGES.enterUrlAndKey } }, 422);
    return c.json(await testConnection(parsed.data.databaseUrl));
  });
  app.all('/api/*', (c) => c.json({ error: { code: 'unavailable', message: MESSAGES.databaseUnavailable } }, 503));
  serveSpa(app, webDir);
  return app;
}
