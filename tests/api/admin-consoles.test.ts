/**
 * /api/admin/clients, /api/admin/roles, /api/admin/database: super admins only; the cards, search,
 * status filter and paging; the status toggle (customer <-> lead, last_touch, audit); a role change
 * that takes effect on the affected user's very next request, in this app and in a second app on the
 * same database; the secret and the DATABASE_URL password never in any answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '@server/app';
import { auditLog, clients, properties, rolePermissions, roles } from '@server/db/schema';
import { ADMIN_CLIENTS_PAGE_SIZE } from '@shared/schemas/admin';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let courier: string;
let owner: string;
let adminId: string;
let annaId: string;
let benId: string;

const DB_PASSWORD = 'Pa55-word-never-shown';
const DB_URL = `postgres://linen_app:${DB_PASSWORD}@db.internal.example:5433/linen_prod?sslmode=require`;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: DB_URL });
  const a = await userWithRole(t, 'root@provider.example', 'admin', true);
  admin = a.cookie;
  adminId = a.user.id;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const o = await userWithRole(t, 'anna@owner.example', 'client');
  owner = o.cookie;
  const db = t.deps.db;
  const [anna] = await db
    .insert(clients)
    .values({
      name: 'Anna Lets',
      contactName: 'Anna Price',
      username: 'annalets',
      primaryEmail: 'anna@owner.example',
      secondaryEmails: ['books@anna.example', 'ops@anna.example'],
      phone: '01234 555111',
      status: 'customer',
      userId: o.user.id,
      onboardingProgress: 60,
      lastTouch: new Date('2026-01-01T10:00:00Z'),
    })
    .returning();
  const [ben] = await db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example', status: 'qualified' }).returning();
  annaId = anna.id;
  benId = ben.id;
  await db.insert(clients).values({ name: 'Cara Stays', primaryEmail: 'cara@owner.example', username: 'cara', status: 'lost' });
  await db.insert(properties).values([
    { name: 'Anna Cottage', clientId: anna.id, stripeProducts: ['prod_a', 'prod_b'] },
    { name: 'Anna Loft', clientId: anna.id, stripeProducts: ['prod_a'] },
    { name: 'Anna Old Barn', clientId: anna.id, stripeProducts: ['prod_a'], archived: true },
    { name: 'Ben Barn', clientId: ben.id, stripeProducts: [] },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('who may use the consoles', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/clients'],
    ['GET', '/api/admin/roles'],
    ['GET', '/api/admin/database'],
    ['POST', '/api/admin/database/test'],
  ];
  it.each(routes)('%s %s: signed out 401; owner, courier, staff and manager 403; super admin 200', async (method, url) => {
    expect((await call(t, method, url)).status).toBe(401);
    for (const cookie of [owner, courier, staff, manager]) {
      const res = await call(t, method, url, { cookie });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await call(t, method, url, { cookie: admin })).status).toBe(200);
  });

  it('a manager cannot toggle a status or change a role, and nothing changes', async () => {
    expect((await call(t, 'POST', `/api/admin/clients/${benId}/toggle-status`, { cookie: manager })).status).toBe(403);
    const [staffRole] = await t.deps.db.select().from(roles).where(eq(roles.roleName, 'staff'));
    const res = await call(t, 'PUT', `/api/admin/roles/${staffRole.id}/permissions`, {
      cookie: manager,
      body: { permissions: { reports_view: false } },
    });
    expect(res.status).toBe(403);
    const [ben] = await t.deps.db.select().from(clients).where(eq(clients.id, benId));
    expect(ben.status).toBe('qualified');
    const stored = await t.deps.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, staffRole.id), eq(rolePermissions.permissionName, 'reports_view')));
    expect(stored.every((p) => p.permissionValue)).toBe(true);
  });
});

describe('GET /api/admin/clients', () => {
  it('answers the cards, the System Overview and the rows with the spec’s columns', async () => {
    const res = await call(t, 'GET', '/api/admin/clients', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.cards).toEqual({ totalClients: 3, activeCustomers: 1, totalProperties: 3, activeServices: 3 });
    expect(res.json.overview).toMatchObject({
      users: 5,
      superAdmins: 1,
      clients: 3,
      properties: 3,
      archivedProperties: 1,
      linenCards: 0,
      contractsSigned: 0,
      paymentsReceived: 0,
      paymentsTotalPence: 0,
    });
    expect(res.json.total).toBe(3);
    const anna = res.json.clients.find((c: { id: string }) => c.id === annaId);
    expect(anna).toEqual({
      id: annaId,
      name: 'Anna Lets',
      contactName: 'Anna Price',
      username: 'annalets',
      primaryEmail: 'anna@owner.example',
      phone: '01234 555111',
      extraEmailsCount: 2,
      status: 'customer',
      propertiesCount: 2,
      activeServicesCount: 3,
      onboardingProgress: 60,
      lastTouch: '2026-01-01T10:00:00.000Z',
    });
  });

  it('searches name, e-mail and username, and filters by status, on the server', async () => {
    const names = async (qs: string) => {
      const res = await call(t, 'GET', `/api/admin/clients?${qs}`, { cookie: admin });
      expect(res.status).toBe(200);
      return res.json.clients.map((c: { name: string }) => c.name).sort();
    };
    expect(await names('search=holidays')).toEqual(['Ben Holidays']);
    expect(await names('search=CARA%40owner')).toEqual(['Cara Stays']);
    expect(await names('search=annalets')).toEqual(['Anna Lets']);
    expect(await names('status=lost')).toEqual(['Cara Stays']);
    expect(await names('status=all')).toEqual(['Anna Lets', 'Ben Holidays', 'Cara Stays']);
    expect(await names('status=lead')).toEqual([]);
    expect(await names('search=50%25')).toEqual([]);
  });

  it('pages by the server', async () => {
    const rows = Array.from({ length: ADMIN_CLIENTS_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Paged ${String(i).padStart(2, '0')}`,
      primaryEmail: `paged${i}@example.com`,
    }));
    await t.deps.db.insert(clients).values(rows);
    const first = await call(t, 'GET', '/api/admin/clients?search=Paged', { cookie: admin });
    const second = await call(t, 'GET', '/api/admin/clients?search=Paged&page=2', { cookie: admin });
    expect(first.json.total).toBe(ADMIN_CLIENTS_PAGE_SIZE + 2);
    expect(first.json.clients).toHaveLength(ADMIN_CLIENTS_PAGE_SIZE);
    expect(second.json.clients).toHaveLength(2);
    expect(second.json.page).toBe(2);
    for (const r of rows) await t.deps.db.delete(clients).where(eq(clients.primaryEmail, r.primaryEmail));
  });

  it('refuses a bad filter with a clear message', async () => {
    const res = await call(t, 'GET', '/api/admin/clients?status=vip', { cookie: admin });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Please choose a status');
    const page = await call(t, 'GET', '/api/admin/clients?page=0', { cookie: admin });
    expect(page.status).toBe(422);
    expect(page.json.error.message).toBe('Page must be 1 or more');
  });
});

describe('POST /api/admin/clients/:id/toggle-status', () => {
  it('turns a customer into a lead and back into a customer, refreshing last_touch, audited', async () => {
    const before = (await t.deps.db.select().from(clients).where(eq(clients.id, annaId)))[0];
    const first = await call(t, 'POST', `/api/admin/clients/${annaId}/toggle-status`, { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.json.client.status).toBe('lead');
    expect(new Date(first.json.client.lastTouch).getTime()).toBeGreaterThan(before.lastTouch.getTime());
    const second = await call(t, 'POST', `/api/admin/clients/${annaId}/toggle-status`, { cookie: admin });
    expect(second.json.client.status).toBe('customer');
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, annaId), eq(auditLog.action, 'client.status_changed')));
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { from: 'customer', to: 'lead' },
        { from: 'lead', to: 'customer' },
      ]),
    );
    expect(entries.every((e) => e.actorUserId === adminId)).toBe(true);
  });

  it('turns a qualified client into a customer', async () => {
    const res = await call(t, 'POST', `/api/admin/clients/${benId}/toggle-status`, { cookie: admin });
    expect(res.json.client.status).toBe('customer');
    await t.deps.db.update(clients).set({ status: 'qualified' }).where(eq(clients.id, benId));
  });

  it('answers 404 for a client that does not exist or an id that is not one', async () => {
    const missing = await call(t, 'POST', '/api/admin/clients/00000000-0000-4000-8000-000000000000/toggle-status', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Client not found');
    expect((await call(t, 'POST', '/api/admin/clients/nope/toggle-status', { cookie: admin })).status).toBe(404);
  });
});

describe('roles and permissions', () => {
  const staffRoleId = async () => (await t.deps.db.select().from(roles).where(eq(roles.roleName, 'staff')))[0].id;

  it('lists users, roles, active assignments, the matrix, the caller and system information', async () => {
    const res = await call(t, 'GET', '/api/admin/roles', { cookie: admin });
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.users.map((u: { email: string }) => u.email)).toContain('stan@provider.example');
    expect(body.roles.map((r: { roleName: string }) => r.roleName)).toEqual([...body.roles.map((r: { roleName: string }) => r.roleName)].sort());
    const staffRole = body.roles.find((r: { roleName: string }) => r.roleName === 'staff');
    expect(staffRole.permissions.kanban_move).toBe(true);
    expect(staffRole.permissions.clients_delete).toBe(false);
    expect(body.flags).toContain('reports_view');
    expect(body.assignments.find((a: { userEmail: string }) => a.userEmail === 'stan@provider.example')).toMatchObject({ roleName: 'staff' });
    expect(body.currentUser).toMatchObject({ id: adminId, isSuperadmin: true, roleName: 'admin' });
    expect(body.system).toMatchObject({ nodeVersion: process.version, databaseKind: t.deps.database.kind });
    expect(body.system.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.system.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("refuses to take 'is_property_owner' from a role whose holders own client records, and changes nothing (issue 19 L6)", async () => {
    const [clientRole] = await t.deps.db.select().from(roles).where(eq(roles.roleName, 'client'));
    const res = await call(t, 'PUT', `/api/admin/roles/${clientRole.id}/permissions`, {
      cookie: admin,
      body: { permissions: { is_property_owner: false } },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/client records: without 'is_property_owner' they would see every client/);
    // The owner still sees only their own clients.
    const me = await call(t, 'GET', '/api/me', { cookie: owner });
    expect(me.json.flags.is_property_owner).toBe(true);
    const listed = await call(t, 'GET', '/api/clients', { cookie: owner });
    expect(listed.json.clients.map((c: { name: string }) => c.name)).toEqual(['Anna Lets']);
    // A role no owner holds may still drop it (the staff roles are not owners anyway).
    const staffId = await staffRoleId();
    expect((await call(t, 'PUT', `/api/admin/roles/${staffId}/permissions`, { cookie: admin, body: { permissions: { is_property_owner: false } } })).status).toBe(200);
  });

  it('a change takes effect on the very next request of a holder, in this app and in a second app on the same database', async () => {
    const roleId = await staffRoleId();
    const second = createApp(t.deps); // another instance: its own router, the same database
    const otherInstance = { ...t, app: second };
    expect((await call(t, 'GET', '/api/reports', { cookie: staff })).status).not.toBe(403);
    const before = await call(otherInstance, 'GET', '/api/me', { cookie: staff });
    expect(before.json.flags.reports_view).toBe(true);

    const res = await call(t, 'PUT', `/api/admin/roles/${roleId}/permissions`, {
      cookie: admin,
      body: { permissions: { reports_view: false, clients_create: true } },
    });
    expect(res.status).toBe(200);
    expect(res.json.role.permissions).toMatchObject({ reports_view: false, clients_create: true });

    const here = await call(t, 'GET', '/api/me', { cookie: staff });
    expect(here.json.flags).toMatchObject({ reports_view: false, clients_create: true });
    const there = await call(otherInstance, 'GET', '/api/me', { cookie: staff });
    expect(there.json.flags).toMatchObject({ reports_view: false, clients_create: true });
    // The server enforces the new flag at once: staff may now create a client.
    const created = await call(otherInstance, 'POST', '/api/clients', {
      cookie: staff,
      body: { name: 'Made By Staff', primaryEmail: 'made-by-staff@example.com' },
    });
    expect(created.status).toBe(201);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, roleId), eq(auditLog.action, 'role.permissions_changed')));
    expect(entry.details).toMatchObject({
      role: 'staff',
      before: { reports_view: true, clients_create: false },
      after: { reports_view: false, clients_create: true },
    });
    expect(entry.actorUserId).toBe(adminId);

    await call(t, 'PUT', `/api/admin/roles/${roleId}/permissions`, {
      cookie: admin,
      body: { permissions: { reports_view: true, clients_create: false } },
    });
    const back = await call(otherInstance, 'GET', '/api/me', { cookie: staff });
    expect(back.json.flags).toMatchObject({ reports_view: true, clients_create: false });
    const refused = await call(t, 'POST', '/api/clients', { cookie: staff, body: { name: 'Again', primaryEmail: 'again-by-staff@example.com' } });
    expect(refused.status).toBe(403);
  });

  it('a save that changes nothing is not audited', async () => {
    const roleId = await staffRoleId();
    const count = async () => (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'role.permissions_changed'))).length;
    const n = await count();
    const res = await call(t, 'PUT', `/api/admin/roles/${roleId}/permissions`, { cookie: admin, body: { permissions: { kanban_move: true } } });
    expect(res.status).toBe(200);
    expect(await count()).toBe(n);
  });

  it('refuses unknown flags, non-boolean values, an empty change and extra fields, changing nothing', async () => {
    const roleId = await staffRoleId();
    const snapshot = async () =>
      (await t.deps.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId)))
        .map((p) => `${p.permissionName}=${p.permissionValue}`)
        .sort();
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ permissions: { is_superadmin: true } }, 'Unknown permission: is_superadmin'],
      [{ permissions: { reports_view: 'yes' } }, 'Each permission must be on or off'],
      [{ permissions: {} }, 'Change at least one permission'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'PUT', `/api/admin/roles/${roleId}/permissions`, { cookie: admin, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    expect(
      (
        await call(t, 'PUT', `/api/admin/roles/${roleId}/permissions`, {
          cookie: admin,
          body: { permissions: { reports_view: true }, roleName: 'x' },
        })
      ).status,
    ).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a role that does not exist', async () => {
    const res = await call(t, 'PUT', '/api/admin/roles/00000000-0000-4000-8000-000000000000/permissions', {
      cookie: admin,
      body: { permissions: { reports_view: true } },
    });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Role not found');
    expect(
      (await call(t, 'PUT', '/api/admin/roles/staff/permissions', { cookie: admin, body: { permissions: { reports_view: true } } })).status,
    ).toBe(404);
  });
});

describe('database information', () => {
  it('shows the kind, the host, database and user of DATABASE_URL, never its password, and the secret’s last 4 characters only', async () => {
    const res = await call(t, 'GET', '/api/admin/database', { cookie: admin });
    expect(res.status).toBe(200);
    if (t.deps.database.kind === 'pglite') {
      // On PGlite, DATABASE_URL names no database in use: nothing is parsed from it.
      expect(res.json).toMatchObject({ kind: 'pglite', kindLabel: 'Embedded PostgreSQL (PGlite)', host: null, database: null, user: null });
    } else {
      expect(res.json).toMatchObject({
        kind: 'postgres',
        kindLabel: 'PostgreSQL',
        host: 'db.internal.example',
        port: '5433',
        database: 'linen_prod',
        user: 'linen_app',
      });
    }
    const { secret } = await t.deps.auth.$context;
    expect(res.json.authSecretTail).toBe(secret.slice(-4));
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(secret.slice(0, -4));
    expect(text).not.toContain(DB_PASSWORD);
  });

  it('counts the main tables of the spec', async () => {
    const res = await call(t, 'GET', '/api/admin/database', { cookie: admin });
    const byName = Object.fromEntries(res.json.tables.map((r: { name: string; rows: number; estimated: boolean }) => [r.name, r]));
    expect(Object.keys(byName)).toEqual([
      'users',
      'clients',
      'properties',
      'linen_cards',
      'changeovers',
      'property_contracts',
      'contract_shares',
      'linen_activities',
      'user_roles',
      'role_permissions',
      'user_role_assignments',
      'stripe_customers',
      'stripe_subscriptions',
      'stripe_orders',
    ]);
    expect(byName.users).toMatchObject({ rows: 5, estimated: false });
    expect(byName.properties).toMatchObject({ rows: 4, estimated: false });
    expect(byName.user_roles.rows).toBeGreaterThanOrEqual(6);
  });

  it('the connection test answers success', async () => {
    const res = await call(t, 'POST', '/api/admin/database/test', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, message: 'Connection successful' });
  });

  it('no console answer carries the secret or the database password', async () => {
    const { secret } = await t.deps.auth.$context;
    for (const [method, url] of [
      ['GET', '/api/admin/clients'],
      ['GET', '/api/admin/roles'],
      ['GET', '/api/admin/database'],
      ['POST', '/api/admin/database/test'],
    ] as const) {
      const res = await call(t, method, url, { cookie: admin });
      const text = JSON.stringify(res.json);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(0, 8));
      expect(text).not.toContain(DB_PASSWORD);
    }
  });
});
