/** The overdue sweep's SQL: the cheap indexed look for candidates, the run-once lock and the conditional move. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linenCards } from '../../db/schema';

const SWEEP_LOCK_ID = 471_008;

/** on_beds cards whose on_beds_since is at or before the cutoff (index linen_cards_sweep_idx). */
export async function sweepCandidates(db: DbOrTx, cutoff: Date, limit = 1000) {
  return db
    .select({ id: linenCards.id, status: linenCards.status, onBedsSince: linenCards.onBedsSince, transitSince: linenCards.transitSince })
    .from(linenCards)
    .where(and(eq(linenCards.status, 'on_beds'), eq(linenCards.archived, false), lte(linenCards.onBedsSince, cutoff)))
    .orderBy(asc(linenCards.onBedsSince))
    .limit(limit);
}

/** Takes the sweep lock for the rest of the transaction; false when another instance holds it. */
export async function trySweepLock(tx: DbOrTx): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return Boolean(result.rows[0]?.locked);
}

/** Moves the given cards to changeover_due while they are still on_beds; returns the ids moved. */
export async function autoMoveCards(tx: DbOrTx, ids: string[], now: Date): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(linenCards)
    .set({ status: 'changeover_due', updatedAt: now })
    .where(and(inArray(linenCards.id, ids), eq(linenCards.status, 'on_beds'), eq(linenCards.archived, false)))
    .returning({ id: linenCards.id });
  return rows.map((r) => r.id);
}
