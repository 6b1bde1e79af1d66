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
