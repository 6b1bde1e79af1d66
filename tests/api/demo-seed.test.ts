/** Security finding 1: demo data (and its published password) only in development or when asked for. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDemoData } from '@server/seed/demo-data';
import { DEMO_PASSWORD } from '@server/seed/seed';
import { users } from '@server/db/schema';
import { ConfigError, readEnv } from '@server/env';
import { setPassword } from '@server/features/users/accounts.service';
import { findUserByEmail } from '@server/features/users/users.repo';
import { createTestApp, type TestApp } from './harness';
import { startServer } from './server-process';

const PROD = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(40), PAYMENTS_TEST_MODE: 'true' };

// A server process migrates a fresh embedded database before it answers: slow on a busy machine.
describe('the production server on the embedded database', { timeout: 120_000 }, () => {
  it('seeds no demo users: admin@demo.linen with the README password cannot sign in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-prod-'));
    const server = await startServer({ ...PROD, DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain('Database ready');
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'admin@demo.linen', password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(401);
      expect(server.output()).not.toContain(DEMO_PASSWORD);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with --demo', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-prod-'));
    const server = await startServer({ ...PROD, DATA_DIR: dataDir }, { args: ['--demo'], waitForHealth: false });
    try {
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(/Demo data is not allowed in production/);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('when demo data is wanted', () => {
  it('in development (NODE_ENV unset, as npm start runs), or with --demo or DEMO_DATA=true; not in tests or production', () => {
    expect(readEnv({}).demoData).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).demoData).toBe(false);
    expect(readEnv({ NODE_ENV: 'test' }, ['--demo']).demoData).toBe(true);
    expect(readEnv({ NODE_ENV: 'test', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(readEnv(PROD).demoData).toBe(false);
    expect(() => readEnv({ ...PROD, DEMO_DATA: 'true' })).toThrow(ConfigError);
    expect(() => readEnv(PROD, ['--demo'])).toThrow(/not allowed in production/);
  });
});

describe('prepareDemoData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds nothing unless wanted, and seeds a fresh database when wanted', async () => {
    expect(await prepareDemoData({ ...t.deps, env: { nodeEnv: 'test', demoData: false } })).toBe(false);
    expect(await t.deps.db.select().from(users)).toHaveLength(0);
    expect(await prepareDemoData({ ...t.deps, env: { nodeEnv: 'development', demoData: true } })).toBe(true);
    expect(await findUserByEmail(t.deps.db, 'admin@demo.linen')).toBeDefined();
  });

  it('refuses a production start while a demo user still has the demo password, and allows it once changed', async () => {
    const prod = { ...t.deps, env: { nodeEnv: 'production' as const, demoData: false } };
    await expect(prepareDemoData(prod)).rejects.toThrow(/admin@demo\.linen.*published demo password/);
    for (const email of ['admin@demo.linen', 'manager@demo.linen', 'courier@demo.linen']) {
      const user = (await findUserByEmail(t.deps.db, email))!;
      await setPassword(t.deps.auth, t.deps.db, user.id, 'Unrelated-Granite-Orchard-58');
    }
    await expect(prepareDemoData(prod)).rejects.toThrow(/^Refusing to start in production: owner@demo\.linen still has/);
    const owner = (await findUserByEmail(t.deps.db, 'owner@demo.linen'))!;
    await setPassword(t.deps.auth, t.deps.db, owner.id, 'Unrelated-Granite-Orchard-58');
    await expect(prepareDemoData(prod)).resolves.toBe(false);
  });
});
