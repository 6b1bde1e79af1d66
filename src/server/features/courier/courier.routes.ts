/**
 * /api/courier (issue 22, decision 0187): a courier's stops sent from a phone, and their proof.
 *   PUT /photos/:id                    a photo at the door, multipart 'file' (bag exchange) -> 201 { photo }
 *   PUT /visits/:id                    ZVisitBody (bag exchange) -> { visit }: applied or refused, stored once per id
 *   GET /visits/:id                    the proof (kanban_view; owners their own) -> { visit: TVisitProof }
 *   GET /visits/:id/signature          the signature (PNG)
 *   GET /visits/:id/photos/:photoId    a photo (WebP)
 *   GET /round                         the phone's lists for working without signal (bag exchange) -> TRound
 *   GET /variances?state=&property=&cursor=      the variance list, a keyset page (canHandleVariances) -> TVariancesResponse
 *   POST /variances/:visitId/:item/charge        a short item's replacement charge, once ({ amountPence }) -> { variance }
 *   POST /variances/:visitId/:item/resolve       resolved with a reason, once ({ reason }) -> { variance }
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { canHandleVariances, canUseBagExchange, canViewBoard } from '@shared/domain/abilities';
import { DAMAGE_MESSAGES, DAMAGE_PHOTO_MAX_BYTES } from '@shared/domain/damages';
import { VISIT_MESSAGES as V } from '@shared/domain/courier-visits';
import { ZRound, ZVisitAnswer, ZVisitBody, ZVisitPhotoAnswer, ZVisitProofAnswer } from '@shared/schemas/courier';
import {
  ZChargeReplacement,
  ZListVariancesQuery,
  ZResolveVariance,
  ZVarianceAnswer,
  ZVarianceParam,
  ZVariancesResponse,
} from '@shared/schemas/courier-variances';
import { ZIdField } from '@shared/schemas/ids';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { acceptsFile, responds, respondsFile } from '../../lib/responds';
import { fileBodyLimit, uploadedFile } from '../../lib/uploaded-file';
import { validate } from '../../lib/validate';
import { readSignature, readVisitPhoto, uploadPhoto } from './visit-photos.service';
import { readProof, sendVisit } from './visits.service';
import { readRound } from './round.service';
import { chargeReplacement, listVariances, resolveVariance } from './variances.service';

const ZVisitId = z.object({ id: ZIdField(V.visitNotFound) });
const ZVisitPhotoId = z.object({ id: ZIdField(V.visitNotFound), photoId: ZIdField(V.visitNotFound) });
const ZPhotoId = z.object({ id: ZIdField(V.photoMissing) });

const image = (body: Buffer, contentType: string) =>
  new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType, 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' },
  });

export const courierRoutes = new Hono<AppEnv>()
  .get('/round', responds(ZRound))
  .get('/round', requireAbility(canUseBagExchange), async (c) => c.json(await readRound(c.get('deps'), callerOf(c))))
  .put('/photos/:id', responds(ZVisitPhotoAnswer, 201), acceptsFile())
  .put(
    '/photos/:id',
    requireAbility(canUseBagExchange),
    fileBodyLimit(DAMAGE_PHOTO_MAX_BYTES, DAMAGE_MESSAGES.photoTooLarge),
    validate('param', ZPhotoId),
    async (c) => {
      const file = await uploadedFile(c);
      return c.json({ photo: await uploadPhoto(c.get('deps'), callerOf(c), c.req.valid('param').id, file) }, 201);
    },
  )
  .put('/visits/:id', responds(ZVisitAnswer))
  .put('/visits/:id', requireAbility(canUseBagExchange), validate('param', ZVisitId), validate('json', ZVisitBody), async (c) =>
    c.json({ visit: await sendVisit(c.get('deps'), requestContext(c), c.req.valid('param').id, c.req.valid('json')) }),
  )
  .get('/visits/:id', responds(ZVisitProofAnswer))
  .get('/visits/:id', requireAbility(canViewBoard), validate('param', ZVisitId), async (c) =>
    c.json({ visit: await readProof(c.get('deps'), callerOf(c), c.req.valid('param').id) }),
  )
  .get('/visits/:id/signature', respondsFile('image/png', 'The signature'))
  .get('/visits/:id/signature', requireAbility(canViewBoard), validate('param', ZVisitId), async (c) =>
    image(await readSignature(c.get('deps'), callerOf(c), c.req.valid('param').id), 'image/png'),
  )
  .get('/visits/:id/photos/:photoId', respondsFile('image/webp', 'A photo at the door'))
  .get('/visits/:id/photos/:photoId', requireAbility(canViewBoard), validate('param', ZVisitPhotoId), async (c) => {
    const { id, photoId } = c.req.valid('param');
    const photo = await readVisitPhoto(c.get('deps'), callerOf(c), id, photoId);
    return image(photo.data, photo.contentType);
  })
  .get('/variances', responds(ZVariancesResponse))
  .get('/variances', requireAbility(canHandleVariances), validate('query', ZListVariancesQuery), async (c) =>
    c.json(await listVariances(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .post('/variances/:visitId/:item/charge', responds(ZVarianceAnswer))
  .post(
    '/variances/:visitId/:item/charge',
    requireAbility(canHandleVariances),
    validate('param', ZVarianceParam),
    validate('json', ZChargeReplacement),
    async (c) => {
      const { visitId, item } = c.req.valid('param');
      return c.json({ variance: await chargeReplacement(c.get('deps'), requestContext(c), visitId, item, c.req.valid('json').amountPence) });
    },
  )
  .post('/variances/:visitId/:item/resolve', responds(ZVarianceAnswer))
  .post(
    '/variances/:visitId/:item/resolve',
    requireAbility(canHandleVariances),
    validate('param', ZVarianceParam),
    validate('json', ZResolveVariance),
    async (c) => {
      const { visitId, item } = c.req.valid('param');
      return c.json({ variance: await resolveVariance(c.get('deps'), requestContext(c), visitId, item, c.req.valid('json').reason) });
    },
  );
