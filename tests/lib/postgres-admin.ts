/** The test runs' own databases on the PostgreSQL named by TEST_DATABASE_URL: create, address, drop. */
import pg from 'pg';

/** Runs one statement as the admin connection (create database, drop database). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server's URL for another database. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
