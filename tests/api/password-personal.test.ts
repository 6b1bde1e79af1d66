/** Correction 13: one rule everywhere a password is set: it must not hold the user's own name or e-mail. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '@server/db/schema';
import { call, createTestApp, makeUser, PASSWORD, signIn, type TestApp, userWithRole } from './harness';

const REFUSED = 'Password must not contain your name or e-mail address.';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'root@provider.example', 'admin', true);
});
afterAll(() => t.close());

const hashOf = async (email: string) => {
  const user = (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];
  const ctx = await t.deps.auth.$context;
  return (await ctx.internalAdapter.findCredentialAccount(user.id))?.password;
};

describe('a password holding the user’s own name or e-mail is refused (422, nothing changed)', () => {
  it('at sign-up', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Rosalind Pike', email: 'ros.pike@owner.example', password: 'Rosalind-Copper-Kettle-91', homeAddress: '1 High St' },
      ip: '10.20.0.1',
    });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(REFUSED);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'ros.pike@owner.example'))).toHaveLength(0);
  });

  it('when changing one’s own password', async () => {
    const { cookie } = await userWithRole(t, 'maxine.holt@staff.example', 'staff');
    const before = await hashOf('maxine.holt@staff.example');
    const res = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: PASSWORD, newPassword: 'Copper-Maxine-Kettle-91' } });
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([{ path: 'newPassword', message: REFUSED }]);
    expect(await hashOf('maxine.holt@staff.example')).toBe(before);
  });

  it('when a super admin creates a user or sets their password', async () => {
    const created = await call(t, 'POST', '/api/users', {
      cookie: admin.cookie,
      body: { email: 'new.starter@staff.example', name: 'Bartholomew Finch', password: 'Finch-Copper-Kettle-91', role: 'staff' },
    });
    expect(created.status).toBe(422);
    expect(created.json.error.message).toBe(REFUSED);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'new.starter@staff.example'))).toHaveLength(0);

    const target = await makeUser(t, { email: 'quentin@staff.example', name: 'Quentin Blake', roleName: 'staff' });
    const before = await hashOf('quentin@staff.example');
    const set = await call(t, 'POST', `/api/users/${target.id}/password`, { cookie: admin.cookie, body: { password: 'quentin@staff.example!' } });
    expect(set.status).toBe(422);
    expect(set.json.error.message).toBe(REFUSED);
    expect(await hashOf('quentin@staff.example')).toBe(before);
  });

  it('when staff reset a client’s portal password (the client’s business name counts too)', async () => {
    const owner = await makeUser(t, { email: 'ivy@owner.example', name: 'Ivy Lane', roleName: 'client' });
    const [client] = await t.deps.db
      .insert(clients)
      .values({ name: 'Seaside Cottages', primaryEmail: 'ivy@owner.example', userId: owner.id, status: 'customer' })
      .returning();
    for (const password of ['Seaside-Cottages-2026', 'Lane-Copper-Kettle-91']) {
      const res = await call(t, 'POST', `/api/clients/${client.id}/portal-password`, { cookie: admin.cookie, body: { password } });
      expect(res.status).toBe(422);
    }
    expect(await signIn(t, 'ivy@owner.example', PASSWORD, '10.20.0.9')).toContain('=');
  });
});
