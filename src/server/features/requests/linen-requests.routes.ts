/**
 * /api/linen-requests: the list (owner-scoped; staff see all), submit (decided by the 48-hour rule),
 * accept and decline. The route list is in src/shared/schemas/requests.ts.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isCalendarDay, LINEN_REQUEST_STATUSES } from '@shared/domain/linen-requests';
import { ZCreateLinenRequest, ZDeclineRequest, ZLinenRequestAnswer, ZLinenRequestList } from '@shared/schemas/requests';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './linen-requests.service';
import { idParam } from '../../lib/ids';

const ZOptionalDay = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isCalendarDay(v), message);

const ZListQuery = z.object({
  status: z.enum(LINEN_REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
  from: ZOptionalDay('Enter the start date as YYYY-MM-DD'),
  to: ZOptionalDay('Enter the end date as YYYY-MM-DD'),
});

/** The :id parameter; anything but a UUID is simply not found. */
const requestId = (c: Context<AppEnv>): string => idParam(c, 'Linen request not found');

export const linenRequestsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZLinenRequestList))
  .get('/', validate('query', ZListQuery), async (c) => {
    const { status, from, to } = c.req.valid('query');
    const requests = await service.listRequests(c.get('deps'), callerOf(c), { status, from: from || undefined, to: to || undefined });
    return c.json({ requests });
  })
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
