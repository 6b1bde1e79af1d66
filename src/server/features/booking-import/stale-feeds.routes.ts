/** /api/booking-calendars/stale (GET): the booking calendars not read for 6 hours, in the caller's scope (issue 24). */
import { Hono } from 'hono';
import { canViewRequests } from '@shared/domain/abilities';
import { ZStaleFeedList } from '@shared/schemas/requests';
import { type AppEnv, callerOf, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { listStaleFeeds } from './stale-feeds.service';

export const staleFeedsRoutes = new Hono<AppEnv>()
  .get('/stale', responds(ZStaleFeedList))
  .get('/stale', requireAbility(canViewRequests), async (c) => c.json(await listStaleFeeds(c.get('deps'), callerOf(c))));
