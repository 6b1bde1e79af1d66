/** GET /api/health says OK only while the database answers and holds this build's schema (issue 19 L2). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '@server/db/raw-rows';
import { call, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('is OK on a migrated database', async () => {
    const res = await call(t, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, database: 'up', schema: 'current' });
  });

  it('is 503 once the database was recreated empty under the running server', async () => {
    await t.deps.db.execute(sql`drop schema drizzle cascade`);
    await t.deps.db.execute(sql`drop schema public cascade`);
    await t.deps.db.execute(sql`create schema public`);
    const res = await call(t, 'GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ ok: false, database: 'up', schema: 'not migrated' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connection settings (issue 19, performance 2)', () => {
  it('runs every app connection with the JIT off and 32 MB for sorts', async () => {
    const pg = await createTestApp();
    try {
      const [row] = await rawRows<{ jit: string; work_mem: string }>(
        pg.deps.db,
        sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`,
      );
      expect(row).toEqual({ jit: 'off', work_mem: '32MB' });
    } finally {
      await pg.close();
    }
  });
});
