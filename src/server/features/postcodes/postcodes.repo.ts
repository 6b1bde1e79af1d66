/** The postcode points (postcode_points) and their imports (postcode_imports): reads and writes. */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LatLng } from '@shared/domain/round-order';
import { normalisePostcode } from '@shared/domain/postcodes';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { postcodeImports, postcodePoints, users } from '../../db/schema';

/**
 * The points of the given postcodes, keyed by the normalised postcode (`normalisePostcode`: upper case,
 * no spaces, e.g. 'TS11AA'), the key `planRound` (src/shared/domain/round-order.ts) looks up. Postcodes
 * without a point (not in the imported file, or no file imported) are simply absent from the map.
 */
export async function pointsFor(db: DbOrTx, postcodes: readonly string[]): Promise<Map<string, LatLng>> {
  const wanted = [...new Set(postcodes.map(normalisePostcode).filter((p) => p.length > 0))];
  const points = new Map<string, LatLng>();
  if (wanted.length === 0) return points;
  const rows = await db.select().from(postcodePoints).where(inArray(postcodePoints.postcode, wanted));
  for (const row of rows) points.set(row.postcode, { lat: row.lat, lng: row.lng });
  return points;
}

/** Whether any postcode points have been imported (the round is then ordered by drive, not district). */
export async function hasPostcodePoints(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ postcode: postcodePoints.postcode }).from(postcodePoints).limit(1);
  return rows.length > 0;
}

/** Replaces nothing by itself: deletes every point (the import does it in its transaction, then loads the file). */
export async function deleteAllPoints(tx: DbOrTx): Promise<void> {
  await tx.delete(postcodePoints);
}

/**
 * Inserts a batch of points as three delimited texts split by the database (three parameters however
 * many rows, the same on PostgreSQL and PGlite). A postcode already loaded keeps its first point.
 * Answers how many rows were inserted.
 */
export async function insertPoints(tx: DbOrTx, batch: { postcodes: string[]; lats: number[]; lngs: number[] }): Promise<number> {
  if (batch.postcodes.length === 0) return 0;
  const rows = await rawRows<{ n: number | string }>(
    tx,
    sql`with inserted as (
          insert into postcode_points (postcode, lat, lng)
          select * from unnest(
            string_to_array(${batch.postcodes.join(',')}, ','),
            string_to_array(${batch.lats.join(',')}, ',')::float8[],
            string_to_array(${batch.lngs.join(',')}, ',')::float8[])
          on conflict (postcode) do nothing
          returning 1)
        select count(*)::int as n from inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Only one import at a time (a transaction-level advisory lock; false when another import holds it). */
export async function claimImportLock(tx: DbOrTx): Promise<boolean> {
  const rows = await rawRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext('postcode_points_import')) as locked`);
  return rows[0]?.locked === true;
}

export type PostcodeImportRow = typeof postcodeImports.$inferSelect;

export async function insertImport(
  db: DbOrTx,
  row: Pick<PostcodeImportRow, 'fileName' | 'importedBy' | 'rowsRead' | 'rowsKept' | 'startedAt' | 'finishedAt' | 'error'>,
): Promise<PostcodeImportRow> {
  const [inserted] = await db.insert(postcodeImports).values(row).returning();
  return inserted;
}

const importColumns = {
  id: postcodeImports.id,
  fileName: postcodeImports.fileName,
  rowsRead: postcodeImports.rowsRead,
  rowsKept: postcodeImports.rowsKept,
  startedAt: postcodeImports.startedAt,
  finishedAt: postcodeImports.finishedAt,
  error: postcodeImports.error,
  importedById: postcodeImports.importedBy,
  importedByName: users.name,
};

const importsWithNames = (db: DbOrTx) =>
  db.select(importColumns).from(postcodeImports).leftJoin(users, eq(users.id, postcodeImports.importedBy));

export async function importById(db: DbOrTx, id: string) {
  const [row] = await importsWithNames(db).where(eq(postcodeImports.id, id));
  return row ?? null;
}

/** The newest import (finished or failed), and the newest that succeeded (whose points are in use). */
export async function latestImports(db: DbOrTx) {
  const newest = [desc(postcodeImports.startedAt), desc(postcodeImports.finishedAt)] as const;
  const [latest] = await importsWithNames(db)
    .orderBy(...newest)
    .limit(1);
  const [current] = await importsWithNames(db)
    .where(and(isNull(postcodeImports.error), isNotNull(postcodeImports.finishedAt)))
    .orderBy(...newest)
    .limit(1);
  return { latest: latest ?? null, current: current ?? null };
}
