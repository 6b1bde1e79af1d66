import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const env = readEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), APP_URL: 'https://linen.example/', PAYMENTS_TEST_MODE: 'true' });
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
  const app = createSetupApp(env, '/nonexistent', CODE);
  const test = (body: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    app.request(
      '/api/setup/test-connection',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress } } },
    );

  it('reports the database down', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, database: 'down', configured: true });
  });

  it('requires a URL with the spec message', async () => {
    const res = await test({ databaseUrl: '' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('Please enter both URL and API key');
  });

  it('tests a URL that does not answer and gives a short reason, not the driver’s error', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await test({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, address);
      expect(await res.json()).toEqual({ ok: false, message: 'Could not connect: connection refused' });
    }
  });

  it('answers another machine only with the setup code from the server log (forwarded headers do not count)', async () => {
    const probe = { databaseUrl: 'postgres://nobody@10.0.0.5:22/none' };
    const spoofed = await test(probe, '192.0.2.10', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' });
    expect(spoofed.status).toBe(403);
    expect((await spoofed.json()).error.code).toBe('setup_code_required');
    const wrong = await test({ ...probe, setupCode: 'WRONG-CODE' }, '192.0.2.10');
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toEqual({ code: 'setup_code_wrong', message: 'That setup code is not right. Copy it from the server log.' });
    const empty = await test({ databaseUrl: '', setupCode: 'abcd 1234 ef56' }, '192.0.2.10');
    expect(empty.status).toBe(422); // the right code (any case or spacing) lets the request through
    const res = await test({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', setupCode: CODE }, '192.0.2.10');
    expect(await res.json()).toEqual({ ok: false, message: 'Could not connect: connection refused' });
  });

  it('refuses another machine altogether when no setup code was issued', async () => {
    const noCode = createSetupApp(env, '/nonexistent');
    const res = await noCode.request(
      '/api/setup/test-connection',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ databaseUrl: 'postgres://x@y/z', setupCode: 'anything' }) },
      { incoming: { socket: { remoteAddress: '192.0.2.11' } } },
    );
    expect(res.status).toBe(403);
  });

  it('refuses every other API call with the spec message', async () => {
    const res = await app.request('/api/me');
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe('Database connection not available');
  });
});
