/**
 * A courier's photos at the door (decision 0187): sent before their visit under the phone's id, re-encoded
 * to WebP without metadata as damage photos are, attached when the visit names them. A repeat of an id
 * answers the stored photo; an id another user sent is refused.
 */
import { DAMAGE_PHOTO_MAX_EDGE, damagePhotoFileProblem, DAMAGE_PHOTO_CONTENT_TYPE } from '@shared/domain/damages';
import { VISIT_MESSAGES as V } from '@shared/domain/courier-visits';
import { normaliseId } from '@shared/schemas/ids';
import type { AppDeps, Caller } from '../../lib/context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { toPhotoWebp } from '../../lib/images';
import * as repo from './visits.repo';
import { visitInScope } from './visits.service';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/**
 * WebP's effort for a photo at the door: 1, not sharp's 4. A queue of 50 photos was 21 s of the server's CPU
 * at 4 (417 ms a photo) and the goal for the whole queue is 20 s (issue 22); at 1 a photo costs about a
 * third, its file up to a quarter larger (effort 2: half the CPU, 5% larger; docs/perf/courier-2026-11-27.md).
 */
const COURIER_PHOTO_WEBP_EFFORT = 1;

const photoUrl = (visitId: string | null, id: string) => (visitId ? `/api/courier/visits/${visitId}/photos/${id}` : '');

export async function uploadPhoto(deps: Deps, caller: Caller, rawId: string, file: File) {
  const id = normaliseId(rawId);
  const stored = await repo.findPhoto(deps.db, id);
  if (stored) {
    if (stored.uploadedBy !== caller.user.id) throw conflict(V.sentByOther);
    return { id, url: photoUrl(stored.visitId, id), width: stored.width, height: stored.height };
  }
  const problem = damagePhotoFileProblem(file);
  if (problem) throw badRequest(problem, [{ path: 'file', message: problem }], 'photo_unusable');
  const image = await toPhotoWebp(Buffer.from(await file.arrayBuffer()), DAMAGE_PHOTO_MAX_EDGE, COURIER_PHOTO_WEBP_EFFORT).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 422 ? badRequest(error.message, error.issues, 'photo_unusable') : error;
  });
  const row = await repo.insertPhotoOnce(deps.db, {
    id,
    contentType: DAMAGE_PHOTO_CONTENT_TYPE,
    data: image.data,
    width: image.width,
    height: image.height,
    uploadedBy: caller.user.id,
    createdAt: deps.now(),
  });
  if (!row || row.uploadedBy !== caller.user.id) throw conflict(V.sentByOther);
  return { id, url: photoUrl(row.visitId, id), width: row.width, height: row.height };
}

export async function readVisitPhoto(deps: Deps, caller: Caller, visitId: string, photoId: string) {
  const visit = await visitInScope(deps, caller, visitId);
  const photo = await repo.visitPhotoData(deps.db, visit.id, normaliseId(photoId));
  if (!photo) throw notFound(V.visitNotFound);
  return photo;
}

export async function readSignature(deps: Deps, caller: Caller, visitId: string): Promise<Buffer> {
  const visit = await visitInScope(deps, caller, visitId);
  const png = await repo.signatureOf(deps.db, visit.id);
  if (!png) throw notFound(V.visitNotFound);
  return png;
}
