/**
 * The one read of card rows with what a tile shows (the board's columns and change feed, the courier's
 * lists, a card's details): the card joined to its property, client and cleaning team, with the next
 * accepted request and the pending charges per card. Each read adds its own fields to `cardFields`.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { charges, cleaningTeams, clients, linenCards, properties } from '../../db/schema';
import { nextAcceptedRequestDate } from '../requests';

/** What every card read shows; `today` is London's, for the next accepted request. */
export const cardFields = (today: string) => ({
  id: linenCards.id,
  propertyId: linenCards.propertyId,
  propertyName: properties.name,
  clientName: clients.name,
  status: linenCards.status,
  onBedsSince: linenCards.onBedsSince,
  transitSince: linenCards.transitSince,
  damagesCount: linenCards.damagesCount,
  missingCount: linenCards.missingCount,
  cleaningTeamName: cleaningTeams.name,
  archived: linenCards.archived,
  serviceRequestedFor: nextAcceptedRequestDate(linenCards.propertyId, today),
  // Issue 18: the card's pending charges, one probe of charges_card_idx (linen_card_id, status) per card.
  pendingChargesPence: sql<number>`(select coalesce(sum(${charges.amountPence}), 0)::int from ${charges} where ${charges.linenCardId} = ${linenCards.id} and ${charges.status} = 'pending')`.mapWith(Number),
});

/** The joins' nullability: the cleaning team is left joined (a card may have none). */
type CardJoins = { linen_cards: 'not-null'; properties: 'not-null'; clients: 'not-null'; cleaning_teams: 'nullable' };

/**
 * `fields` of cards with their property, client and cleaning team joined: the caller adds where, order and
 * limit. Drizzle cannot type a join on a select whose fields are a type parameter, so the query is built on
 * the fields as plain SelectedFields and its type given back from `F` and the joins' nullability.
 */
export function selectCardRows<F extends SelectedFields>(db: DbOrTx, fields: F) {
  const query = db
    .select(fields as SelectedFields)
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, linenCards.cleaningTeamId));
  return query as unknown as PgSelectBase<'linen_cards', F, 'partial', CardJoins>;
}
