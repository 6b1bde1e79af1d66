/**
 * /api/notification-settings (any signed-in user: their own switches) and the public
 * POST /api/notifications/unsubscribe (the signed token from a reminder mail; JSON, so the app's
 * origin check applies as to every other POST).
 */
import { Hono } from 'hono';
import { ZNotificationSetting, ZUnsubscribe } from '@shared/schemas/requests';
import { callerOf, requestContext, requestOrigin, type AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import * as settings from './notification-settings.service';

export const notificationSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ settings: await settings.notificationSettings(c.get('deps'), callerOf(c).user.id) }))
  .put('/', validate('json', ZNotificationSetting), async (c) =>
    c.json({ settings: await settings.saveNotificationSetting(c.get('deps'), requestContext(c), c.req.valid('json')) }),
  );

export const unsubscribeRoutes = new Hono<AppEnv>().post('/unsubscribe', validate('json', ZUnsubscribe), async (c) =>
  c.json(await settings.unsubscribe(c.get('deps'), c.req.valid('json').token, requestOrigin(c))),
);
