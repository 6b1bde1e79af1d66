/**
 * /api/me/data (property owners only; decisions 0145, 0146):
 *   GET  /export   one ZIP of the caller's own records and signed contracts' PDFs (audited 'data.exported')
 *   POST /erasure  { confirmEmail } erases the caller's personal data and ends their sessions ('data.erased')
 */
import { canUseMyData } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ZOk } from '@shared/schemas/answers';
import { MY_DATA_MESSAGES, ZEraseAccount } from '@shared/schemas/my-data';
import { type AppEnv, requestContext, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { eraseMyAccount, exportMyData } from './my-data.service';

/** Deny by default: only a property owner (not staff, not a super admin) reaches these routes. */
const ownersOnly = requireAbility(canUseMyData, MY_DATA_MESSAGES.ownersOnly);

export const myDataRoutes = new Hono<AppEnv>()
  .use('*', ownersOnly)
  .get('/export', respondsFile('application/zip', 'Everything held about the caller, as a ZIP'))
  .get('/export', async (c) => {
    const data = await exportMyData(c.get('deps'), requestContext(c));
    return c.body(data.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${data.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  })
  .post('/erasure', responds(ZOk))
  .post('/erasure', validate('json', ZEraseAccount), async (c) => {
    const deps = c.get('deps');
    await eraseMyAccount(deps, requestContext(c), c.req.valid('json').confirmEmail);
    const ctx = await deps.auth.$context;
    deleteCookie(c, ctx.authCookies.sessionToken.name, { path: '/' });
    return c.json({ ok: true });
  });
