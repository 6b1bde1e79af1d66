/** Settings, User Management (super admins only): list, create, edit, activate, set password, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog, sessions, users } from '@server/db/schema';
import { editUser, removeUser } from '@server/features/users/users.service';
import type { RequestContext } from '@server/lib/context';
import { call, createTestApp, makeUser, PASSWORD, signIn, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: { id: string; cookie: string };
let manager: string;
let owner: string;
let ipCount = 0;
const nextIp = () => `10.30.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

const NEW_USER = { email: 'Nina.New@Staff.example', password: 'Granite-Pepper-Violin-35', name: 'Nina New', role: 'manager' };

beforeAll(async () => {
  t = await createTestApp();
  const a = await userWithRole(t, 'root@provider.example', 'admin', true);
  admin = { id: a.user.id, cookie: a.cookie };
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  owner = (await userWithRole(t, 'owen@owner.example', 'client')).cookie;
});
afterAll(() => t.close());

async function auditOf(action: string, entityId: string) {
  return t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe('authorization', () => {
  const endpoints = (id: string): [string, string, unknown][] => [
    ['GET', '/api/users', undefined],
    ['POST', '/api/users', NEW_USER],
    ['PATCH', `/api/users/${id}`, { name: 'Hacked' }],
    ['POST', `/api/users/${id}/password`, { password: 'Granite-Pepper-Violin-35' }],
    ['DELETE', `/api/users/${id}`, undefined],
  ];

  it('refuses signed-out callers with 401', async () => {
    for (const [method, path, body] of endpoints(admin.id)) {
      const res = await call(t, method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a manager and a property owner with 403, changing nothing', async () => {
    const victim = await makeUser(t, { email: 'victim@staff.example', roleName: 'staff', name: 'Victim' });
    for (const cookie of [manager, owner]) {
      for (const [method, path, body] of endpoints(victim.id)) {
        const res = await call(t, method, path, { cookie, body });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ name: 'Victim', isActive: true });
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'nina.new@staff.example'))).toHaveLength(0);
    await signIn(t, 'victim@staff.example', PASSWORD, nextIp());
  });
});

describe('GET /api/users', () => {
  it('lists users with their role, newest first, without any password or hash', async () => {
    const res = await call(t, 'GET', '/api/users', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const root = res.json.users.find((u: { email: string }) => u.email === 'root@provider.example');
    expect(root).toEqual({
      id: admin.id,
      name: 'root',
      email: 'root@provider.example',
      phone: null,
      role: 'admin',
      isSuperadmin: true,
      isActive: true,
      lastSignInAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(res.json.users.find((u: { email: string }) => u.email === 'owen@owner.example').role).toBe('client');
    const created = res.json.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/password|hash/i);
    const [{ password: hash }] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, admin.id));
    expect(text).not.toContain(hash!);
  });
});

describe('POST /api/users', () => {
  it('creates a user who can sign in with the role’s flags, and records it', async () => {
    const res = await call(t, 'POST', '/api/users', { cookie: admin.cookie, body: NEW_USER });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email: 'nina.new@staff.example', name: 'Nina New', role: 'manager', isSuperadmin: false, isActive: true, lastSignInAt: null });
    expect(JSON.stringify(res.json)).not.toMatch(/password/i);

    const cookie = await signIn(t, 'nina.new@staff.example', NEW_USER.password, nextIp());
    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.json.role).toBe('manager');
    expect(me.json.user.isSuperadmin).toBe(false);
    expect(me.json.flags).toMatchObject({ clients_edit: true, is_property_owner: false, admin_access: false });

    const [entry] = await auditOf('user.create', res.json.user.id);
    expect(entry).toMatchObject({ actorUserId: admin.id, entityType: 'user', details: { email: 'nina.new@staff.example', role: 'manager' } });
    expect(JSON.stringify(entry.details)).not.toContain(NEW_USER.password);
  });

  it('creates a super admin for the admin role', async () => {
    const res = await call(t, 'POST', '/api/users', {
      cookie: admin.cookie,
      body: { email: 'ada@provider.example', password: 'Lunar-Thistle-Beacon-64', name: 'Ada Admin', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ role: 'admin', isSuperadmin: true });
    const cookie = await signIn(t, 'ada@provider.example', 'Lunar-Thistle-Beacon-64', nextIp());
    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.json.user.isSuperadmin).toBe(true);
    expect(me.json.flags.admin_access).toBe(true);
    expect((await call(t, 'GET', '/api/users', { cookie })).status).toBe(200);
  });

  it('refuses a duplicate e-mail (any case)', async () => {
    const res = await call(t, 'POST', '/api/users', { cookie: admin.cookie, body: { ...NEW_USER, email: 'NINA.NEW@staff.example' } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('A user with this e-mail already exists');
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'nina.new@staff.example'))).toHaveLength(1);
  });

  it('requires e-mail, password, full name and role, and a strong password; creates nothing otherwise', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...NEW_USER, email: '' }, 'E-mail is required'],
      [{ ...NEW_USER, email: undefined }, 'E-mail is required'],
      [{ ...NEW_USER, password: undefined }, 'Password is required'],
      [{ ...NEW_USER, name: ' ' }, 'Full name is required'],
      [{ ...NEW_USER, role: undefined }, 'Role is required'],
      [{ ...NEW_USER, role: 'emperor' }, 'Role is required'],
      [{ ...NEW_USER, password: 'abc' }, 'Password must be at least 6 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/users', { cookie: admin.cookie, body: { ...body, email: body.email === NEW_USER.email ? 'maybe@staff.example' : body.email } });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    const weak = await call(t, 'POST', '/api/users', { cookie: admin.cookie, body: { ...NEW_USER, email: 'maybe@staff.example', password: 'password1' } });
    expect(weak.status).toBe(422);
    expect(weak.json.error.message).toMatch(/^Password is too weak\./);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'maybe@staff.example'))).toHaveLength(0);
  });
});

describe('PATCH /api/users/:id', () => {
  it('edits name, phone and role, and records the role change', async () => {
    const { user, cookie } = await userWithRole(t, 'edit.me@staff.example', 'staff');
    const res = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { name: 'Edna Edited', phone: '07700 900222', role: 'cleaner' } });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Edna Edited', phone: '07700 900222', role: 'cleaner', isSuperadmin: false });
    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.json.role).toBe('cleaner');
    expect(me.json.flags.kanban_edit).toBe(false);
    expect(await auditOf('user.role', user.id)).toMatchObject([{ actorUserId: admin.id, details: { from: 'staff', to: 'cleaner' } }]);

    const promoted = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { role: 'admin' } });
    expect(promoted.json.user).toMatchObject({ role: 'admin', isSuperadmin: true });
    const demoted = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { role: 'client' } });
    expect(demoted.json.user).toMatchObject({ role: 'client', isSuperadmin: false });
    expect((await call(t, 'GET', '/api/me', { cookie })).json.flags.is_property_owner).toBe(true);
  });

  it('never changes the e-mail', async () => {
    const user = await makeUser(t, { email: 'keep.mail@staff.example', roleName: 'staff' });
    const res = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { name: 'X', email: 'new@staff.example' } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Email cannot be changed');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'keep.mail@staff.example', name: 'keep.mail' });
  });

  it('refuses changing your own role and deactivating yourself', async () => {
    const own = await call(t, 'PATCH', `/api/users/${admin.id}`, { cookie: admin.cookie, body: { role: 'manager' } });
    expect(own.status).toBe(422);
    expect(own.json.error.message).toBe('You cannot change your own role');
    const off = await call(t, 'PATCH', `/api/users/${admin.id}`, { cookie: admin.cookie, body: { isActive: false } });
    expect(off.status).toBe(422);
    expect(off.json.error.message).toBe('You cannot deactivate your own account');
    const same = await call(t, 'PATCH', `/api/users/${admin.id}`, { cookie: admin.cookie, body: { role: 'admin', name: 'Root Admin' } });
    expect(same.status).toBe(200);
    expect(same.json.user).toMatchObject({ role: 'admin', isSuperadmin: true, isActive: true, name: 'Root Admin' });
  });

  it('deactivating ends the user’s sessions and refuses their sign-in; reactivating lets them back', async () => {
    const { user, cookie } = await userWithRole(t, 'leaving@staff.example', 'staff');
    const res = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { isActive: false } });
    expect(res.status).toBe(200);
    expect(res.json.user.isActive).toBe(false);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
    const again = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'leaving@staff.example', password: PASSWORD }, ip: nextIp() });
    expect(again.status).toBe(403);
    expect(await auditOf('user.deactivate', user.id)).toHaveLength(1);

    const back = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { isActive: true } });
    expect(back.json.user.isActive).toBe(true);
    await signIn(t, 'leaving@staff.example', PASSWORD, nextIp());
    expect(await auditOf('user.activate', user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 422 for bad input', async () => {
    expect((await call(t, 'PATCH', '/api/users/nobody', { cookie: admin.cookie, body: { name: 'X' } })).status).toBe(404);
    const user = await makeUser(t, { email: 'bad.input@staff.example', roleName: 'staff' });
    const blank = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.json.error.message).toBe('Full name is required');
    const role = await call(t, 'PATCH', `/api/users/${user.id}`, { cookie: admin.cookie, body: { role: 'emperor' } });
    expect(role.status).toBe(422);
  });
});

describe('POST /api/users/:id/password', () => {
  it('sets a new password, ends the user’s sessions, and records it without the password', async () => {
    const { user, cookie } = await userWithRole(t, 'reset.me@staff.example', 'staff');
    const weak = await call(t, 'POST', `/api/users/${user.id}/password`, { cookie: admin.cookie, body: { password: 'abc' } });
    expect(weak.status).toBe(422);
    expect(weak.json.error.message).toBe('Password must be at least 6 characters');
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(200);

    const res = await call(t, 'POST', `/api/users/${user.id}/password`, { cookie: admin.cookie, body: { password: 'Copper-Willow-Anchor-19' } });
    expect(res.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
    const old = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'reset.me@staff.example', password: PASSWORD }, ip: nextIp() });
    expect(old.status).toBe(401);
    await signIn(t, 'reset.me@staff.example', 'Copper-Willow-Anchor-19', nextIp());
    const [entry] = await auditOf('user.password', user.id);
    expect(entry.actorUserId).toBe(admin.id);
    expect(JSON.stringify(entry.details)).not.toContain('Copper-Willow-Anchor-19');
  });

  it('is not for your own password (that needs the current one) and 404s for unknown users', async () => {
    const own = await call(t, 'POST', `/api/users/${admin.id}/password`, { cookie: admin.cookie, body: { password: 'Copper-Willow-Anchor-19' } });
    expect(own.status).toBe(422);
    expect((await call(t, 'GET', '/api/me', { cookie: admin.cookie })).status).toBe(200);
    expect((await call(t, 'POST', '/api/users/nobody/password', { cookie: admin.cookie, body: { password: 'Copper-Willow-Anchor-19' } })).status).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the user (their sessions with them) and records it', async () => {
    const { user, cookie } = await userWithRole(t, 'bye@staff.example', 'staff');
    const res = await call(t, 'DELETE', `/api/users/${user.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
    const list = await call(t, 'GET', '/api/users', { cookie: admin.cookie });
    expect(list.json.users.map((u: { email: string }) => u.email)).not.toContain('bye@staff.example');
    expect(await auditOf('user.delete', user.id)).toMatchObject([{ actorUserId: admin.id, details: { email: 'bye@staff.example' } }]);
    expect((await call(t, 'DELETE', `/api/users/${user.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('refuses deleting yourself', async () => {
    const res = await call(t, 'DELETE', `/api/users/${admin.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('You cannot delete your own account');
    expect(await t.deps.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe('always one active super admin', () => {
  // An app of its own, so that the two super admins below are the only ones.
  let t2: TestApp;
  let ip2 = 0;
  const nextIp2 = () => `10.31.0.${++ip2}`;
  let n = 0;

  async function superadmin() {
    const email = `sa${++n}@provider.example`;
    const user = await makeUser(t2, { email, roleName: 'admin', isSuperadmin: true, name: `Super ${n}` });
    return { id: user.id, cookie: await signIn(t2, email, PASSWORD, nextIp2()) };
  }

  async function activeSuperadmins() {
    return t2.deps.db.select().from(users).where(and(eq(users.isSuperadmin, true), eq(users.isActive, true)));
  }

  beforeAll(async () => {
    t2 = await createTestApp();
  });
  afterAll(() => t2.close());

  const rounds: [string, (target: string) => [string, string, unknown]][] = [
    ['demote', (id) => ['PATCH', `/api/users/${id}`, { role: 'manager' }]],
    ['deactivate', (id) => ['PATCH', `/api/users/${id}`, { isActive: false }]],
    ['delete', (id) => ['DELETE', `/api/users/${id}`, undefined]],
  ];

  it.each(rounds)('two super admins who %s each other at once over HTTP: one succeeds, the other is refused', async (_what, request) => {
    // Whoever is left from an earlier round steps aside first, so these two are the only ones.
    for (const row of await activeSuperadmins()) await t2.deps.db.update(users).set({ isSuperadmin: false }).where(eq(users.id, row.id));
    const a = await superadmin();
    const b = await superadmin();
    expect(await activeSuperadmins()).toHaveLength(2);
    const [aToB, bToA] = [request(b.id), request(a.id)];
    const results = await Promise.all([
      call(t2, aToB[0], aToB[1], { cookie: a.cookie, body: aToB[2] }),
      call(t2, bToA[0], bToA[1], { cookie: b.cookie, body: bToA[2] }),
    ]);
    // The loser is refused by the rule (422) or, if the winner committed before its request was even
    // authenticated, as no longer a super admin (403) or signed out (401).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 422]).toContain(statuses[1]);
    const refused = results.find((r) => r.status === 422);
    if (refused) expect(refused.json.error.message).toBe('At least one active super admin must remain. Make another user a super admin first.');
    const left = await activeSuperadmins();
    expect(left).toHaveLength(1);
    expect([a.id, b.id]).toContain(left[0].id);
  });

  /** The users service reads only who acts (the caller's id) from the request context. */
  const contextOf = (id: string) => ({ caller: { user: { id } }, ip: null, userAgent: null }) as unknown as RequestContext;

  const serviceRounds: [string, (actor: { id: string }, target: string) => Promise<unknown>][] = [
    ['demote', (actor, id) => editUser(t2.deps, contextOf(actor.id), id, { role: 'manager' })],
    ['deactivate', (actor, id) => editUser(t2.deps, contextOf(actor.id), id, { isActive: false })],
    ['delete', (actor, id) => removeUser(t2.deps, contextOf(actor.id), id)],
  ];

  it.each(serviceRounds)('%s each other at once, past authentication: the second transaction is refused (422)', async (_what, change) => {
    for (const row of await activeSuperadmins()) await t2.deps.db.update(users).set({ isSuperadmin: false }).where(eq(users.id, row.id));
    const a = await superadmin();
    const b = await superadmin();
    const results = await Promise.allSettled([change(a, b.id), change(b, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 422, message: 'At least one active super admin must remain. Make another user a super admin first.' });
    expect(await activeSuperadmins()).toHaveLength(1);
  });

  it('refuses, at the service, any change that takes out the last active super admin, changing nothing', async () => {
    const [last] = await activeSuperadmins();
    const someoneElse = await makeUser(t2, { email: 'someone.else@provider.example', roleName: 'manager' });
    const actor = contextOf(someoneElse.id);
    const changes = [
      () => editUser(t2.deps, actor, last.id, { role: 'staff' }),
      () => editUser(t2.deps, actor, last.id, { isActive: false }),
      () => removeUser(t2.deps, actor, last.id),
    ];
    for (const change of changes) {
      await expect(change()).rejects.toMatchObject({ status: 422, message: 'At least one active super admin must remain. Make another user a super admin first.' });
    }
    expect((await activeSuperadmins()).map((u) => u.id)).toEqual([last.id]);
    // Other edits of the last super admin still work, and so does removing a super admin who is not the last.
    expect((await editUser(t2.deps, actor, last.id, { name: 'Still Here', role: 'admin', isActive: true })).name).toBe('Still Here');
    const other = await superadmin();
    await removeUser(t2.deps, actor, other.id);
    expect((await activeSuperadmins()).map((u) => u.id)).toEqual([last.id]);
  });
});
