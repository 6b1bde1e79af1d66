/**
 * Served while the database cannot be reached: health says so, and the connection-setup screen can
 * test a PostgreSQL URL before the operator writes it into .env.
 */
import { Hono } from 'hono';
import pg from 'pg';
import { z } from 'zod';
import { MESSAGES } from '@shared/constants';
import type { Env } from './env';
import { securityHeaders } from './lib/security-headers';
import { serveSpa } from './lib/spa';

const ZTest = z.object({ databaseUrl: z.string().trim().min(1, MESSAGES.enterUrlAndKey) });

export async function testConnection(url: string): Promise<{ ok: boolean; message: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true, message: 'Connection successful' };
  } catch (err) {
    return { ok: false, message: `Connection failed: ${(err as Error).message}` };
  } finally {
    await client.end().catch(() => {});
  }
}

export function createSetupApp(env: Env, webDir: string) {
  const app = new Hono();
  app.use('*', securityHeaders(env.appUrl));
  app.get('/api/health', (c) =>
    c.json({ ok: false, database: 'down', driver: env.databaseUrl ? 'postgres' : 'pglite', configured: Boolean(env.databaseUrl) }, 503),
  );
  app.post('/api/setup/test-connection', async (c) => {
    const parsed = ZTest.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return c.json({ error: { code: 'invalid_input', message: MESSAGES.enterUrlAndKey } }, 422);
    return c.json(await testConnection(parsed.data.databaseUrl));
  });
  app.all('/api/*', (c) => c.json({ error: { code: 'unavailable', message: MESSAGES.databaseUnavailable } }, 503));
  serveSpa(app, webDir);
  return app;
}
