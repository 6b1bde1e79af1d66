/**
 * A credit note's refunds through the payment provider (decision 0194, amended 2026-11-27): one row per
 * card payment it goes back to, written in the credit note's transaction, then each claimed by a row
 * lock (FOR UPDATE SKIP LOCKED: one sender at a time across processes) while it is sent with its key.
 */
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteRefunds, creditNotes, invoicePayments } from '../../db/schema';

export type CreditNoteRefundRow = typeof creditNoteRefunds.$inferSelect;
export type NewCreditNoteRefund = typeof creditNoteRefunds.$inferInsert;

/** The planned refunds; a key already used makes nothing (the form's request id names them). */
export async function insertRefunds(tx: DbOrTx, rows: NewCreditNoteRefund[]): Promise<CreditNoteRefundRow[]> {
  if (!rows.length) return [];
  return tx.insert(creditNoteRefunds).values(rows).onConflictDoNothing({ target: creditNoteRefunds.idempotencyKey }).returning();
}

/** What earlier credit notes' refunds send back from each of the invoice's card payments (any status). */
export async function refundedByPayment(tx: DbOrTx, invoiceId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ paymentId: creditNoteRefunds.paymentId, pence: sql<number>`sum(${creditNoteRefunds.amountPence})::int` })
    .from(creditNoteRefunds)
    .innerJoin(invoicePayments, eq(invoicePayments.id, creditNoteRefunds.paymentId))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .groupBy(creditNoteRefunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, Number(r.pence)]));
}

export function refundsOfCreditNotes(db: DbOrTx, creditNoteIds: string[]): Promise<CreditNoteRefundRow[]> {
  if (!creditNoteIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(creditNoteRefunds)
    .where(inArray(creditNoteRefunds.creditNoteId, creditNoteIds))
    .orderBy(asc(creditNoteRefunds.creditNoteId), asc(creditNoteRefunds.position));
}

/** Pending refunds due by `now` (after a refusal, not before its next attempt): one credit note's, or all, oldest first. */
export async function pendingRefundIds(db: DbOrTx, q: { creditNoteId?: string; now: Date; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ id: creditNoteRefunds.id })
    .from(creditNoteRefunds)
    .where(
      and(
        eq(creditNoteRefunds.status, 'pending'),
        lte(creditNoteRefunds.nextAttemptAt, q.now),
        q.creditNoteId ? eq(creditNoteRefunds.creditNoteId, q.creditNoteId) : undefined,
      ),
    )
    .orderBy(asc(creditNoteRefunds.nextAttemptAt), asc(creditNoteRefunds.creditNoteId), asc(creditNoteRefunds.position))
    .limit(q.limit);
  return rows.map((r) => r.id);
}

/**
 * The refund, locked for the rest of the transaction while it is still pending and due; undefined when
 * another process holds it (SKIP LOCKED), settled it or was refused meanwhile. Comes with its credit note's invoice and number.
 */
export async function claimPendingRefund(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .select({ refund: creditNoteRefunds, invoiceId: creditNotes.invoiceId, creditNote: creditNotes.number })
    .from(creditNoteRefunds)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteRefunds.creditNoteId))
    .where(and(eq(creditNoteRefunds.id, id), eq(creditNoteRefunds.status, 'pending'), lte(creditNoteRefunds.nextAttemptAt, now)))
    .for('update', { of: creditNoteRefunds, skipLocked: true });
  return row;
}

export async function markRefunded(tx: DbOrTx, id: string, providerRefundId: string, now: Date): Promise<void> {
  await tx
    .update(creditNoteRefunds)
    .set({ status: 'refunded', providerRefundId, refundedAt: now, attempts: sql`${creditNoteRefunds.attempts} + 1`, lastError: null })
    .where(and(eq(creditNoteRefunds.id, id), eq(creditNoteRefunds.status, 'pending')));
}

/** A refusal: the attempt and its error kept; pending again from `nextAttemptAt`, or failed after the last attempt. */
export async function markRefused(tx: DbOrTx, id: string, r: { attempts: number; error: string; nextAttemptAt: Date; failed: boolean }): Promise<void> {
  await tx
    .update(creditNoteRefunds)
    .set({ attempts: r.attempts, lastError: r.error.slice(0, 1000), nextAttemptAt: r.nextAttemptAt, ...(r.failed ? { status: 'failed' as const } : {}) })
    .where(and(eq(creditNoteRefunds.id, id), ne(creditNoteRefunds.status, 'refunded')));
}

/** The refund our key names (the provider's metadata.refund_id), locked for the provider's event about it. */
export async function lockRefundByKey(tx: DbOrTx, key: string): Promise<CreditNoteRefundRow | undefined> {
  const [row] = await tx.select().from(creditNoteRefunds).where(eq(creditNoteRefunds.idempotencyKey, key)).for('update');
  return row;
}

/** The provider said the refund failed or was cancelled: the money did not go back. */
export async function markFailedByProvider(tx: DbOrTx, id: string, error: string): Promise<void> {
  await tx.update(creditNoteRefunds).set({ status: 'failed', lastError: error }).where(eq(creditNoteRefunds.id, id));
}

/** The invoice a credit note credits. */
export async function invoiceOfCreditNote(tx: DbOrTx, creditNoteId: string): Promise<string> {
  const [row] = await tx.select({ invoiceId: creditNotes.invoiceId }).from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  return row.invoiceId;
}
