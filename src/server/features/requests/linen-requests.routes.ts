/**
 * /api/linen-requests: the list a keyset page at a time and the counts of /requests (owner-scoped; staff
 * see all; decision 0175), submit (decided by the 48-hour rule),
 * accept and decline, and the accepted requests whose booking left the calendar (issue 24: keep or cancel). The route list is in src/shared/schemas/requests.ts.
 */
import { Hono, type Context } from 'hono';
import { canViewRequests } from '@shared/domain/abilities';
import {
  ZCreateLinenRequest,
  ZDeclineRequest,
  ZBookingGoneList,
  ZLinenRequestAnswer,
  ZLinenRequestCounts,
  ZLinenRequestList,
  ZListLinenRequestsQuery,
} from '@shared/schemas/requests';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './linen-requests.service';
import * as gone from './booking-gone.service';
import { idParam } from '../../lib/ids';

/** The :id parameter; anything but a UUID is simply not found. */
const requestId = (c: Context<AppEnv>): string => idParam(c, 'Linen request not found');

export const linenRequestsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZLinenRequestList))
  .get('/', validate('query', ZListLinenRequestsQuery), async (c) => {
    return c.json(await service.listRequests(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .get('/counts', responds(ZLinenRequestCounts))
  .get('/counts', requireAbility(canViewRequests), async (c) => c.json(await service.countRequests(c.get('deps'), callerOf(c))))
  .get('/booking-gone', responds(ZBookingGoneList))
  .get('/booking-gone', requireAbility(canViewRequests), async (c) => c.json(await gone.listBookingGone(c.get('deps'), callerOf(c))))
  .post('/:id/booking-gone/keep', responds(ZLinenRequestAnswer))
  .post('/:id/booking-gone/keep', async (c) => c.json(await gone.keepBookingGone(c.get('deps'), requestContext(c), requestId(c))))
  .post('/:id/booking-gone/cancel', responds(ZLinenRequestAnswer))
  .post('/:id/booking-gone/cancel', async (c) => c.json(await gone.cancelBookingGone(c.get('deps'), requestContext(c), requestId(c))))
  .post('/', responds(ZLinenRequestAnswer, 201))
  .post('/', validate('json', ZCreateLinenRequest), async (c) => {
    const input = c.req.valid('json');
    return c.json(await service.createRequest(c.get('deps'), requestContext(c), { ...input, propertyId: input.propertyId.toLowerCase() }), 201);
  })
  .post('/:id/accept', responds(ZLinenRequestAnswer))
  .post('/:id/accept', async (c) => c.json(await service.acceptRequest(c.get('deps'), requestContext(c), requestId(c))))
  .post('/:id/decline', responds(ZLinenRequestAnswer))
  .post('/:id/decline', validate('json', ZDeclineRequest), async (c) => {
    return c.json(await service.declineRequest(c.get('deps'), requestContext(c), requestId(c), c.req.valid('json').reason));
  });
