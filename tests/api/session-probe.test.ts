/** Issue 19, Experience Low: the web app's session probe answers 200 signed out, so no 401 is logged. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/session', () => {
  it('answers 200 { me: null } signed out, and for a cookie that is not a session', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await call(t, 'GET', '/api/session', { cookie });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ me: null });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await call(t, 'GET', '/api/me')).status).toBe(401); // API callers still get the 401
  });

  it('answers the GET /api/me body when signed in, and null again after sign-out', async () => {
    const { cookie } = await userWithRole(t, 'probe@staff.example', 'staff');
    const me = await call(t, 'GET', '/api/me', { cookie });
    const probe = await call(t, 'GET', '/api/session', { cookie });
    expect(probe.status).toBe(200);
    expect(probe.json).toEqual({ me: me.json });
    expect((await call(t, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await call(t, 'GET', '/api/session', { cookie })).json).toEqual({ me: null });
  });

  it('still refuses a deactivated account’s session (its sessions end)', async () => {
    const { user, cookie } = await userWithRole(t, 'gone@staff.example', 'staff');
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call(t, 'GET', '/api/session', { cookie })).status).toBe(401);
    expect((await call(t, 'GET', '/api/session', { cookie })).json).toEqual({ me: null });
  });
});
