/**
 * /api/me/sessions: the caller's own signed-in devices. Every route is the caller's own: another
 * user's session id is 404.
 * | GET    /me/sessions                   | signed in: the devices, this one first            |
 * | DELETE /me/sessions/:id               | signed in: sign that device out (404 if not own)  |
 * | POST   /me/sessions/sign-out-others   | signed in: every device but this one; with        |
 * |                                        | { resetCalendarFeed: true } a new calendar feed   |
 * |                                        | link too (the old one answers 404)                |
 */
import { Hono } from 'hono';
import { ZDeviceSessionList, ZSessionId, ZSignedOut, ZSignOutOthers, ZSignOutOthersResult } from '@shared/schemas/sessions';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { listDevices, signOutDevice, signOutOtherDevices } from './sessions.service';

export const sessionsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZDeviceSessionList))
  .get('/', async (c) => c.json({ sessions: await listDevices(c.get('deps'), callerOf(c)) }))
  .post('/sign-out-others', responds(ZSignOutOthersResult))
  .post('/sign-out-others', validate('json', ZSignOutOthers), async (c) =>
    c.json(await signOutOtherDevices(c.get('deps'), requestContext(c), c.req.valid('json'))),
  )
  .delete('/:id', responds(ZSignedOut))
  .delete('/:id', validate('param', ZSessionId), async (c) => {
    await signOutDevice(c.get('deps'), requestContext(c), c.req.valid('param').id);
    return c.json({ signedOut: true });
  });
