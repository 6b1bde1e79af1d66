/** Security finding 10: the caller's signed-in devices, signing them out, and the audit of role changes. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '@server/db/schema';
import { call, cookieFrom, createTestApp, makeUser, PASSWORD, type TestApp, userWithRole } from './harness';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInAs(email: string, ip: string, userAgent: string): Promise<string> {
  const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD }, ip, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return cookieFrom(res.headers);
}

const devices = async (cookie: string) => (await call(t, 'GET', '/api/me/sessions', { cookie })).json.sessions as Record<string, unknown>[];

describe('signed out', () => {
  it('gets 401 on every devices route', async () => {
    expect((await call(t, 'GET', '/api/me/sessions')).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/me/sessions/abc')).status).toBe(401);
    expect((await call(t, 'POST', '/api/me/sessions/sign-out-others', { body: {} })).status).toBe(401);
  });
});

describe('GET /api/me/sessions', () => {
  it('lists the caller’s own devices, this one first, with browser, system, IP and times, never a token', async () => {
    await makeUser(t, { email: 'dana@staff.example', roleName: 'staff' });
    await makeUser(t, { email: 'other@staff.example', roleName: 'staff' });
    const phone = await signInAs('dana@staff.example', '198.51.100.1', SAFARI_IPHONE);
    const desktop = await signInAs('dana@staff.example', '198.51.100.2', CHROME_WIN);
    await signInAs('other@staff.example', '198.51.100.3', CHROME_WIN);
    const list = await devices(desktop);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', ipAddress: '198.51.100.2', current: true });
    expect(list[1]).toMatchObject({ browser: 'Safari', os: 'iPhone', ipAddress: '198.51.100.1', current: false });
    expect(Object.keys(list[0]).sort()).toEqual(['browser', 'current', 'id', 'ipAddress', 'lastActiveAt', 'os', 'signedInAt']);
    expect(JSON.stringify(list)).not.toMatch(new RegExp(desktop.split('=')[1].split('.')[0]));
    expect((await devices(phone))[0]).toMatchObject({ os: 'iPhone', current: true });
  });

  it('answers every role with their own devices', async () => {
    for (const [email, role, superadmin] of [
      ['own@owner.example', 'client', false],
      ['cory@courier.example', 'courier', false],
      ['mona@manager.example', 'manager', false],
      ['ada@admin.example', 'admin', true],
    ] as const) {
      const { cookie } = await userWithRole(t, email, role, superadmin);
      const list = await devices(cookie);
      expect(list, email).toHaveLength(1);
      expect(list[0].current).toBe(true);
    }
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('signs out one of the caller’s other devices, and audits it', async () => {
    const user = await makeUser(t, { email: 'erin@staff.example', roleName: 'staff' });
    const phone = await signInAs('erin@staff.example', '198.51.100.10', SAFARI_IPHONE);
    const desktop = await signInAs('erin@staff.example', '198.51.100.11', CHROME_WIN);
    const phoneId = (await devices(desktop)).find((d) => !d.current)!.id as string;
    const res = await call(t, 'DELETE', `/api/me/sessions/${phoneId}`, { cookie: desktop, ip: '198.51.100.11', headers: { 'user-agent': CHROME_WIN } });
    expect(res.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: phone })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie: desktop })).status).toBe(200);
    const [audit] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.sign_out_device')));
    expect(audit).toMatchObject({ actorUserId: user.id, ipAddress: '198.51.100.11', userAgent: CHROME_WIN });
  });

  it('cannot sign out another user’s device (404, nothing changed)', async () => {
    await makeUser(t, { email: 'fay@staff.example', roleName: 'staff' });
    await makeUser(t, { email: 'gus@owner.example', roleName: 'client' });
    const fay = await signInAs('fay@staff.example', '198.51.100.20', CHROME_WIN);
    const gus = await signInAs('gus@owner.example', '198.51.100.21', CHROME_WIN);
    const gusId = (await devices(gus))[0].id as string;
    const res = await call(t, 'DELETE', `/api/me/sessions/${gusId}`, { cookie: fay });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('That device is not signed in to your account.');
    expect((await call(t, 'GET', '/api/me', { cookie: gus })).status).toBe(200);
  });

  it('refuses a malformed id with 422 and changes nothing', async () => {
    const { user, cookie } = await userWithRole(t, 'hal@staff.example', 'staff');
    const before = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const res = await call(t, 'DELETE', `/api/me/sessions/${encodeURIComponent("x' or '1'='1")}`, { cookie });
    expect(res.status).toBe(422);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(before);
  });
});

describe('POST /api/me/sessions/sign-out-others', () => {
  it('signs out every other device of the caller only, and keeps this one', async () => {
    await makeUser(t, { email: 'ida@staff.example', roleName: 'staff' });
    await makeUser(t, { email: 'jon@staff.example', roleName: 'staff' });
    const a = await signInAs('ida@staff.example', '198.51.100.30', CHROME_WIN);
    const b = await signInAs('ida@staff.example', '198.51.100.31', SAFARI_IPHONE);
    const c = await signInAs('ida@staff.example', '198.51.100.32', SAFARI_IPHONE);
    const jon = await signInAs('jon@staff.example', '198.51.100.33', CHROME_WIN);
    const res = await call(t, 'POST', '/api/me/sessions/sign-out-others', { cookie: a, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ signedOut: 2, calendarFeedReset: false });
    expect((await call(t, 'GET', '/api/me', { cookie: b })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie: c })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie: a })).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: jon })).status).toBe(200);
    expect(await devices(a)).toHaveLength(1);
  });

  it('gives the calendar feed a new link when asked, so the old feed URL answers 404 (issue 19 L8)', async () => {
    const user = await makeUser(t, { email: 'feed.owner@staff.example', roleName: 'staff' });
    const here = await signInAs('feed.owner@staff.example', '198.51.100.34', CHROME_WIN);
    const thief = await signInAs('feed.owner@staff.example', '198.51.100.35', SAFARI_IPHONE);
    const feed = await call(t, 'POST', '/api/calendar-feed', { cookie: here });
    const oldPath = new URL(feed.json.url).pathname;
    expect((await call(t, 'GET', oldPath)).status).toBe(200);

    // Without the box ticked the feed stays as it was.
    expect((await call(t, 'POST', '/api/me/sessions/sign-out-others', { cookie: here, body: {} })).json).toEqual({ signedOut: 1, calendarFeedReset: false });
    expect((await call(t, 'GET', oldPath)).status).toBe(200);

    await signInAs('feed.owner@staff.example', '198.51.100.35', SAFARI_IPHONE);
    const res = await call(t, 'POST', '/api/me/sessions/sign-out-others', { cookie: here, body: { resetCalendarFeed: true } });
    expect(res.json).toEqual({ signedOut: 1, calendarFeedReset: true });
    expect((await call(t, 'GET', oldPath)).status).toBe(404);
    const renewed = await call(t, 'GET', '/api/calendar-feed', { cookie: here });
    expect(renewed.json.url).not.toBe(feed.json.url);
    expect((await call(t, 'GET', new URL(renewed.json.url).pathname)).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: thief })).status).toBe(401);
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'calendar_feed.reset')));
    expect(audits).toHaveLength(1);
  });

  it('asks nothing of a user without a feed, and refuses a flag that is not true or false', async () => {
    await makeUser(t, { email: 'no.feed@staff.example', roleName: 'staff' });
    const here = await signInAs('no.feed@staff.example', '198.51.100.36', CHROME_WIN);
    expect((await call(t, 'POST', '/api/me/sessions/sign-out-others', { cookie: here, body: { resetCalendarFeed: true } })).json).toEqual({
      signedOut: 0,
      calendarFeedReset: false,
    });
    expect((await call(t, 'POST', '/api/me/sessions/sign-out-others', { cookie: here, body: { resetCalendarFeed: 'yes' } })).status).toBe(422);
  });
});

describe('the audit log of role changes and password changes', () => {
  it('records them with IP and user agent', async () => {
    const { cookie: admin } = await userWithRole(t, 'kim@admin.example', 'admin', true);
    const staff = await userWithRole(t, 'lee@staff.example', 'staff');
    const res = await call(t, 'PATCH', `/api/users/${staff.user.id}`, { cookie: admin, body: { role: 'manager' }, ip: '198.51.100.40', headers: { 'user-agent': CHROME_WIN } });
    expect(res.status).toBe(200);
    const [role] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, staff.user.id), eq(auditLog.action, 'user.role')));
    expect(role).toMatchObject({ ipAddress: '198.51.100.40', userAgent: CHROME_WIN, details: { from: 'staff', to: 'manager' } });

    const change = await call(t, 'POST', '/api/me/password', {
      cookie: staff.cookie,
      body: { currentPassword: PASSWORD, newPassword: 'Velvet-Compass-Orbit-64' },
      ip: '198.51.100.41',
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(change.status).toBe(200);
    const [pw] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, staff.user.id), eq(auditLog.action, 'user.password_change')));
    expect(pw).toMatchObject({ actorUserId: staff.user.id, ipAddress: '198.51.100.41', userAgent: SAFARI_IPHONE });
  });
});
