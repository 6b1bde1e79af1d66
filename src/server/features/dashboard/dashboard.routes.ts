/** /api/dashboard: the owner dashboard (property owners and super admins). Route list: src/shared/schemas/requests.ts. */
import { Hono } from 'hono';
import { callerOf, type AppEnv } from '../../lib/context';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await getDashboard(c.get('deps'), callerOf(c))));
