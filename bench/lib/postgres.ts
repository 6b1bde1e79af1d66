/** A throw-away PostgreSQL database per bench run: created before, dropped (with force) after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(url, `drop database if exists ${name} with (force)`) };
}

/**
 * Queries PostgreSQL is still running for one database, from a connection of its own (not counted):
 * after a load driver stops, the server's pool can hold a backlog of queries that would otherwise run
 * into the next figure.
 */
export async function watchActiveQueries(url: string): Promise<{ count: () => Promise<number>; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-settle' });
  await client.connect();
  return {
    count: async () => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      return rows[0]?.n ?? 0;
    },
    close: () => client.end(),
  };
}
