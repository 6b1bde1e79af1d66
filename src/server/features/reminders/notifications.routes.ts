/**
 * /api/notification-settings (any signed-in user: their own switches) and the public
 * POST /api/notifications/unsubscribe (the signed token from a reminder mail; JSON, so the app's
 * origin check applies as to every other POST).
 */
import { Hono } from 'hono';
import { ZNotificationSetting, ZNotificationSettingList, ZUnsubscribe, ZUnsubscribed } from '@shared/schemas/requests';
import { type AppEnv, callerOf, requestContext, requestOrigin } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as settings from './notification-settings.service';

export const notificationSettingsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZNotificationSettingList))
  .get('/', async (c) => c.json({ settings: await settings.notificationSettings(c.get('deps'), callerOf(c).user.id) }))
  .put('/', responds(ZNotificationSettingList))
  .put('/', validate('json', ZNotificationSetting), async (c) =>
    c.json({ settings: await settings.saveNotificationSetting(c.get('deps'), requestContext(c), c.req.valid('json')) }),
  );

export const unsubscribeRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', responds(ZUnsubscribed))
  .post('/unsubscribe', validate('json', ZUnsubscribe), async (c) =>
    c.json(await settings.unsubscribe(c.get('deps'), c.req.valid('json').token, requestOrigin(c))),
  );
