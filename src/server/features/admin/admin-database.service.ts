/**
 * Database Connection Information (docs/product.md §2.2, §2.7 connectivity test): the database kind, the host,
 * database name and user from DATABASE_URL (never its password), the auth secret's last characters
 * only, the main tables with their row counts, and a connection test.
 */
import { ADMIN_MESSAGES, ADMIN_TABLES, countsExactly, databaseLocation, secretTail } from '@shared/domain/admin-console';
import type { TDatabaseInfo, TDatabaseTableCount, TDatabaseTestResult } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { exactCount, pingUsers, tableEstimates } from './admin-database.repo';
import { logError } from '../../lib/log-error';

const KIND_LABELS = { postgres: 'PostgreSQL', pglite: 'Embedded PostgreSQL (PGlite)' } as const;

/** Small tables counted exactly; large ones (above EXACT_COUNT_LIMIT by the estimate) estimated and marked so. */
async function tableCounts(db: Db): Promise<TDatabaseTableCount[]> {
  const estimated = await tableEstimates(db, [...new Set(ADMIN_TABLES.map((t) => t.table))]);
  return Promise.all(
    ADMIN_TABLES.map(async (t) => {
      const estimate = estimated.get(t.table) ?? -1;
      if (countsExactly(estimate) || t.distinct)
        return { name: t.name, table: t.table, rows: await exactCount(db, t.table, t.distinct), estimated: false };
      return { name: t.name, table: t.table, rows: Math.round(estimate), estimated: true };
    }),
  );
}

export async function databaseInfo(deps: AppDeps): Promise<TDatabaseInfo> {
  const kind = deps.database.kind;
  const location = kind === 'postgres' ? databaseLocation(deps.env.databaseUrl) : databaseLocation(undefined);
  const { secret } = await deps.auth.$context;
  return {
    kind,
    kindLabel: KIND_LABELS[kind],
    ...location,
    authSecretTail: secretTail(secret),
    tables: await tableCounts(deps.db),
  };
}

/** The connectivity test of docs/product.md §2.7 (users select count, limit 1); the reason is never sent (it may name the server). */
export async function testConnection(deps: AppDeps): Promise<TDatabaseTestResult> {
  const started = performance.now();
  try {
    await pingUsers(deps.db);
    return { ok: true, message: ADMIN_MESSAGES.connectionSuccess, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    logError('Database connection test failed', error);
    return { ok: false, message: ADMIN_MESSAGES.unableToConnect, latencyMs: Math.round(performance.now() - started) };
  }
}
