/**
 * /api/rounds (issue 24 item 4, decision 0199): the day's round for staff.
 *   GET /:day   the day's stops in the round's order (canViewRounds) -> TDayRound
 *   PUT /:day   staff's order { keys, version } (canReorderRounds) -> TDayRound; a stale version is a 409
 */
import { Hono } from 'hono';
import { canReorderRounds, canViewRounds } from '@shared/domain/abilities';
import { ZDayRound, ZRoundDayParam, ZRoundOrderBody } from '@shared/schemas/rounds';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { readDayRound, reorderDayRound } from './rounds.service';

export const roundsRoutes = new Hono<AppEnv>()
  .get('/:day', responds(ZDayRound))
  .get('/:day', requireAbility(canViewRounds), validate('param', ZRoundDayParam), async (c) =>
    c.json(await readDayRound(c.get('deps'), callerOf(c), c.req.valid('param').day)),
  )
  .put('/:day', responds(ZDayRound))
  .put('/:day', requireAbility(canReorderRounds), validate('param', ZRoundDayParam), validate('json', ZRoundOrderBody), async (c) =>
    c.json(await reorderDayRound(c.get('deps'), requestContext(c), c.req.valid('param').day, c.req.valid('json'))),
  );
