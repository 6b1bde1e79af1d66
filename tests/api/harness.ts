/**
 * A fresh app per test file: in-memory PGlite, or a database of its own on the PostgreSQL named by
 * TEST_DATABASE_URL, copied from the run's migrated template (global-setup.ts).
 */
import { randomUUID } from 'node:crypto';
import { adminQuery, databaseUrl } from '../lib/postgres-admin';
import { inject } from 'vitest';
import { createApp, type App } from '@server/app';
import { createDeps, prepareDatabase } from '@server/boot';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { readEnv } from '@server/env';
import type { AppDeps } from '@server/lib/context';
import { createAccount, type NewAccount } from '@server/features/users';
import { rolePermissions, roles } from '@server/db/schema';
import { PERMISSION_FLAGS, roleFlags, type PermissionFlags } from '@shared/domain/permissions';

export const APP_URL = 'http://localhost:3000';
export const PASSWORD = 'Sturdy-Copper-Kettle-91';

export interface TestApp {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

/** envOverrides: extra settings, e.g. STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for the Stripe path. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = readEnv({ NODE_ENV: 'test', APP_URL, PROVIDER_ADMIN_EMAILS: 'office@provider.example', ...envOverrides });
  let database: Database;
  let dropDatabase = async () => {};
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // A database of its own per test file: the migrations name the public schema. A copy of the
    // migrated template when the run made one; else migrated here.
    const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const template = inject('apiTemplateDatabase');
    await adminQuery(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
    const testUrl = databaseUrl(url, name);
    database = openPostgres(testUrl);
    if (!template) await prepareDatabase(database);
    dropDatabase = () => adminQuery(url, `drop database ${name} with (force)`);
  } else {
    database = await openPglite(undefined);
    await prepareDatabase(database);
  }
  const deps = await createDeps(database, env);
  const app = createApp(deps);
  return {
    app,
    deps,
    close: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}


export interface CallOptions {
  cookie?: string;
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the app as a browser on the given IP would. */
export async function call(t: TestApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { origin: APP_URL, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await t.app.request(`${APP_URL}${path}`, { method, headers, body }, {
    incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are inspected freely
  return { status: res.status, json: (await bodyOf(res)) as any, headers: res.headers };
}

/** A response's JSON, its text when it is not JSON, or null when empty. */
export async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, ip?: string): Promise<string> {
  const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return cookieFrom(res.headers);
}

export async function makeUser(t: TestApp, input: Partial<NewAccount> & { email: string }) {
  return createAccount(t.deps.auth, t.deps.db, { password: PASSWORD, name: input.email.split('@')[0], ...input });
}

/** A user with a role, signed in: returns the user row and the session cookie. */
export async function userWithRole(t: TestApp, email: string, roleName: string | null, isSuperadmin = false) {
  const user = await makeUser(t, { email, roleName, isSuperadmin });
  return { user, cookie: await signIn(t, email) };
}

/** A role like staff's with some flags changed, for testing that a missing flag is refused. */
export async function makeRole(t: TestApp, roleName: string, flags: Partial<PermissionFlags>) {
  const [role] = await t.deps.db.insert(roles).values({ roleName, displayName: roleName }).returning();
  const all = { ...roleFlags('staff'), ...flags };
  await t.deps.db
    .insert(rolePermissions)
    .values(PERMISSION_FLAGS.map((f) => ({ roleId: role.id, permissionName: f, permissionValue: all[f] })));
}
