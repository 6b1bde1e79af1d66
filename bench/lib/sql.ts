/** One way to run raw SQL on either driver, for the bare baseline and the bench's seeding. */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type Row = Record<string, unknown>;
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export function pgQuery(pool: pg.Pool): Query {
  return async (text, params = []) => (await pool.query(text, params)).rows as Row[];
}

export function pgliteQuery(client: PGlite): Query {
  return async (text, params = []) => (await client.query<Row>(text, params)).rows;
}
