/**
 * Served while the database cannot be reached: health says so, and the connection-setup screen can
 * test a PostgreSQL URL before the operator writes it into .env. The test answers only requests from
 * the machine itself (the socket's loopback address; X-Forwarded-For is not trusted for this) or
 * carrying the one-time setup code printed in the server log at start, and gives a short reason
 * rather than the driver's error: it cannot be used to probe the network.
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

/** Wrong setup codes this process accepts before it answers only the machine itself. */
const MAX_WRONG_CODES = 20;

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

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The socket's own address is the machine itself (never a header: they can be forged). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
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
  app.use('*', securityHeaders(env.appUrl));
  app.get('/api/health', (c) =>
    c.json({ ok: false, database: 'down', driver: env.databaseUrl ? 'postgres' : 'pglite', configured: Boolean(env.databaseUrl) }, 503),
  );
  app.post('/api/setup/test-connection', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { setupCode?: unknown };
    const given = typeof body?.setupCode === 'string' ? body.setupCode : '';
    if (!isLoopback((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress)) {
      const allowed = Boolean(setupCode && given && wrongCodes < MAX_WRONG_CODES && sameCode(setupCode, given));
      if (!allowed) {
        if (given) wrongCodes++;
        const code = given ? 'setup_code_wrong' : 'setup_code_required';
        return c.json({ error: { code, message: given ? AUTH_MESSAGES.setupCodeWrong : AUTH_MESSAGES.setupLocalOnly } }, 403);
      }
    }
    const parsed = ZTest.safeParse(body);
    if (!parsed.success) return c.json({ error: { code: 'invalid_input', message: MESSAGES.enterUrlAndKey } }, 422);
    return c.json(await testConnection(parsed.data.databaseUrl));
  });
  app.all('/api/*', (c) => c.json({ error: { code: 'unavailable', message: MESSAGES.databaseUnavailable } }, 503));
  serveSpa(app, webDir);
  return app;
}
