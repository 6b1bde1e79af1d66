/** GET /api/health: whether the database answers. */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps');
  const up = await database.ping();
  return c.json({ ok: up, database: up ? 'up' : 'down', driver: database.kind, configured: true }, up ? 200 : 503);
});
