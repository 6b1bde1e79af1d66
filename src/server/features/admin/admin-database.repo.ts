/** Database Connection Information's reads: the planner's row estimates, exact counts, the connectivity query. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** The planner's row estimates of these tables (-1 for a table never analysed). */
export async function tableEstimates(db: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const result = await rawRows<{ relname: string; estimate: number }>(
    db,
    sql`
    select c.relname, c.reltuples::float8 as estimate from pg_class c
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
      and c.relname in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
  );
  return new Map(result.map((r) => [r.relname, Number(r.estimate)]));
}

/** A table's exact row count (or its distinct values of one column). */
export async function exactCount(db: DbOrTx, table: string, distinct?: string): Promise<number> {
  const counted = distinct ? sql`count(distinct ${sql.identifier(distinct)})` : sql`count(*)`;
  const [row] = await rawRows<{ n: number }>(db, sql`select ${counted}::int as n from ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

/** The connectivity test of docs/product.md §2.7: users select count, limit 1. Throws when the database is unreachable. */
export async function pingUsers(db: DbOrTx): Promise<void> {
  await db.execute(sql`select count(*) from users limit 1`);
}
