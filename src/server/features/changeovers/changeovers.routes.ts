/**
 * /api/changeovers?search=&status=all|in_transit|returned&limit=&cursor=: a keyset page of the changeovers
 * list (kanban_view; owners see only their own clients' changeovers, decision 0081; paged, decision 0175)
 * -> TChangeoversResponse.
 */
import { canViewBoard } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZListChangeoversQuery } from '@shared/schemas/changeovers';
import { ZChangeoversResponse } from '@shared/schemas/linen';
import { callerOf, requireAbility, type AppEnv } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './changeovers.service';

export const changeoversRoutes = new Hono<AppEnv>()
  .get('/', responds(ZChangeoversResponse))
  .get('/', requireAbility(canViewBoard), validate('query', ZListChangeoversQuery), async (c) => {
  return c.json(await service.listChangeovers(c.get('deps'), callerOf(c), c.req.valid('query')));
});
