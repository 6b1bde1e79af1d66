/** /api/me (profile part): update name and phone, upload or remove the avatar, change the password. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, MESSAGES } from '@shared/constants';
import { ZChangeOwnPassword, ZProfileAnswer, ZUpdateProfile } from '@shared/schemas/profile';
import { type AppEnv, callerOf, requestOrigin } from '../../lib/context';
import { ZOk } from '@shared/schemas/answers';
import { CLIENT_IP_HEADER } from '../../lib/client-ip';
import { badRequest } from '../../lib/errors';
import { acceptsFile, responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { auditAuthEvent } from '../auth';
import { changeOwnPassword, removeAvatar, updateProfile, uploadAvatar } from './profile.service';

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => badRequest(MESSAGES.imageTooLarge, [{ path: 'file', message: MESSAGES.imageTooLarge }]);

export const profileRoutes = new Hono<AppEnv>()
  .patch('/', responds(ZProfileAnswer))
  .patch('/', validate('json', ZUpdateProfile), async (c) => {
    const { name, phone } = c.req.valid('json');
    return c.json({ user: await updateProfile(c.get('deps').db, callerOf(c).user.id, { name, phone }) });
  })
  .post('/avatar', responds(ZProfileAnswer), acceptsFile())
  .post(
    '/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      let file: unknown;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
      }
      if (!(file instanceof File)) throw badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
      return c.json({ user: await uploadAvatar(c.get('deps'), caller.user.id, file) });
    },
  )
  .delete('/avatar', responds(ZProfileAnswer))
  .delete('/avatar', async (c) => c.json({ user: await removeAvatar(c.get('deps').db, callerOf(c).user.id) }))
  .post('/password', responds(ZOk))
  .post('/password', validate('json', ZChangeOwnPassword), async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('ip'));
    const caller = callerOf(c);
    const authHeaders = await changeOwnPassword(c.get('deps'), caller, c.req.valid('json'), headers);
    await auditAuthEvent(c.get('deps').db, 'user.password_change', { userId: caller.user.id, email: caller.user.email }, requestOrigin(c));
    const response = c.json({ ok: true });
    for (const cookie of authHeaders.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });
