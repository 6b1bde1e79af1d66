/**
 * GET /api/session: the web app's session probe on every page load (issue 19, Experience Low). Public:
 * signed out it answers 200 `{ me: null }`, so signed-out pages log no 401 in the browser console;
 * signed in it answers `{ me }` with the GET /api/me body. GET /api/me keeps its 401 for API callers.
 */
import { Hono } from 'hono';
import { ZSessionProbe, type TSessionProbe } from '@shared/schemas/me';
import type { AppEnv } from '../../lib/context';
import { loadCaller } from '../auth';
import { responds } from '../../lib/responds';
import { describeMe } from './me.routes';

export const sessionProbeRoutes = new Hono<AppEnv>()
  .get('/', responds(ZSessionProbe))
  .get('/', loadCaller, async (c) => {
  const caller = c.get('caller');
  const body: TSessionProbe = { me: caller ? await describeMe(c.get('deps').db, caller) : null };
  return c.json(body);
});
