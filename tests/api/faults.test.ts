/**
 * Reliability 1, faults: the server as a separate process takes 1,000 writes and is killed with
 * SIGKILL mid-stream; started again on the same data, every write it answered 2xx is there and the
 * embedded database opens again (the dead process's lock file is taken over, while a live holder
 * still refuses a second process). SIGTERM lets requests in flight finish before the process exits.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPostgres, signUpOwner, startServer, type ServerProcess } from './server-process';

const WRITES = 1000;
const KILL_AFTER = 400;
const CONCURRENCY = 8;

const started: ServerProcess[] = [];
afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
});
async function start(env: Record<string, string>) {
  const s = await startServer(env);
  started.push(s);
  return s;
}

/** Creates properties named `${prefix} n` until `stopAfter` are answered, then calls `onStop`; returns the answered ids. */
async function writeProperties(server: ServerProcess, cookie: string, clientId: string, prefix: string, total: number, stopAfter: number, onStop: () => void) {
  const acknowledged = new Map<string, string>(); // id -> name
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (next < total) {
      const name = `${prefix} ${next++}`;
      try {
        const res = await server.request('POST', '/api/properties', { cookie, body: { name, clientId, notes: `note for ${name}` } });
        if (res.status === 201) acknowledged.set(res.json.property.id, name);
        else if (!stopped) throw new Error(`write refused: ${res.status} ${JSON.stringify(res.json)}`);
      } catch (err) {
        if (!stopped) throw err;
        return; // the connection died with the server: this write was never answered
      }
      if (!stopped && acknowledged.size >= stopAfter) {
        stopped = true;
        onStop();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return acknowledged;
}

async function listNames(server: ServerProcess, cookie: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let offset = 0; ; offset += 500) {
    const res = await server.request('GET', `/api/properties?limit=500&offset=${offset}`, { cookie });
    expect(res.status).toBe(200);
    for (const p of res.json.properties as { id: string; name: string }[]) names.set(p.id, p.name);
    if (res.json.properties.length < 500) return names;
  }
}

const kinds = [{ kind: 'pglite' as const }, ...(process.env.TEST_DATABASE_URL ? [{ kind: 'postgres' as const }] : [])];

describe.each(kinds)('faults on $kind', ({ kind }) => {
  let env: Record<string, string>;
  let dataDir = '';
  let drop = async () => {};
  let cookie = '';
  let clientId = '';
  const acknowledged = new Map<string, string>();

  afterAll(async () => {
    await drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered write through SIGKILL, and the embedded database opens again', { timeout: 180_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-faults-'));
    env = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const db = await scratchPostgres(process.env.TEST_DATABASE_URL!);
      drop = db.drop;
      env.DATABASE_URL = db.url;
    }
    const first = await start(env);
    cookie = await signUpOwner(first, `fault.${kind}@owner.example`);
    const me = await first.request('GET', '/api/me/client', { cookie });
    expect(me.status).toBe(200);
    clientId = me.json.client.id;

    const written = await writeProperties(first, cookie, clientId, 'Write', WRITES, KILL_AFTER, () => first.child.kill('SIGKILL'));
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(written.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(written.size).toBeLessThan(WRITES); // it really died mid-stream
    for (const [id, name] of written) acknowledged.set(id, name);

    const lockFile = path.join(dataDir, 'db.lock');
    if (kind === 'pglite') expect(Number(fs.readFileSync(lockFile, 'utf8'))).toBe(first.child.pid); // left behind by the dead process

    const second = await start(env); // takes the stale lock over and opens the database
    const names = await listNames(second, cookie); // the session survived too: it is in the database
    const missing = [...acknowledged].filter(([id, name]) => names.get(id) !== name);
    expect(missing).toEqual([]);

    if (kind === 'pglite') {
      expect(Number(fs.readFileSync(lockFile, 'utf8'))).toBe(second.child.pid);
      // A second process on the same directory while the first lives is refused.
      const intruder = await startServer(env, { waitForHealth: false });
      started.push(intruder);
      const deadline = Date.now() + 60_000;
      while (!/in use by another process/.test(intruder.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(intruder.output()).toMatch(new RegExp(`in use by another process \\(pid ${second.child.pid}\\)`));
      intruder.child.kill('SIGKILL');
      await intruder.exited;
      expect(Number(fs.readFileSync(lockFile, 'utf8'))).toBe(second.child.pid);
      expect((await second.request('GET', '/api/health')).status).toBe(200);
    }

    // SIGTERM: the writes in flight are answered, then the process exits cleanly and frees the lock.
    const drained = await writeProperties(second, cookie, clientId, 'Drain', 40, 1, () => second.child.kill('SIGTERM'));
    const exit2 = await second.exited;
    expect(exit2).toEqual({ code: 0, signal: null });
    expect(second.output()).toMatch(/SIGTERM: finishing requests in flight/);
    expect(drained.size).toBeGreaterThanOrEqual(1);
    if (kind === 'pglite') expect(fs.existsSync(lockFile)).toBe(false);
    for (const [id, name] of drained) acknowledged.set(id, name);

    const third = await start(env);
    const after = await listNames(third, cookie);
    expect([...acknowledged].filter(([id, name]) => after.get(id) !== name)).toEqual([]);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  });
});
