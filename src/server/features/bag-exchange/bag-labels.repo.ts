/** Bag labels: the label texts of chosen cards (tenant scope as a parameter). A card by its code: linen-cards.repo findCardByLabel. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, linenCards, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export interface LabelRow {
  id: string;
  code: string;
  propertyName: string;
  clientName: string;
}

/** The label texts of the non-archived cards in scope among `ids`. */
export async function listLabelRows(db: DbOrTx, scope: Scope, ids: string[]): Promise<LabelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: linenCards.id, code: linenCards.labelCode, propertyName: properties.name, clientName: clients.name })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .where(and(inArray(linenCards.id, ids), eq(linenCards.archived, false), inScope(linenCards.clientId, scope)));
}
