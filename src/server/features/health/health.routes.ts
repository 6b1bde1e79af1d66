/** GET /api/health: whether the database answers and holds this build's schema (every migration applied). */
import { Hono } from 'hono';
import { ZHealth } from '@shared/schemas/health';
import { schemaIsCurrent } from '../../db/migrate';
import type { AppEnv } from '../../lib/context';
import { responds } from '../../lib/responds';

export const healthRoutes = new Hono<AppEnv>().get('/', responds(ZHealth)).get('/', async (c) => {
  const { database } = c.get('deps');
  const up = await database.ping();
  const schema = up ? ((await schemaIsCurrent(database.db)) ? 'current' : 'not migrated') : 'unknown';
  const ok = up && schema === 'current';
  return c.json({ ok, database: up ? 'up' : 'down', schema, driver: database.kind, configured: true }, ok ? 200 : 503);
});
