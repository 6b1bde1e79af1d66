/**
 * The courier visit behind a collection (issue 22, decision 0191): the proof a collections ledger row or a
 * changeover row links to. A scalar subquery for a list's select: it reads one entry of
 * courier_visits_changeover_idx per row of the page the list returns (no query per row from the code), so a
 * page costs the same with or without visits. The collections and changeovers lists read it; no feature owns it.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { courierVisits } from '../db/schema';

/** The visit whose Collect made the changeover (courier_visits_changeover_idx), or null. */
export function visitOfChangeover(changeoverId: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${courierVisits.id} from ${courierVisits} where ${courierVisits.changeoverId} = ${changeoverId} order by ${courierVisits.receivedAt}, ${courierVisits.id} limit 1)`;
}
