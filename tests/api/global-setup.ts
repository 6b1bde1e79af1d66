/**
 * On PostgreSQL (TEST_DATABASE_URL), migrates one template database once per run; each test file's
 * database is then a copy of it (`create database … template …`, harness.ts), which takes a fraction
 * of running every migration again in each of them (decision 0170). On PGlite it does nothing.
 */
import { randomUUID } from 'node:crypto';
import { adminQuery, databaseUrl } from '../lib/postgres-admin';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '@server/boot';
import { openPostgres } from '@server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each API test file's database is copied from; '' on PGlite. */
    apiTemplateDatabase: string;
  }
}


export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('apiTemplateDatabase', '');
    return;
  }
  const name = `tpl_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = databaseUrl(url, name);
  const database = openPostgres(templateUrl);
  try {
    await prepareDatabase(database);
  } finally {
    // A template may have no connection open while it is copied.
    await database.close();
  }
  project.provide('apiTemplateDatabase', name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}
