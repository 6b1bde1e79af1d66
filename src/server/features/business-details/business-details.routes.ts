/**
 * /api/business-details (issue 23 item 1; decision 0193): the business details invoices carry.
 *   GET    /       read (super admins and admins with admin_access; others 403)
 *   PUT    /       change (super admins; body ZBusinessDetailsInput; 422 with field issues changes nothing)
 *   GET    /logo   the logo's PNG (?v=<id>: that logo, e.g. one an invoice was issued with)
 *   PUT    /logo   a new logo (multipart 'file', an image under 2 MB; re-encoded to PNG)
 *   DELETE /logo   no logo
 * Every change is one more version and one audit row.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { canEditBusinessDetails, canReadBusinessDetails } from '@shared/domain/abilities';
import { AVATAR_MAX_BYTES, MESSAGES } from '@shared/constants';
import { ZBusinessDetailsAnswer, ZBusinessDetailsInput } from '@shared/schemas/business-details';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { acceptsFile, responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { getBusinessDetails, getBusinessLogo, removeBusinessLogo, updateBusinessDetails, uploadBusinessLogo } from './business-details.service';

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
const selectImage = () => badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
const ZLogoQuery = z.object({
  v: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Unknown logo')
    .optional(),
});

export const businessDetailsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZBusinessDetailsAnswer))
  .get('/', requireAbility(canReadBusinessDetails), async (c) => c.json(await getBusinessDetails(c.get('deps'), callerOf(c))))
  .put('/', responds(ZBusinessDetailsAnswer))
  .put('/', requireAbility(canEditBusinessDetails), validate('json', ZBusinessDetailsInput), async (c) =>
    c.json(await updateBusinessDetails(c.get('deps'), requestContext(c), c.req.valid('json'))),
  )
  .get('/logo', respondsFile('image/png', 'The logo (immutable under its ?v= id)'))
  .get('/logo', requireAbility(canReadBusinessDetails), validate('query', ZLogoQuery), async (c) => {
    const { v } = c.req.valid('query');
    const logo = await getBusinessLogo(c.get('deps'), callerOf(c), v);
    return c.body(new Uint8Array(logo.data), 200, {
      'content-type': logo.contentType,
      // A logo never changes under its id; the bare address follows the current logo.
      'cache-control': v ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    });
  })
  .put('/logo', responds(ZBusinessDetailsAnswer), acceptsFile())
  .put(
    '/logo',
    requireAbility(canEditBusinessDetails),
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw badRequest(MESSAGES.imageTooLarge, [{ path: 'file', message: MESSAGES.imageTooLarge }]);
      },
    }),
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw selectImage();
      }
      if (!(file instanceof File)) throw selectImage();
      return c.json(await uploadBusinessLogo(c.get('deps'), requestContext(c), file));
    },
  )
  .delete('/logo', responds(ZBusinessDetailsAnswer))
  .delete('/logo', requireAbility(canEditBusinessDetails), async (c) => c.json(await removeBusinessLogo(c.get('deps'), requestContext(c))));
