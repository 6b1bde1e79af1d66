/** What undoing a move reads and writes: the move's history event, later moves, and the Collect's invoice. */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeovers, charges, checkoutSessions, linenCardEvents } from '../../db/schema';

/** One history event of a card, or null. */
export async function findCardEvent(db: DbOrTx, cardId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(linenCardEvents)
    .where(and(eq(linenCardEvents.id, eventId), eq(linenCardEvents.linenCardId, cardId)));
  return row ?? null;
}

/** Whether an 'undone' event of the card already names this move. */
export async function isUndone(db: DbOrTx, cardId: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(linenCardEvents)
    .where(and(eq(linenCardEvents.linenCardId, cardId), eq(linenCardEvents.kind, 'undone'), sql`${linenCardEvents.details}->>'undoes' = ${eventId}`));
  return (row?.n ?? 0) > 0;
}

/** Whether the card changed status after this event (a move, an automatic move or an undo made later). */
export async function movedSince(db: DbOrTx, cardId: string, event: { id: string; createdAt: Date }): Promise<boolean> {
  const [latest] = await db
    .select({ id: linenCardEvents.id, createdAt: linenCardEvents.createdAt })
    .from(linenCardEvents)
    .where(and(eq(linenCardEvents.linenCardId, cardId), inArray(linenCardEvents.kind, ['moved', 'auto_moved', 'undone', 'created'])))
    .orderBy(desc(linenCardEvents.createdAt))
    .limit(1);
  return latest !== undefined && latest.id !== event.id && latest.createdAt.getTime() > event.createdAt.getTime();
}

/** The invoice a Collect made, locked for the undo's transaction, with what refers to it; null when it is gone. */
export async function lockCollectInvoice(tx: DbOrTx, changeoverId: string) {
  const [row] = await tx.select().from(changeovers).where(eq(changeovers.id, changeoverId)).for('update');
  if (!row) return null;
  const [checkouts] = await tx
    .select({ n: count() })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.purpose, 'collection'),
        or(eq(checkoutSessions.subjectId, changeoverId), sql`${checkoutSessions.reference}->>'changeoverId' = ${changeoverId}`),
      ),
    );
  const [fees] = await tx
    .select({ n: count() })
    .from(charges)
    .where(and(eq(charges.subjectType, 'collection'), eq(charges.subjectId, changeoverId)));
  return { row, checkouts: checkouts?.n ?? 0, fees: fees?.n ?? 0 };
}

/** Cancels a Collect's invoice that nothing refers to (no payment, checkout or fee): the record goes. */
export async function cancelCollectInvoice(tx: DbOrTx, changeoverId: string): Promise<void> {
  await tx.delete(changeovers).where(and(eq(changeovers.id, changeoverId), eq(changeovers.invoiceStatus, 'unpaid'), eq(changeovers.amountPaidPence, 0)));
}

/** A Return undone: the changeovers it closed are open again (returned_at cleared). */
export async function reopenChangeovers(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(changeovers).set({ returnedAt: null }).where(inArray(changeovers.id, ids));
}
