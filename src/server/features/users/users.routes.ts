/**
 * /api/users: user management for super admins (every route but the avatar states requireAbility(canManageUsers)),
 * and the avatar of any user for any signed-in caller.
 */
import { canManageUsers } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZCreateUser, ZSetUserPassword, ZUpdateUser, ZUserAnswer, ZUsersList } from '@shared/schemas/users';
import { type AppEnv, requestContext, requireAbility } from '../../lib/context';
import { ZOk } from '@shared/schemas/answers';
import { notFound } from '../../lib/errors';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { findAvatar } from './users.repo';
import { createUser, editUser, listUsers, removeUser, setUserPassword } from './users.service';

const ZUserId = z.object({ id: z.string().min(1).max(100) });

export const usersRoutes = new Hono<AppEnv>()
  .get('/', responds(ZUsersList))
  .get('/', requireAbility(canManageUsers), async (c) => c.json({ users: await listUsers(c.get('deps').db) }))
  .post('/', responds(ZUserAnswer, 201))
  .post('/', requireAbility(canManageUsers), validate('json', ZCreateUser), async (c) => {
    return c.json({ user: await createUser(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .patch('/:id', responds(ZUserAnswer))
  .patch('/:id', requireAbility(canManageUsers), validate('param', ZUserId), validate('json', ZUpdateUser), async (c) => {
    const { email: _email, ...edit } = c.req.valid('json');
    return c.json({ user: await editUser(c.get('deps'), requestContext(c), c.req.valid('param').id, edit) });
  })
  .post('/:id/password', responds(ZOk))
  .post('/:id/password', requireAbility(canManageUsers), validate('param', ZUserId), validate('json', ZSetUserPassword), async (c) => {
    await setUserPassword(c.get('deps'), requestContext(c), c.req.valid('param').id, c.req.valid('json').password);
    return c.json({ ok: true });
  })
  .delete('/:id', responds(ZOk))
  .delete('/:id', requireAbility(canManageUsers), validate('param', ZUserId), async (c) => {
    await removeUser(c.get('deps'), requestContext(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  // Any signed-in user may see any avatar (names and pictures appear across the app).
  .get('/:id/avatar', respondsFile('image/*', 'The avatar (304 when the If-None-Match etag still holds)'))
  .get('/:id/avatar', validate('param', ZUserId), async (c) => {
    const avatar = await findAvatar(c.get('deps').db, c.req.valid('param').id);
    if (!avatar) throw notFound('No avatar');
    const etag = `"${avatar.updatedAt.getTime().toString(36)}"`;
    const headers: Record<string, string> = {
      'content-type': avatar.contentType,
      etag,
      // A versioned address (?v=) never changes content; without it, check back each time.
      'cache-control': c.req.query('v') ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(avatar.data), 200, headers);
  });
