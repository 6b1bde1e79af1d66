/**
 * Damage photos (issue 10 item 4; decision 0126): staff who record damages add up to 5 per record
 * (re-encoded to WebP on the server) and remove them; staff and the record's owner see them.
 */
import { canRecordDamages } from '@shared/domain/abilities';
import { DAMAGE_MESSAGES, DAMAGE_PHOTO_CONTENT_TYPE, DAMAGE_PHOTOS_MAX, damagePhotoFileProblem, damagePhotoUrl } from '@shared/domain/damages';
import type { TDamagePhoto } from '@shared/schemas/damages';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { toDamagePhotoWebp } from './damage-photo-image';
import * as repo from './damage-photos.repo';
import { damageInScope } from './damages.service';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const toPhoto = (activityId: string, p: { id: string; width: number; height: number; createdAt: Date }): TDamagePhoto => ({
  id: p.id,
  url: damagePhotoUrl(activityId, p.id),
  width: p.width,
  height: p.height,
  createdAt: p.createdAt.toISOString(),
});

export async function listPhotos(deps: Deps, caller: Caller, activityId: string): Promise<TDamagePhoto[]> {
  await damageInScope(deps, caller, activityId);
  return (await repo.listPhotos(deps.db, activityId)).map((p) => toPhoto(activityId, p));
}

export async function readPhoto(deps: Deps, caller: Caller, activityId: string, photoId: string) {
  await damageInScope(deps, caller, activityId);
  const photo = await repo.findPhoto(deps.db, activityId, photoId);
  if (!photo) throw notFound(DAMAGE_MESSAGES.photoNotFound);
  return photo;
}

/** Another owner's record is a 404 before the flag is checked (as the linen cards are). */
async function recordForChange(deps: Deps, caller: Caller, activityId: string) {
  const record = await damageInScope(deps, caller, activityId);
  if (!canRecordDamages(subjectOf(caller))) throw forbidden();
  return record;
}

export async function addPhoto(deps: Deps, ctx: RequestContext, activityId: string, file: File): Promise<TDamagePhoto> {
  const { caller } = ctx;
  await recordForChange(deps, caller, activityId);
  const problem = damagePhotoFileProblem(file);
  if (problem) throw badRequest(problem, [{ path: 'file', message: problem }]);
  const image = await toDamagePhotoWebp(Buffer.from(await file.arrayBuffer()));
  const photo = await deps.db.transaction(async (tx) => {
    // Counted under the record's lock: of two parallel uploads onto 4 photos, one gets in.
    await repo.lockActivity(tx, activityId);
    if ((await repo.countPhotos(tx, activityId)) >= DAMAGE_PHOTOS_MAX) throw conflict(DAMAGE_MESSAGES.tooManyPhotos);
    const row = await repo.insertPhoto(tx, {
      activityId,
      contentType: DAMAGE_PHOTO_CONTENT_TYPE,
      data: image.data,
      width: image.width,
      height: image.height,
      createdBy: caller.user.id,
      createdAt: deps.now(),
    });
    await audit(tx, ctx, { action: 'damage.photo_added', entityType: 'linen_activity', entityId: activityId, details: { photoId: row.id, bytes: image.data.length } });
    return row;
  });
  return toPhoto(activityId, photo);
}

export async function removePhoto(deps: Deps, ctx: RequestContext, activityId: string, photoId: string): Promise<void> {
  await recordForChange(deps, ctx.caller, activityId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deletePhoto(tx, activityId, photoId))) throw notFound(DAMAGE_MESSAGES.photoNotFound);
    await audit(tx, ctx, { action: 'damage.photo_removed', entityType: 'linen_activity', entityId: activityId, details: { photoId } });
  });
}
