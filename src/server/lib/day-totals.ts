/**
 * The per-day totals (decision 0173): tables of one row per London day and client, and one per day for every
 * client together (client_id = EVERY_CLIENT), kept by triggers in the same transaction as each change
 * (migration report_day_rollups). Reads of a scope take every client's row for staff and each own client's
 * row for an owner, so a staff read costs the days it covers, not the clients or the rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from './scope';

/** The per-day totals' row for every client together. */
export const EVERY_CLIENT = '00000000-0000-0000-0000-000000000000';

/** A condition on a per-day totals table's client_id for the scope. */
export function totalsOf(scope: Scope, table?: string): SQL {
  const column = table ? sql.raw(`"${table}"."client_id"`) : sql.raw('client_id');
  if (scope.all) return sql`${column} = ${EVERY_CLIENT}::uuid`;
  if (scope.clientIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.clientIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}
