/**
 * The real server as a separate process (src/server/index.ts with npm start's node flags) on a port of
 * its own, for the fault and several-instances tests: they kill it, stop it with SIGTERM and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';
import { bodyOf } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TEST_SECRET = 'fault-tests-secret-0123456789abcdef0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Calls the server as the web app does (same origin), keeping no cookie jar. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are inspected freely
  request(method: string, url: string, options?: { cookie?: string; body?: unknown }): Promise<{ status: number; json: any; headers: Headers }>;
  /** SIGTERM, then SIGKILL if it is still running after 5 s. */
  stop(): Promise<void>;
}

/**
 * Starts the server and waits until /api/health says the database is up (or `waitForHealth` is false).
 * `args`: command-line arguments for the server, e.g. ['--demo'].
 */
export async function startServer(env: Record<string, string>, options: { waitForHealth?: boolean; args?: string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-web-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/index.ts', ...(options.args ?? [])], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      WEB_DIR: webDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const request: ServerProcess['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { origin: url };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    return { status: res.status, json: await bodyOf(res), headers: res.headers };
  };

  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = { url, child, output: () => out, exited, request, stop };
  if (options.waitForHealth === false) return server;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited while starting:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200 && ((await res.json()) as { ok?: boolean }).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy:\n${out}`);
}

export function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A database of its own on TEST_DATABASE_URL's server, dropped by the returned function. */
export async function scratchPostgres(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Signs up a new owner on the server and returns the session cookie. */
export async function signUpOwner(server: ServerProcess, email: string): Promise<string> {
  const res = await server.request('POST', '/api/auth/sign-up/email', {
    body: { name: 'Fault Tester', email, password: 'Sturdy-Copper-Kettle-91', homeAddress: '1 Quay Street, Stockton' },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  // Sign-up answers alike for new and known e-mails and signs nobody in: the owner signs in next.
  const signIn = await server.request('POST', '/api/auth/sign-in/email', { body: { email, password: 'Sturdy-Copper-Kettle-91' } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.json)}`);
  return cookieOf(signIn.headers);
}
