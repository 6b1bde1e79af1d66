/**
 * /api/charge-settings (issue 18): the provider's charge settings.
 *   GET /   read (provider users and super admins; owners 403)
 *   PUT /   change (super admins only; body ZChargeSettingsBody, audited)
 */
import { canEditChargeSettings } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZChargeSettingsAnswer, ZChargeSettingsBody } from '@shared/schemas/charges';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { getChargeSettings, updateChargeSettings } from './charge-settings.service';

export const chargeSettingsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZChargeSettingsAnswer))
  .get('/', async (c) => c.json({ settings: await getChargeSettings(c.get('deps'), callerOf(c)) }))
  .put('/', responds(ZChargeSettingsAnswer))
  .put('/', requireAbility(canEditChargeSettings), validate('json', ZChargeSettingsBody), async (c) =>
    c.json({ settings: await updateChargeSettings(c.get('deps'), requestContext(c), c.req.valid('json')) }),
  );
