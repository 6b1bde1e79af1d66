/**
 * The courier visit behind a row (issue 22, decision 0191): the proof a collections ledger row, a changeover
 * row or a card's history line links to. Scalar subqueries for a list's select: each reads one index entry
 * per row of the page the list returns (no query per row from the code), so a page costs the same with or
 * without visits. The lists of collections, changeovers and a card's history read them; no feature owns them.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { courierVisits } from '../db/schema';

/** The visit whose Collect made the changeover (courier_visits_changeover_idx), or null. */
export function visitOfChangeover(changeoverId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${courierVisits.id} from ${courierVisits} where ${courierVisits.changeoverId} = ${changeoverId} order by ${courierVisits.receivedAt}, ${courierVisits.id} limit 1)`;
}

/** The visit whose move wrote the card's history event (courier_visits_card_idx on the card, then the event), or null. */
export function visitOfCardEvent(cardId: AnyColumn, eventId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${courierVisits.id} from ${courierVisits} where ${courierVisits.linenCardId} = ${cardId} and ${courierVisits.cardEventId} = ${eventId} limit 1)`;
}
