import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '@server/db/lock';
import { ConfigError, readEnv } from '@server/env';
import { createSetupApp } from '@server/setup-app';

describe('configuration', () => {
  it('refuses to start in production without BETTER_AUTH_SECRET, with a clear message', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET is required in production/);
  });
  it('refuses a short secret and accepts a long one', () => {
    expect(() => readEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short', PAYMENTS_TEST_MODE: 'true' })).toThrow(/at least 32 characters/);
    const env = readEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      APP_URL: 'https://linen.example/',
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(env.appUrl).toBe('https://linen.example');
  });
  it('refuses to run the test checkout in production unless asked to', () => {
    const secret = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) };
    expect(() => readEnv(secret)).toThrow(/Payments are not configured/);
    expect(() => readEnv({ ...secret, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).not.toThrow();
    expect(() => readEnv({ ...secret, PAYMENTS_TEST_MODE: 'true' })).not.toThrow();
  });
  it('defaults to the embedded database under ./data on port 3000', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: './data', appUrl: 'http://localhost:3000' });
  });
});

describe('the data directory lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'db');
    fs.writeFileSync(`${dir}.lock`, String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    fs.writeFileSync(`${dir}.lock`, '999999999'); // a process that has gone: the stale lock is taken over
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('the connection-setup app (served while the database is unreachable)', () => {
  const env = readEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  const CODE = 'ABCD-1234-EF56';
  const ORIGIN = new URL(env.appUrl).origin;
  const setupApp = () => createSetupApp(env, '/nonexistent', CODE);
  let app = setupApp();
  const test = (body: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = { origin: ORIGIN }, on = app) =>
    on.request(
      '/api/setup/test-connection',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress } } },
    );
  beforeEach(() => {
    app = setupApp(); // a fresh per-minute allowance for each test
  });

  it('reports the database down', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, database: 'down', configured: true });
  });

  it('requires a URL with the spec message', async () => {
    const res = await test({ databaseUrl: '', setupCode: CODE });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Please enter both URL and API key');
  });

  it('tests a URL that does not answer and gives a short reason, not the driver’s error', async () => {
    const res = await test({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', setupCode: CODE });
    expect(await res.json()).toEqual({ ok: false, message: 'Could not connect: connection refused' });
  });

  it('answers only with the setup code from the server log, the machine itself included (issue 19 M4)', async () => {
    const probe = { databaseUrl: 'postgres://nobody@10.0.0.5:22/none' };
    // A same-host proxy makes every caller look like the machine itself: that is no longer enough.
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.0.2.10']) {
      const res = await test(probe, address);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual({
        code: 'setup_code_required',
        message: 'For safety, the connection test needs the setup code printed in the server log.',
      });
    }
    const wrong = await test({ ...probe, setupCode: 'WRONG-CODE' }, '192.0.2.10');
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toEqual({ code: 'setup_code_wrong', message: 'That setup code is not right. Copy it from the server log.' });
    const empty = await test({ databaseUrl: '', setupCode: 'abcd 1234 ef56' }, '192.0.2.10');
    expect(empty.status).toBe(422); // the right code (any case or spacing) lets the request through
    const res = await test({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', setupCode: CODE }, '192.0.2.10');
    expect(await res.json()).toEqual({ ok: false, message: 'Could not connect: connection refused' });
  });

  it('answers only a page of this server (its Origin), never another site or a script without one', async () => {
    const good = { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', setupCode: CODE };
    for (const headers of [{}, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const res = await test(good, '127.0.0.1', headers);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('origin_refused');
    }
    // The operator's browser on the server's own address (Host) is a page of this server too.
    const local = await test(good, '127.0.0.1', { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(local.status).toBe(200);
  });

  it('answers at most 10 tests a minute, right code or wrong (so a code cannot be guessed)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await test({ databaseUrl: '', setupCode: `WRONG-${i}` })).status);
    for (let i = 0; i < 6; i++) statuses.push((await test({ databaseUrl: '', setupCode: CODE })).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 422, 422, 422, 422, 429, 429]);
    expect((await (await test({ databaseUrl: '', setupCode: CODE })).json()).error.message).toBe(
      'Too many connection tests. Wait a minute and try again.',
    );
  });

  it('refuses everyone when no setup code was issued', async () => {
    const noCode = createSetupApp(env, '/nonexistent');
    const res = await test({ databaseUrl: 'postgres://x@y/z', setupCode: 'anything' }, '127.0.0.1', { origin: ORIGIN }, noCode);
    expect(res.status).toBe(403);
  });

  it('refuses every other API call with the spec message', async () => {
    const res = await app.request('/api/me');
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe('Database connection not available');
  });
});
