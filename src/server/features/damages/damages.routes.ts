/**
 * /api/damages (issue 10 items 3 and 4; docs/product.md §2.2 'Damage Activities'):
 *   GET    /                          the list, filtered by the server, a keyset page at a time (damages_view; owners see their own)
 *   GET    /properties?search=        the property filter's search: up to 20 properties with damage records in scope
 *   POST   /:id/charge                request payment from the owner (kanban_record_damages)
 *   GET    /:id/photos                the record's photos (damages_view, in scope)
 *   POST   /:id/photos                add a photo, multipart field 'file' (kanban_record_damages)
 *   GET    /:id/photos/:photoId       the image (damages_view, in scope)
 *   DELETE /:id/photos/:photoId       remove a photo (kanban_record_damages)
 * Another owner's record answers 404.
 */
import { canChargeDamages, canListDamages } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { DAMAGE_MESSAGES, DAMAGE_PHOTO_MAX_BYTES } from '@shared/domain/damages';
import { ZOk } from '@shared/schemas/answers';
import {
  ZChargeRequest,
  ZDamageId,
  ZDamagePhotoAdded,
  ZDamagePhotoId,
  ZDamagePhotos,
  ZDamagePropertySearch,
  ZDamagePropertySearchQuery,
  ZDamagesResponse,
  ZListDamagesQuery,
} from '@shared/schemas/damages';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { fileBodyLimit, uploadedFile } from '../../lib/uploaded-file';
import { acceptsFile, responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { addPhoto, listPhotos, readPhoto, removePhoto } from './damage-photos.service';
import { listDamages, requestCharge, searchDamageProperties } from './damages.service';

const photoBodyLimit = fileBodyLimit(DAMAGE_PHOTO_MAX_BYTES, DAMAGE_MESSAGES.photoTooLarge);

export const damagesRoutes = new Hono<AppEnv>()
  .get('/', responds(ZDamagesResponse))
  .get('/', requireAbility(canListDamages), validate('query', ZListDamagesQuery), async (c) =>
    c.json(await listDamages(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/properties', responds(ZDamagePropertySearch))
  .get('/properties', requireAbility(canListDamages), validate('query', ZDamagePropertySearchQuery), async (c) =>
    c.json(await searchDamageProperties(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .post('/:id/charge', responds(ZChargeRequest))
  .post('/:id/charge', requireAbility(canChargeDamages), validate('param', ZDamageId), async (c) =>
    c.json(await requestCharge(c.get('deps'), requestContext(c), c.req.valid('param').id)),
  )
  .get('/:id/photos', responds(ZDamagePhotos))
  .get('/:id/photos', requireAbility(canListDamages), validate('param', ZDamageId), async (c) =>
    c.json({ photos: await listPhotos(c.get('deps'), callerOf(c), c.req.valid('param').id) }),
  )
  .post('/:id/photos', responds(ZDamagePhotoAdded, 201), acceptsFile())
  .post('/:id/photos', photoBodyLimit, validate('param', ZDamageId), async (c) => {
    const id = c.req.valid('param').id;
    const file = await uploadedFile(c);
    return c.json({ photo: await addPhoto(c.get('deps'), requestContext(c), id, file) }, 201);
  })
  .get('/:id/photos/:photoId', respondsFile('image/*', 'The photo'))
  .get('/:id/photos/:photoId', requireAbility(canListDamages), validate('param', ZDamagePhotoId), async (c) => {
    const { id, photoId } = c.req.valid('param');
    const photo = await readPhoto(c.get('deps'), callerOf(c), id, photoId);
    // A photo never changes under its id (a replaced photo gets a new one).
    return c.body(new Uint8Array(photo.data), 200, { 'content-type': photo.contentType, 'cache-control': 'private, max-age=86400' });
  })
  .delete('/:id/photos/:photoId', responds(ZOk))
  .delete('/:id/photos/:photoId', validate('param', ZDamagePhotoId), async (c) => {
    const { id, photoId } = c.req.valid('param');
    await removePhoto(c.get('deps'), requestContext(c), id, photoId);
    return c.json({ ok: true });
  });
