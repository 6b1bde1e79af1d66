import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '@server/features/users/create-admin.service';
import { call, createTestApp, makeUser, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create-admin', () => {
  it('creates a super admin who signs in with every flag', async () => {
    expect(await createOrPromoteAdmin(t.deps, { email: 'root@provider.example', password: 'Lofty-Granite-Pebble-62', name: 'Root' })).toBe('created');
    const cookie = await signIn(t, 'root@provider.example', 'Lofty-Granite-Pebble-62');
    const me = (await call(t, 'GET', '/api/me', { cookie })).json;
    expect(me.user).toMatchObject({ isSuperadmin: true, name: 'Root' });
    expect(me.flags.admin_access).toBe(true);
    expect(me.flags.is_property_owner).toBe(false);
  });

  it('promotes an existing user, sets the new password and ends their old sessions', async () => {
    await makeUser(t, { email: 'staffer@provider.example', roleName: 'staff' });
    const old = await signIn(t, 'staffer@provider.example');
    expect(await createOrPromoteAdmin(t.deps, { email: 'staffer@provider.example', password: 'Another-Granite-Pebble-63' })).toBe('promoted');
    expect((await call(t, 'GET', '/api/me', { cookie: old })).status).toBe(401);
    const cookie = await signIn(t, 'staffer@provider.example', 'Another-Granite-Pebble-63');
    expect((await call(t, 'GET', '/api/me', { cookie })).json.user.isSuperadmin).toBe(true);
  });

  it('refuses a weak password and creates nobody', async () => {
    await expect(createOrPromoteAdmin(t.deps, { email: 'weak@provider.example', password: 'abc' })).rejects.toThrow(
      'Password must be at least 6 characters',
    );
    const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'weak@provider.example', password: 'abc' } });
    expect(res.status).toBe(401);
  });
});
