/** Courier visits, their counts and their photos (decision 0187): one row per phone action id. */
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, courierVisitCounts, courierVisitPhotos, courierVisits, properties, users } from '../../db/schema';

export type NewVisit = typeof courierVisits.$inferInsert;

/** A visit as the phone is answered, with its property's name. */
export async function findVisit(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: courierVisits.id,
      cardId: courierVisits.linenCardId,
      propertyId: courierVisits.propertyId,
      propertyName: properties.name,
      clientId: courierVisits.clientId,
      courierUserId: courierVisits.courierUserId,
      action: courierVisits.action,
      happenedAt: courierVisits.happenedAt,
      receivedAt: courierVisits.receivedAt,
      outcome: courierVisits.outcome,
      refusalCode: courierVisits.refusalCode,
      refusalMessage: courierVisits.refusalMessage,
      changeoverId: courierVisits.changeoverId,
      cardEventId: courierVisits.cardEventId,
      noOnePresent: courierVisits.noOnePresent,
      signerName: courierVisits.signerName,
      hasSignature: sql<boolean>`${courierVisits.signature} is not null`,
      notes: courierVisits.notes,
      courierName: users.name,
      clientName: clients.name,
    })
    .from(courierVisits)
    .innerJoin(properties, eq(properties.id, courierVisits.propertyId))
    .leftJoin(users, eq(users.id, courierVisits.courierUserId))
    .leftJoin(clients, eq(clients.id, courierVisits.clientId))
    .where(eq(courierVisits.id, id));
  return row ?? null;
}
export type VisitRow = NonNullable<Awaited<ReturnType<typeof findVisit>>>;

/** Inserts the visit unless its id is taken (a repeat, or a parallel send that got there first): true when inserted. */
export async function insertVisit(tx: DbOrTx, values: NewVisit): Promise<boolean> {
  const rows = await tx.insert(courierVisits).values(values).onConflictDoNothing({ target: courierVisits.id }).returning({ id: courierVisits.id });
  return rows.length === 1;
}

export async function insertCounts(tx: DbOrTx, visitId: string, counts: { item: string; expected: number; counted: number }[]): Promise<void> {
  if (counts.length === 0) return;
  await tx.insert(courierVisitCounts).values(counts.map((c) => ({ visitId, ...c })));
}

export async function visitCounts(db: DbOrTx, visitId: string) {
  return db
    .select({ item: courierVisitCounts.item, expected: courierVisitCounts.expected, counted: courierVisitCounts.counted })
    .from(courierVisitCounts)
    .where(eq(courierVisitCounts.visitId, visitId));
}

export async function signatureOf(db: DbOrTx, visitId: string): Promise<Buffer | null> {
  const [row] = await db.select({ signature: courierVisits.signature }).from(courierVisits).where(eq(courierVisits.id, visitId));
  return row?.signature ?? null;
}

// ── Photos ───────────────────────────────────────────────────────────────────────────────────────

export type NewVisitPhoto = typeof courierVisitPhotos.$inferInsert;

/** Stores a photo under the phone's id unless it is there already (a repeat): the row either way. */
export async function insertPhotoOnce(db: DbOrTx, values: NewVisitPhoto) {
  await db.insert(courierVisitPhotos).values(values).onConflictDoNothing({ target: courierVisitPhotos.id });
  return findPhoto(db, values.id);
}

export async function findPhoto(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: courierVisitPhotos.id,
      visitId: courierVisitPhotos.visitId,
      uploadedBy: courierVisitPhotos.uploadedBy,
      width: courierVisitPhotos.width,
      height: courierVisitPhotos.height,
    })
    .from(courierVisitPhotos)
    .where(eq(courierVisitPhotos.id, id));
  return row ?? null;
}

/**
 * How many of these photos the user sent that no other visit has taken: free, or already this visit's
 * (a repeat of the send, sent at the same moment, stored the visit first and answers as it).
 */
export async function countUsablePhotos(db: DbOrTx, ids: string[], userId: string, visitId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(courierVisitPhotos)
    .where(
      and(
        inArray(courierVisitPhotos.id, ids),
        eq(courierVisitPhotos.uploadedBy, userId),
        or(isNull(courierVisitPhotos.visitId), eq(courierVisitPhotos.visitId, visitId)),
      ),
    );
  return row?.n ?? 0;
}

/** Attaches the user's free photos to the visit: how many were attached. */
export async function attachPhotos(tx: DbOrTx, visitId: string, ids: string[], userId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(courierVisitPhotos)
    .set({ visitId })
    .where(and(inArray(courierVisitPhotos.id, ids), eq(courierVisitPhotos.uploadedBy, userId), isNull(courierVisitPhotos.visitId)))
    .returning({ id: courierVisitPhotos.id });
  return rows.length;
}

export async function visitPhotos(db: DbOrTx, visitId: string) {
  return db
    .select({ id: courierVisitPhotos.id, width: courierVisitPhotos.width, height: courierVisitPhotos.height })
    .from(courierVisitPhotos)
    .where(eq(courierVisitPhotos.visitId, visitId))
    .orderBy(asc(courierVisitPhotos.createdAt), asc(courierVisitPhotos.id));
}

export async function visitPhotoData(db: DbOrTx, visitId: string, photoId: string) {
  const [row] = await db
    .select({ contentType: courierVisitPhotos.contentType, data: courierVisitPhotos.data })
    .from(courierVisitPhotos)
    .where(and(eq(courierVisitPhotos.id, photoId), eq(courierVisitPhotos.visitId, visitId)));
  return row ?? null;
}
