/** Chooses the driver: PostgreSQL when a URL is given, otherwise embedded PGlite. */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repo functions accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; resolves false instead of throwing. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connections per process: PostgreSQL serves each on its own backend, so more than a few per core only queue. */
export const POOL_SIZE = 10;

/**
 * Settings of every app connection (issue 19, performance 2): the JIT compiler off (on the changeovers
 * and report queries it cost most of their time: 329 -> 54 ms and 1,231 -> 157 ms without it), and more
 * memory for the report's sorts (the year report sorted on disk at the default 4 MB).
 */
export const CONNECTION_SETTINGS = { jit: 'off', work_mem: '32MB' } as const;
export const POSTGRES_OPTIONS = Object.entries(CONNECTION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 5000,
    options: POSTGRES_OPTIONS,
  });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** dataDir undefined means in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database & { client: PGlite }> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
