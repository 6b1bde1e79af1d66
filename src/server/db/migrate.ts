/** Applies the migrations in ./drizzle with the driver in use. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import { rawRows } from './raw-rows';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}

/** How many migrations of this build the journal lists. */
function journalLength(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
let expected: number | undefined;

/**
 * Whether the database holds this build's schema: every migration applied (issue 19 L2: a database
 * recreated empty under a running server answered every call with 500 while health said OK).
 * False when the migrations table is missing or behind.
 */
export async function schemaIsCurrent(db: Db): Promise<boolean> {
  expected ??= journalLength();
  try {
    const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number(row?.n ?? 0) >= expected;
  } catch {
    return false;
  }
}
