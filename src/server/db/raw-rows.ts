/** The rows of a raw SQL query: both drivers (pg and PGlite) answer `db.execute` with `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function rawRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
