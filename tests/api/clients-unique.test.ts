/**
 * Issue 7: a client's primary e-mail and username are unique among clients (ignoring case), on every
 * path that writes one (Add Client, Edit Client, assign-client's Create New Client, My Profile, a race);
 * one rule for creating clients (clients_create) on both create paths; and an owner sees only the
 * client linked to them, never a stranger's record that staff gave their e-mail by mistake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients, properties } from '@server/db/schema';
import { uniqueClientViolation } from '@server/features/clients/client-uniqueness';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';

let t: TestApp;
type Who = Awaited<ReturnType<typeof userWithRole>>;
let admin: Who, manager: Who, staff: Who, courier: Who, ownerA: Who, ownerB: Who, editorNoCreate: Who;
let clientA: string;

const EMAIL_TAKEN = 'A client with this e-mail already exists';
const USERNAME_TAKEN = 'A client with this username already exists';

async function clientCount() {
  const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return n;
}

async function propertyOf(clientId: string, name: string) {
  const [p] = await t.deps.db.insert(properties).values({ name, clientId }).returning();
  return p.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin@unique.example', 'admin', true);
  manager = await userWithRole(t, 'manager@unique.example', 'manager');
  staff = await userWithRole(t, 'staff@unique.example', 'staff');
  courier = await userWithRole(t, 'courier@unique.example', 'courier');
  ownerA = await userWithRole(t, 'owner.a@unique.example', 'client');
  ownerB = await userWithRole(t, 'owner.b@unique.example', 'client');
  // Edits properties but may not create clients: assign-client's Create New Client must refuse them too.
  await makeRole(t, 'editor_no_create', { properties_edit: true, clients_edit: true, clients_create: false });
  editorNoCreate = await userWithRole(t, 'editor@unique.example', 'editor_no_create');
  // Owner A's client is linked by user id and carries a billing address, not A's login e-mail.
  const [a] = await t.deps.db
    .insert(clients)
    .values({ name: 'Alpha Lets', primaryEmail: 'billing@alpha.example', username: 'alpha', userId: ownerA.user.id })
    .returning();
  clientA = a.id;
});
afterAll(() => t.close());

describe('unique primary e-mail and username (Add Client, Edit Client)', () => {
  it('refuses a second client with an e-mail in use, in any case, with a 409 and the field message; saves nothing', async () => {
    const before = await clientCount();
    for (const primaryEmail of ['billing@alpha.example', 'BILLING@Alpha.Example', '  billing@alpha.example ']) {
      const res = await call(t, 'POST', '/api/clients', { cookie: admin.cookie, body: { name: 'Copy Cat Ltd', primaryEmail } });
      expect(res.status, primaryEmail).toBe(409);
      expect(res.json.error).toMatchObject({ message: EMAIL_TAKEN, issues: [{ path: 'primaryEmail', message: EMAIL_TAKEN }] });
    }
    const username = await call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { name: 'Other Ltd', primaryEmail: 'other@x.example', username: 'ALPHA' } });
    expect(username.status).toBe(409);
    expect(username.json.error).toMatchObject({ message: USERNAME_TAKEN, issues: [{ path: 'username', message: USERNAME_TAKEN }] });
    expect(await clientCount()).toBe(before);
  });

  it('refuses an edit to another client’s e-mail or username, and allows keeping one’s own in another case', async () => {
    const created = await call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { name: 'Bravo Ltd', primaryEmail: 'bravo@x.example', username: 'bravo' } });
    expect(created.status).toBe(201);
    const id = created.json.client.id;
    const email = await call(t, 'PATCH', `/api/clients/${id}`, { cookie: manager.cookie, body: { primaryEmail: 'Billing@alpha.example' } });
    expect(email.status).toBe(409);
    expect(email.json.error.issues).toEqual([{ path: 'primaryEmail', message: EMAIL_TAKEN }]);
    const name = await call(t, 'PATCH', `/api/clients/${id}`, { cookie: manager.cookie, body: { username: 'Alpha' } });
    expect(name.status).toBe(409);
    expect(name.json.error.issues).toEqual([{ path: 'username', message: USERNAME_TAKEN }]);
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({ primaryEmail: 'bravo@x.example', username: 'bravo' });
    const own = await call(t, 'PATCH', `/api/clients/${id}`, { cookie: manager.cookie, body: { primaryEmail: 'BRAVO@x.example', username: 'Bravo' } });
    expect(own.status).toBe(200);
  });

  it('lets an owner not take another client’s username on their own record', async () => {
    await t.deps.db.insert(clients).values({ name: 'Taken Name Ltd', primaryEmail: 'taken@x.example', username: 'taken' });
    const res = await call(t, 'PATCH', `/api/clients/${clientA}`, { cookie: ownerA.cookie, body: { username: 'TAKEN' } });
    expect(res.status).toBe(409);
    expect(res.json.error.issues).toEqual([{ path: 'username', message: USERNAME_TAKEN }]);
  });

  it('is enforced by the database too: a race that slips past the check gets the same 409', async () => {
    // Two creates at once with one e-mail: exactly one wins, the other gets the field message.
    const body = { name: 'Racer Ltd', primaryEmail: 'race@x.example' };
    const results = await Promise.all([
      call(t, 'POST', '/api/clients', { cookie: admin.cookie, body }),
      call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { ...body, primaryEmail: 'RACE@x.example' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.error.issues).toEqual([{ path: 'primaryEmail', message: EMAIL_TAKEN }]);
    // And the index itself refuses a direct duplicate; the driver's error maps to the field (PGlite and PostgreSQL).
    const emailError = await t.deps.db.insert(clients).values({ name: 'Direct', primaryEmail: 'Race@X.example' }).catch((e: unknown) => e);
    expect(uniqueClientViolation(emailError)).toBe('primaryEmail');
    const usernameError = await t.deps.db.insert(clients).values({ name: 'Direct', primaryEmail: 'direct@x.example', username: 'ALPHA' }).catch((e: unknown) => e);
    expect(uniqueClientViolation(usernameError)).toBe('username');
    expect(uniqueClientViolation(new Error('something else'))).toBeNull();
  });
});

describe("assign-client's Create New Client", () => {
  it('refuses an e-mail in use with a 409 on newClient.primaryEmail; nothing is created or assigned', async () => {
    const [b] = await t.deps.db.insert(clients).values({ name: 'Assign Home', primaryEmail: 'assign.home@x.example' }).returning();
    const id = await propertyOf(b.id, 'Assign Dup');
    const before = await clientCount();
    const res = await call(t, 'POST', `/api/properties/${id}/assign-client`, {
      cookie: manager.cookie,
      body: { newClient: { name: 'Dup Co', primaryEmail: 'Billing@Alpha.example' } },
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ message: EMAIL_TAKEN, issues: [{ path: 'newClient.primaryEmail', message: EMAIL_TAKEN }] });
    expect(await clientCount()).toBe(before);
    const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
    expect(p.clientId).toBe(b.id);
  });
});

describe('one rule for creating clients (clients_create), by Add Client and assign-client alike', () => {
  it('lets managers and super admins create by both paths', async () => {
    const [home] = await t.deps.db.insert(clients).values({ name: 'Rule Home', primaryEmail: 'rule.home@x.example' }).returning();
    for (const [who, n] of [
      [manager, 1],
      [admin, 2],
    ] as const) {
      const added = await call(t, 'POST', '/api/clients', { cookie: who.cookie, body: { name: `Rule ${n}`, primaryEmail: `rule${n}@x.example` } });
      expect(added.status).toBe(201);
      const id = await propertyOf(home.id, `Rule Property ${n}`);
      const assigned = await call(t, 'POST', `/api/properties/${id}/assign-client`, {
        cookie: who.cookie,
        body: { newClient: { name: `Rule New ${n}`, primaryEmail: `rule.new${n}@x.example` } },
      });
      expect(assigned.status).toBe(200);
      expect(assigned.json.property.client.name).toBe(`Rule New ${n}`);
    }
  });

  it('refuses both paths (403) without clients_create, even to someone who may edit properties and clients; nothing is created', async () => {
    const [home] = await t.deps.db.insert(clients).values({ name: 'No Create Home', primaryEmail: 'nocreate.home@x.example' }).returning();
    const id = await propertyOf(home.id, 'No Create Property');
    const before = await clientCount();
    for (const who of [editorNoCreate, staff, courier, ownerA]) {
      const added = await call(t, 'POST', '/api/clients', { cookie: who.cookie, body: { name: 'Nope Ltd', primaryEmail: 'nope@x.example' } });
      expect(added.status, who.user.email).toBe(403);
    }
    const viaAssign = await call(t, 'POST', `/api/properties/${id}/assign-client`, {
      cookie: editorNoCreate.cookie,
      body: { newClient: { name: 'Nope Ltd', primaryEmail: 'nope@x.example' } },
    });
    expect(viaAssign.status).toBe(403);
    // Unprivileged callers are refused before their (bad) input is looked at.
    expect((await call(t, 'POST', '/api/clients', { cookie: staff.cookie, body: {} })).status).toBe(403);
    expect(await clientCount()).toBe(before);
  });

  it('is 401 signed out and 404 for another owner’s property', async () => {
    expect((await call(t, 'POST', '/api/clients', { body: { name: 'X', primaryEmail: 'x@x.example' } })).status).toBe(401);
    const id = await propertyOf(clientA, 'Alpha Property');
    const foreign = await call(t, 'POST', `/api/properties/${id}/assign-client`, {
      cookie: ownerB.cookie,
      body: { newClient: { name: 'Sneaky', primaryEmail: 'sneaky@x.example' } },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("an owner sees only the client linked to them (My Details)", () => {
  it("never shows a stranger's record that staff gave the owner's e-mail by mistake", async () => {
    // Owner A is linked to Alpha Lets (billing@alpha.example); staff type A's login e-mail on a stranger's record.
    const typo = await call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { name: 'Stranger Stays', primaryEmail: 'owner.a@unique.example' } });
    expect(typo.status).toBe(201);
    const strangerId = typo.json.client.id;

    const me = await call(t, 'GET', '/api/me/client', { cookie: ownerA.cookie });
    expect(me.json.client.id).toBe(clientA);
    const list = await call(t, 'GET', '/api/clients', { cookie: ownerA.cookie });
    expect(list.json.clients.map((c: { id: string }) => c.id)).toEqual([clientA]);
    expect((await call(t, 'GET', `/api/clients/${strangerId}`, { cookie: ownerA.cookie })).status).toBe(404);
    const edit = await call(t, 'PATCH', `/api/clients/${strangerId}`, { cookie: ownerA.cookie, body: { name: 'Hijacked' } });
    expect(edit.status).toBe(404);
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, strangerId));
    expect(row).toMatchObject({ name: 'Stranger Stays', userId: null });
  });

  it('never reaches a client linked to someone else through its e-mail', async () => {
    // Owner B has no client yet; a client linked to owner A shows B's login e-mail.
    const [other] = await t.deps.db
      .insert(clients)
      .values({ name: 'Linked Elsewhere', primaryEmail: 'owner.b@unique.example', userId: ownerA.user.id })
      .returning();
    const list = await call(t, 'GET', '/api/clients', { cookie: ownerB.cookie });
    expect(list.json.clients.map((c: { id: string }) => c.id)).not.toContain(other.id);
    expect((await call(t, 'GET', '/api/me/client', { cookie: ownerB.cookie })).json.client).toBeNull();
    expect((await call(t, 'PATCH', `/api/clients/${other.id}`, { cookie: ownerB.cookie, body: { name: 'Mine now' } })).status).toBe(404);
  });

  it('still finds a record the provider made for a verified owner who has none linked, and links it on first edit', async () => {
    const fresh = await userWithRole(t, 'owner.c@unique.example', 'client');
    const made = await call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { name: 'Charlie Cottages', primaryEmail: 'Owner.C@unique.example' } });
    const me = await call(t, 'GET', '/api/me/client', { cookie: fresh.cookie });
    expect(me.json.client).toMatchObject({ id: made.json.client.id, isOwn: true });
    const edit = await call(t, 'PATCH', `/api/clients/${made.json.client.id}`, { cookie: fresh.cookie, body: { phone: '01234 567890' } });
    expect(edit.status).toBe(200);
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, made.json.client.id));
    expect(row.userId).toBe(fresh.user.id);
  });
});
