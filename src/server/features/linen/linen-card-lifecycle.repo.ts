/**
 * A property's linen card arriving and leaving with the property: created once when onboarding
 * completes (or a property is restored without one), archived with the property and put back with it.
 * The linen feature is the one writer of linen_cards; properties and onboarding call these.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linenCards } from '../../db/schema';

/** Inserts the property's linen card unless it has a non-archived one; returns whether it did. */
export async function insertLinenCardOnce(
  tx: DbOrTx,
  card: { propertyId: string; clientId: string; status: 'new'; billingTags: string[]; notes: string },
): Promise<boolean> {
  const rows = await tx
    .insert(linenCards)
    .values(card)
    .onConflictDoNothing({ target: linenCards.propertyId, where: sql`not ${linenCards.archived}` })
    .returning({ id: linenCards.id });
  return rows.length > 0;
}

/** Takes the property's linen card off the board, marked as gone with the property; returns the ids archived. */
export async function archiveLinenCardsOf(tx: DbOrTx, propertyId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(linenCards)
    .set({ archived: true, archivedWithProperty: true, updatedAt: now })
    .where(and(eq(linenCards.propertyId, propertyId), eq(linenCards.archived, false)))
    .returning({ id: linenCards.id });
  return rows.map((r) => r.id);
}

/**
 * Puts back on the board, in the status it had, the card that went with the property's archive (the
 * latest, if several); none while the property has a card on the board. Returns it, or null.
 */
export async function restoreLinenCardOf(tx: DbOrTx, propertyId: string, now: Date): Promise<{ id: string; status: string } | null> {
  const [onBoard] = await tx
    .select({ id: linenCards.id })
    .from(linenCards)
    .where(and(eq(linenCards.propertyId, propertyId), eq(linenCards.archived, false)));
  const [card] = onBoard
    ? []
    : await tx
        .select({ id: linenCards.id })
        .from(linenCards)
        .where(and(eq(linenCards.propertyId, propertyId), eq(linenCards.archived, true), eq(linenCards.archivedWithProperty, true)))
        .orderBy(desc(linenCards.updatedAt))
        .limit(1);
  // Whatever happens, no card of this property is waiting for a later restore.
  await tx
    .update(linenCards)
    .set({ archivedWithProperty: false })
    .where(and(eq(linenCards.propertyId, propertyId), eq(linenCards.archivedWithProperty, true), card ? ne(linenCards.id, card.id) : undefined));
  if (!card) return null;
  const [restored] = await tx
    .update(linenCards)
    .set({ archived: false, archivedWithProperty: false, updatedAt: now })
    .where(eq(linenCards.id, card.id))
    .returning({ id: linenCards.id, status: linenCards.status });
  return restored ?? null;
}
