/**
 * Charges (issue 18): the late-changeover charges of the hire clock and late-payment fees. Every insert
 * goes through insertCharges, whose unique (kind, dedupe_key) makes a charge happen exactly once
 * whatever retries, races, restarts or instances: a second insert of the same key adds nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charges } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = typeof charges.$inferInsert;

/** Inserts the charges not made yet; returns only the rows this call added. */
export async function insertCharges(tx: DbOrTx, rows: NewCharge[]): Promise<ChargeRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(charges).values(rows).onConflictDoNothing({ target: [charges.kind, charges.dedupeKey] }).returning();
}

/** The charge locked for the rest of the transaction (pay, waive, settle), or null. */
export async function lockCharge(tx: DbOrTx, id: string): Promise<ChargeRow | null> {
  const [row] = await tx.select().from(charges).where(eq(charges.id, id)).for('update');
  return row ?? null;
}

/** pending -> paid; false when it was not pending (already paid or waived). */
export async function markChargePaid(tx: DbOrTx, id: string, via: 'checkout' | 'deposit', now: Date): Promise<boolean> {
  const rows = await tx
    .update(charges)
    .set({ status: 'paid', paidAt: now, paidVia: via })
    .where(and(eq(charges.id, id), eq(charges.status, 'pending')))
    .returning({ id: charges.id });
  return rows.length > 0;
}

/** A property's pending charges, oldest first; `lock` for the transaction of a deposit refund, which settles them. */
export async function pendingChargesOfProperty(tx: DbOrTx, propertyId: string, options: { lock: boolean }): Promise<ChargeRow[]> {
  const query = tx
    .select()
    .from(charges)
    .where(and(eq(charges.propertyId, propertyId), eq(charges.status, 'pending')))
    .orderBy(asc(charges.createdAt), asc(charges.id));
  return options.lock ? query.for('update') : query;
}

/** The pending charges in the scope: their count and total (index charges_client_status_idx). */
export async function pendingChargesTotal(db: DbOrTx, scope: Scope): Promise<{ count: number; pence: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), pence: sql<number>`coalesce(sum(${charges.amountPence}), 0)::int`.mapWith(Number) })
    .from(charges)
    .where(and(eq(charges.status, 'pending'), inScope(charges.clientId, scope)));
  return { count: row?.count ?? 0, pence: row?.pence ?? 0 };
}
