/** Linen cards: the minimal reads other screens need, and keeping a card's client in step with its property. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linenCards, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

/** Non-archived linen cards the scope may see, optionally of one client, newest first. */
export async function listLinenCards(db: DbOrTx, scope: Scope, filters: { clientId?: string }) {
  return db
    .select({
      id: linenCards.id,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
      status: linenCards.status,
      onBedsSince: linenCards.onBedsSince,
      transitSince: linenCards.transitSince,
      lastChangeoverDate: linenCards.lastChangeoverDate,
      damagesCount: linenCards.damagesCount,
      missingCount: linenCards.missingCount,
      archived: linenCards.archived,
    })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(
      and(
        eq(linenCards.archived, false),
        inScope(linenCards.clientId, scope),
        filters.clientId ? eq(linenCards.clientId, filters.clientId) : undefined,
      ),
    )
    .orderBy(desc(linenCards.createdAt), desc(linenCards.id));
}

/** When a property moves to another client, its cards follow it. */
export async function reassignLinenCardsClient(tx: DbOrTx, propertyId: string, clientId: string, now: Date): Promise<void> {
  await tx.update(linenCards).set({ clientId, updatedAt: now }).where(eq(linenCards.propertyId, propertyId));
}
