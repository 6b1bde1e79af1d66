/** /api/dashboard: the owner dashboard (property owners and super admins). Route list: src/shared/schemas/requests.ts. */
import { Hono } from 'hono';
import { ZDashboard } from '@shared/schemas/requests';
import { callerOf, type AppEnv } from '../../lib/context';
import { responds } from '../../lib/responds';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/', responds(ZDashboard))
  .get('/', async (c) => c.json(await getDashboard(c.get('deps'), callerOf(c))));
