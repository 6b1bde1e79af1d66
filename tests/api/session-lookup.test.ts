/**
 * The per-request session lookup (session.middleware): signed cookie, absolute and idle lifetime,
 * refresh written at most once per interval, and no memory of revoked sessions or changed roles.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { rolePermissions, roles, sessions } from '@server/db/schema';
import { SESSION_REFRESH_SECONDS } from '@shared/domain/session-lifetime';
import { call, createTestApp, makeUser, signIn, type TestApp } from './harness';

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const sessionOf = async (cookie: string) => {
  const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
  const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
};

describe('session lifetime', () => {
  it('refuses a session older than 7 days with 401, even when it was used an hour ago', async () => {
    await makeUser(t, { email: 'week@staff.example', roleName: 'staff' });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const cookie = await signIn(t, 'week@staff.example');
    for (let h = 20; h < 7 * 24; h += 20) {
      vi.setSystemTime(start + h * HOUR);
      expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(200);
    }
    vi.setSystemTime(start + (7 * 24 - 1) * HOUR);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(200);
    vi.setSystemTime(start + 7 * 24 * HOUR + 60_000);
    const res = await call(t, 'GET', '/api/me', { cookie });
    expect(res.status).toBe(401);
    expect(await sessionOf(cookie)).toBeUndefined(); // the dead session is removed
  });

  it('writes activity at most once per refresh interval and renews the cookie when it does', async () => {
    await makeUser(t, { email: 'busy@staff.example', roleName: 'staff' });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const cookie = await signIn(t, 'busy@staff.example');
    const first = await sessionOf(cookie);
    vi.setSystemTime(start + 60_000);
    const quiet = await call(t, 'GET', '/api/me', { cookie });
    expect(quiet.status).toBe(200);
    expect(quiet.headers.getSetCookie()).toHaveLength(0);
    expect((await sessionOf(cookie)).expiresAt).toEqual(first.expiresAt);

    vi.setSystemTime(start + (SESSION_REFRESH_SECONDS + 60) * 1000);
    const renewed = await call(t, 'GET', '/api/me', { cookie });
    expect(renewed.status).toBe(200);
    const after = await sessionOf(cookie);
    expect(after.expiresAt.getTime()).toBe(start + (SESSION_REFRESH_SECONDS + 60) * 1000 + 24 * HOUR);
    const setCookie = renewed.headers.getSetCookie().join(';');
    expect(setCookie).toContain(cookie.split('=')[0]);
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).toMatch(/HttpOnly/);
    // The renewed cookie carries the same session.
    const again = renewed.headers.getSetCookie()[0].split(';')[0];
    expect((await call(t, 'GET', '/api/me', { cookie: again })).status).toBe(200);
  });
});

describe('session cookie and revocation', () => {
  it('refuses a cookie whose signature does not match, and one with no signature', async () => {
    await makeUser(t, { email: 'forge@staff.example', roleName: 'staff' });
    const cookie = await signIn(t, 'forge@staff.example');
    const [name, value] = cookie.split('=');
    const [token] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await call(t, 'GET', '/api/me', { cookie: forged })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie: `${name}=${token}` })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('sees a deleted session, and a changed role permission, on the very next request', async () => {
    await makeUser(t, { email: 'change@staff.example', roleName: 'staff' });
    const cookie = await signIn(t, 'change@staff.example');
    const before = await call(t, 'GET', '/api/me', { cookie });
    expect(before.json.flags.clients_view).toBe(true);
    const [staff] = await t.deps.db.select().from(roles).where(eq(roles.roleName, 'staff'));
    const restore = await t.deps.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, staff.id));
    await t.deps.db.update(rolePermissions).set({ permissionValue: false }).where(eq(rolePermissions.roleId, staff.id));
    try {
      const after = await call(t, 'GET', '/api/me', { cookie });
      expect(after.json.flags.clients_view).toBe(false);
      expect((await call(t, 'GET', '/api/clients', { cookie })).status).toBe(403);
    } finally {
      for (const p of restore) await t.deps.db.update(rolePermissions).set({ permissionValue: p.permissionValue }).where(eq(rolePermissions.id, p.id));
    }
    await t.deps.db.delete(sessions).where(eq(sessions.token, (await sessionOf(cookie)).token));
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
  });
});
