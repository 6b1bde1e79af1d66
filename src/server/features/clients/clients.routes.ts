/**
 * /api/clients, /api/client-contracts and /api/me/client (mounted together at /api).
 *
 * | route                               | who                                                          |
 * |-------------------------------------|--------------------------------------------------------------|
 * | GET    /clients, /clients/:id       | clients_view; property owners only their own client(s)        |
 * | POST   /clients                     | clients_create ('Add Client'; canCreateClient)                |
 * | PATCH  /clients/:id                 | clients_edit, or an owner on their own (not the status)       |
 * | DELETE /clients/:id                 | clients_delete                                                |
 * | POST   /clients/:id/convert         | clients_edit                                                  |
 * | POST   /clients/:id/portal-password | clients_edit (staff logins: super admins only)                |
 * | POST/DELETE /clients/:id/photo      | clients_edit, or an owner on their own                        |
 * | GET    /clients/:id/photo           | clients_view within scope                                     |
 * | GET/POST /me/client                 | My Profile: read by anyone, created by property owners        |
 *
 * Another tenant's client is a 404 before any permission check, so nothing reveals it exists.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, CLIENT_MESSAGES, MESSAGES } from '@shared/constants';
import { ZClientAnswer, ZClientList, ZClientListQuery, ZCreateClient, ZMyClient, ZMyClientCreated, ZMyClientProfile, ZPortalPassword, ZUpdateClient } from '@shared/schemas/clients';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { canCreateClient, canListClients } from '@shared/domain/abilities';
import { ZOk } from '@shared/schemas/answers';
import type { MiddlewareHandler } from 'hono';
import { badRequest, forbidden } from '../../lib/errors';
import { acceptsFile, responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { clientContractsRoutes } from './client-contracts.routes';
import { requireUuidId } from '../../lib/ids';
import {
  assertMayChangePhoto,
  clientPhoto,
  convertToCustomer,
  createClient,
  createMyClient,
  deleteClient,
  getClient,
  listClients,
  myClient,
  removeClientPhoto,
  setPortalPassword,
  updateClient,
  uploadClientPhoto,
} from './clients.service';

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
const notAnImage = () => badRequest(MESSAGES.selectImage, [{ path: 'file', message: MESSAGES.selectImage }]);
const tooLarge = () => badRequest(MESSAGES.imageTooLarge, [{ path: 'file', message: MESSAGES.imageTooLarge }]);
const clientId = requireUuidId(CLIENT_MESSAGES.clientNotFound);
/** 403 before the body is read for callers who may not create clients (the service checks again). */
const requireClientCreate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canCreateClient(callerOf(c))) throw forbidden();
  await next();
};

const clientsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZClientList))
  .get('/', requireAbility(canListClients), validate('query', ZClientListQuery), async (c) => {
    return c.json(await listClients(c.get('deps').db, callerOf(c), c.req.valid('query')));
  })
  .post('/', responds(ZClientAnswer, 201))
  .post('/', requireClientCreate, validate('json', ZCreateClient), async (c) => {
    return c.json({ client: await createClient(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .get('/:id', responds(ZClientAnswer))
  .get('/:id', requireAbility(canListClients), clientId, async (c) => {
    return c.json({ client: await getClient(c.get('deps').db, callerOf(c), c.req.param('id')) });
  })
  .patch('/:id', responds(ZClientAnswer))
  .patch('/:id', clientId, validate('json', ZUpdateClient), async (c) => {
    return c.json({ client: await updateClient(c.get('deps'), requestContext(c), c.req.param('id'), c.req.valid('json')) });
  })
  .delete('/:id', responds(ZOk))
  .delete('/:id', clientId, async (c) => {
    await deleteClient(c.get('deps'), requestContext(c), c.req.param('id'));
    return c.json({ ok: true });
  })
  .post('/:id/convert', responds(ZClientAnswer))
  .post('/:id/convert', clientId, async (c) => {
    return c.json({ client: await convertToCustomer(c.get('deps'), requestContext(c), c.req.param('id')) });
  })
  .post('/:id/portal-password', responds(ZOk))
  .post('/:id/portal-password', clientId, validate('json', ZPortalPassword), async (c) => {
    await setPortalPassword(c.get('deps'), requestContext(c), c.req.param('id'), c.req.valid('json').password);
    return c.json({ ok: true, message: CLIENT_MESSAGES.portalPasswordReset });
  })
  .post('/:id/photo', responds(ZClientAnswer), acceptsFile())
  .post(
    '/:id/photo',
    clientId,
    // Visibility (404) and permission (403) before a byte of the body is read.
    async (c, next) => {
      await assertMayChangePhoto(c.get('deps').db, callerOf(c), c.req.param('id'));
      await next();
    },
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw notAnImage();
      }
      if (!(file instanceof File)) throw notAnImage();
      return c.json({ client: await uploadClientPhoto(c.get('deps'), requestContext(c), c.req.param('id'), file) });
    },
  )
  .delete('/:id/photo', responds(ZClientAnswer))
  .delete('/:id/photo', clientId, async (c) => {
    return c.json({ client: await removeClientPhoto(c.get('deps'), requestContext(c), c.req.param('id')) });
  })
  .get('/:id/photo', respondsFile('image/*', 'The photo (304 when the If-None-Match etag still holds)'))
  .get('/:id/photo', requireAbility(canListClients), clientId, async (c) => {
    const photo = await clientPhoto(c.get('deps').db, callerOf(c), c.req.param('id'));
    const etag = `"${photo.updatedAt.getTime().toString(36)}"`;
    const headers: Record<string, string> = {
      'content-type': photo.contentType,
      etag,
      // A versioned address (?v=) never changes content; without it, check back each time.
      'cache-control': c.req.query('v') ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(photo.data), 200, headers);
  });

const meClientRoutes = new Hono<AppEnv>()
  .get('/', responds(ZMyClient))
  .get('/', async (c) => c.json({ client: await myClient(c.get('deps').db, callerOf(c)) }))
  .post('/', responds(ZMyClientCreated, 201))
  .post('/', validate('json', ZMyClientProfile), async (c) => {
    const client = await createMyClient(c.get('deps'), requestContext(c), c.req.valid('json'));
    return c.json({ client, message: CLIENT_MESSAGES.profileCreated }, 201);
  });

export const clientsApi = new Hono<AppEnv>().route('/clients', clientsRoutes).route('/me/client', meClientRoutes).route('/', clientContractsRoutes);
