/** The photos of a damage record (table damage_photos, migration 0006). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { damagePhotos, linenActivities } from '../../db/schema';

export async function listPhotos(db: DbOrTx, activityId: string) {
  return db
    .select({ id: damagePhotos.id, width: damagePhotos.width, height: damagePhotos.height, createdAt: damagePhotos.createdAt })
    .from(damagePhotos)
    .where(eq(damagePhotos.activityId, activityId))
    .orderBy(asc(damagePhotos.createdAt), asc(damagePhotos.id));
}

export async function findPhoto(db: DbOrTx, activityId: string, photoId: string) {
  const [row] = await db
    .select({ contentType: damagePhotos.contentType, data: damagePhotos.data })
    .from(damagePhotos)
    .where(and(eq(damagePhotos.id, photoId), eq(damagePhotos.activityId, activityId)));
  return row;
}

/** Locks the damage record for the rest of the transaction, so two uploads count its photos one after the other. */
export async function lockActivity(tx: DbOrTx, activityId: string): Promise<void> {
  await tx.select({ id: linenActivities.id }).from(linenActivities).where(eq(linenActivities.id, activityId)).for('update');
}

export async function countPhotos(tx: DbOrTx, activityId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(damagePhotos).where(eq(damagePhotos.activityId, activityId));
  return row.n;
}

export async function insertPhoto(tx: DbOrTx, values: typeof damagePhotos.$inferInsert) {
  const [row] = await tx
    .insert(damagePhotos)
    .values(values)
    .returning({ id: damagePhotos.id, width: damagePhotos.width, height: damagePhotos.height, createdAt: damagePhotos.createdAt });
  return row;
}

export async function deletePhoto(db: DbOrTx, activityId: string, photoId: string): Promise<boolean> {
  const rows = await db
    .delete(damagePhotos)
    .where(and(eq(damagePhotos.id, photoId), eq(damagePhotos.activityId, activityId)))
    .returning({ id: damagePhotos.id });
  return rows.length > 0;
}
