/**
 * Clients: list, read, create, edit, delete, convert, portal password, photo and My Profile; with
 * tenant isolation (owner A never sees owner B's client) and the role flags enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, clients, contracts, linenCards, properties } from '@server/db/schema';
import { call, createTestApp, PASSWORD, signIn, type TestApp, makeRole, userWithRole } from './harness';

let t: TestApp;
let ipCount = 0;
/** A fresh client IP per sign-in, so the per-IP sign-in limit never interferes. */
const nextIp = () => `10.30.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

type Who = Awaited<ReturnType<typeof userWithRole>>;
let admin: Who, manager: Who, staff: Who, ownerA: Who, ownerB: Who, ownerC: Who, noClientsView: Who;
let clientA: string, clientB: string;

async function insertClient(values: Partial<typeof clients.$inferInsert> & { name: string; primaryEmail: string }) {
  const [row] = await t.deps.db.insert(clients).values(values).returning();
  return row;
}

async function clientRow(id: string) {
  const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, id));
  return row;
}

async function clientCount() {
  const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return n;
}

const png = (size = 20) => sharp({ create: { width: size, height: size, channels: 3, background: '#2a7ab0' } }).png().toBuffer();

function fileForm(data: Uint8Array | Buffer, type: string): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], 'photo.bin', { type }));
  return form;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin@clients.example', 'admin', true);
  manager = await userWithRole(t, 'manager@clients.example', 'manager');
  staff = await userWithRole(t, 'staff@clients.example', 'staff');
  ownerA = await userWithRole(t, 'owner.a@clients.example', 'client');
  ownerB = await userWithRole(t, 'owner.b@clients.example', 'client');
  ownerC = await userWithRole(t, 'owner.c@clients.example', 'client');
  await makeRole(t, 'no_clients_view', { clients_view: false });
  noClientsView = await userWithRole(t, 'nocv@clients.example', 'no_clients_view');
  // A is linked by user id; B only by its primary e-mail being B's login e-mail.
  clientA = (await insertClient({ name: 'Alpha Lets', primaryEmail: 'owner.a@clients.example', username: 'alpha', status: 'customer', userId: ownerA.user.id, createdAt: new Date('2026-01-01T10:00:00Z') })).id;
  clientB = (await insertClient({ name: 'Bravo Holidays', primaryEmail: 'Owner.B@clients.example', username: 'bravo', status: 'lead', createdAt: new Date('2026-01-02T10:00:00Z') })).id;
});
afterAll(() => t.close());

describe('signed-out callers', () => {
  it('get 401 on every client endpoint', async () => {
    const responses = await Promise.all([
      call(t, 'GET', '/api/clients'),
      call(t, 'GET', `/api/clients/${clientA}`),
      call(t, 'POST', '/api/clients', { body: { name: 'X', primaryEmail: 'x@x.example' } }),
      call(t, 'PATCH', `/api/clients/${clientA}`, { body: { phone: '1' } }),
      call(t, 'DELETE', `/api/clients/${clientA}`),
      call(t, 'POST', `/api/clients/${clientA}/convert`),
      call(t, 'POST', `/api/clients/${clientA}/portal-password`, { body: { password: 'whatever-123' } }),
      call(t, 'GET', '/api/me/client'),
      call(t, 'GET', `/api/clients/${clientA}/contracts`),
    ]);
    for (const res of responses) expect(res.status).toBe(401);
  });
});

describe('without clients_view', () => {
  it('gets 403 on the list, one client, its photo and its contracts', async () => {
    for (const path of ['/api/clients', `/api/clients/${clientA}`, `/api/clients/${clientA}/photo`, `/api/clients/${clientA}/contracts`]) {
      const res = await call(t, 'GET', path, { cookie: noClientsView.cookie });
      expect(res.status, path).toBe(403);
      expect(JSON.stringify(res.json)).not.toContain('Alpha Lets');
    }
    // The same calls with the flag succeed (the photo is a 404 only because there is none yet).
    expect((await call(t, 'GET', `/api/clients/${clientA}/contracts`, { cookie: staff.cookie })).status).toBe(200);
  });
});

describe('GET /api/clients', () => {
  it('gives staff every client, newest first, with the counts of properties and linen cards', async () => {
    const [property] = await t.deps.db.insert(properties).values({ name: 'Sea View', clientId: clientA }).returning();
    await t.deps.db.insert(properties).values({ name: 'Old Barn', clientId: clientA, archived: true });
    await t.deps.db.insert(linenCards).values({ propertyId: property.id, clientId: clientA });
    const res = await call(t, 'GET', '/api/clients', { cookie: staff.cookie });
    expect(res.status).toBe(200);
    const names = res.json.clients.map((c: { name: string }) => c.name);
    expect(names.indexOf('Bravo Holidays')).toBeLessThan(names.indexOf('Alpha Lets'));
    const a = res.json.clients.find((c: { id: string }) => c.id === clientA);
    expect(a).toMatchObject({ propertiesCount: 1, linenCardsCount: 1, loginEmail: 'owner.a@clients.example', isOwn: false, status: 'customer' });
    expect(res.json.total).toBeGreaterThanOrEqual(2);
  });

  it('searches name, primary e-mail and username case-insensitively, and filters by status', async () => {
    const search = async (q: string, status = '') =>
      (await call(t, 'GET', `/api/clients?search=${encodeURIComponent(q)}&status=${status}`, { cookie: admin.cookie })).json.clients.map(
        (c: { id: string }) => c.id,
      );
    expect(await search('ALPHA')).toEqual([clientA]);
    expect(await search('owner.b@CLIENTS')).toEqual([clientB]);
    expect(await search('brav')).toEqual([clientB]);
    expect(await search('', 'lead')).toContain(clientB);
    expect(await search('', 'lead')).not.toContain(clientA);
    expect(await search('alpha', 'lead')).toEqual([]);
    expect(await search('%')).toEqual([]); // wildcards are searched as text
    expect((await call(t, 'GET', '/api/clients?status=vip', { cookie: admin.cookie })).status).toBe(422);
  });

  it('gives a property owner only their own client (by link or by login e-mail)', async () => {
    const a = await call(t, 'GET', '/api/clients', { cookie: ownerA.cookie });
    expect(a.json.clients.map((c: { id: string }) => c.id)).toEqual([clientA]);
    expect(a.json.clients[0].isOwn).toBe(true);
    expect(a.json.total).toBe(1);
    const b = await call(t, 'GET', '/api/clients?search=alpha', { cookie: ownerB.cookie });
    expect(b.json.clients).toEqual([]);
    const bAll = await call(t, 'GET', '/api/clients', { cookie: ownerB.cookie });
    expect(bAll.json.clients.map((c: { id: string }) => c.id)).toEqual([clientB]);
    const c = await call(t, 'GET', '/api/clients', { cookie: ownerC.cookie });
    expect(c.json).toEqual({ clients: [], total: 0 });
  });

  it('pages with limit and offset', async () => {
    const first = await call(t, 'GET', '/api/clients?limit=1', { cookie: admin.cookie });
    const second = await call(t, 'GET', '/api/clients?limit=1&offset=1', { cookie: admin.cookie });
    expect(first.json.clients).toHaveLength(1);
    expect(second.json.clients).toHaveLength(1);
    expect(first.json.clients[0].id).not.toBe(second.json.clients[0].id);
  });
});

describe('GET /api/clients/:id', () => {
  it('reads a client within scope; another tenant or an unknown id is a 404', async () => {
    expect((await call(t, 'GET', `/api/clients/${clientA}`, { cookie: ownerA.cookie })).json.client.name).toBe('Alpha Lets');
    expect((await call(t, 'GET', `/api/clients/${clientB}`, { cookie: staff.cookie })).status).toBe(200);
    for (const path of [`/api/clients/${clientB}`, '/api/clients/not-a-uuid', '/api/clients/00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, 'GET', path, { cookie: ownerA.cookie });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Client not found');
    }
  });
});

describe('POST /api/clients', () => {
  it('lets a super admin add a client: secondary e-mails parsed, status lead by default', async () => {
    const res = await call(t, 'POST', '/api/clients', {
      cookie: admin.cookie,
      body: { name: ' Coastal Stays ', primaryEmail: 'hello@coastal.example', secondaryEmails: ' a@coastal.example, ,b@coastal.example ', contactName: '', phone: '01642 000' },
    });
    expect(res.status).toBe(201);
    expect(res.json.client).toMatchObject({
      name: 'Coastal Stays',
      primaryEmail: 'hello@coastal.example',
      secondaryEmails: ['a@coastal.example', 'b@coastal.example'],
      contactName: null,
      phone: '01642 000',
      status: 'lead',
      userId: null,
      propertiesCount: 0,
    });
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, res.json.client.id), eq(auditLog.action, 'client.create')));
    expect(audit).toHaveLength(1);
  });

  it('lets holders of clients_create (managers) add clients and refuses staff and owners (403)', async () => {
    const created = await call(t, 'POST', '/api/clients', { cookie: manager.cookie, body: { name: 'Manager Made Ltd', primaryEmail: 'made@manager.example' } });
    expect(created.status).toBe(201);
    for (const who of [staff, ownerA]) {
      const res = await call(t, 'POST', '/api/clients', { cookie: who.cookie, body: { name: 'Nope Ltd', primaryEmail: 'nope@x.example' } });
      expect(res.status).toBe(403);
    }
    expect(await t.deps.db.select().from(clients).where(eq(clients.name, 'Nope Ltd'))).toHaveLength(0);
  });

  it('gives the spec messages and saves nothing on bad input', async () => {
    const before = await clientCount();
    const cases: [unknown, string, string][] = [
      [{ primaryEmail: 'a@b.example' }, 'Company Name is required', 'name'],
      [{ name: '   ', primaryEmail: 'a@b.example' }, 'Company Name is required', 'name'],
      [{ name: 'Acme' }, 'Primary Email is required', 'primaryEmail'],
      [{ name: 'Acme', primaryEmail: 'not-an-email' }, 'Please enter a valid e-mail address', 'primaryEmail'],
      [{ name: 'Acme', primaryEmail: 'a@b.example', secondaryEmails: 'c@d.example, wrong' }, '"wrong" is not a valid e-mail address', 'secondaryEmails'],
      [{ name: 'Acme', primaryEmail: 'a@b.example', status: 'vip' }, 'Please choose a status', 'status'],
    ];
    for (const [body, message, path] of cases) {
      const res = await call(t, 'POST', '/api/clients', { cookie: admin.cookie, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.issues[0].path).toBe(path);
    }
    expect(await clientCount()).toBe(before);
  });
});

describe('PATCH /api/clients/:id', () => {
  it('lets a manager edit any field and refreshes last touch on every update', async () => {
    const lead = await insertClient({ name: 'Delta Homes', primaryEmail: 'delta@x.example', lastTouch: new Date('2025-01-01T00:00:00Z') });
    const res = await call(t, 'PATCH', `/api/clients/${lead.id}`, {
      cookie: manager.cookie,
      body: { status: 'qualified', billingNotes: 'Invoice monthly', secondaryEmails: 'ops@delta.example' },
    });
    expect(res.status).toBe(200);
    expect(res.json.client).toMatchObject({ status: 'qualified', billingNotes: 'Invoice monthly', secondaryEmails: ['ops@delta.example'], name: 'Delta Homes' });
    const first = await clientRow(lead.id);
    expect(first.lastTouch.getTime()).toBeGreaterThan(new Date('2025-01-02').getTime());
    await new Promise((r) => setTimeout(r, 5));
    await call(t, 'PATCH', `/api/clients/${lead.id}`, { cookie: manager.cookie, body: {} });
    expect((await clientRow(lead.id)).lastTouch.getTime()).toBeGreaterThan(first.lastTouch.getTime());
  });

  it('refuses staff (403) and saves nothing on bad input', async () => {
    const res = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: staff.cookie, body: { name: 'Hacked' } });
    expect(res.status).toBe(403);
    const bad = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: manager.cookie, body: { name: '', phone: '999' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.message).toBe('Company Name is required');
    const bad2 = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: manager.cookie, body: { primaryEmail: 'nope' } });
    expect(bad2.json.error.message).toBe('Please enter a valid e-mail address');
    expect(await clientRow(clientB)).toMatchObject({ name: 'Bravo Holidays', phone: null, primaryEmail: 'Owner.B@clients.example' });
  });

  it("lets an owner edit their own client's details, but not its status, and never another tenant's", async () => {
    const own = await call(t, 'PATCH', `/api/clients/${clientA}`, { cookie: ownerA.cookie, body: { phone: '07700 111222', contactName: 'Ann Alpha' } });
    expect(own.status).toBe(200);
    expect(own.json.client).toMatchObject({ phone: '07700 111222', contactName: 'Ann Alpha', userId: ownerA.user.id });
    const status = await call(t, 'PATCH', `/api/clients/${clientA}`, { cookie: ownerA.cookie, body: { status: 'lost' } });
    expect(status.status).toBe(403);
    expect(status.json.error.message).toBe("Only the provider can change a client's status");
    const same = await call(t, 'PATCH', `/api/clients/${clientA}`, { cookie: ownerA.cookie, body: { status: 'customer', userId: ownerB.user.id } });
    expect(same.status).toBe(200);
    expect((await clientRow(clientA)).userId).toBe(ownerA.user.id);
    const other = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: ownerA.cookie, body: { phone: '1' } });
    expect(other.status).toBe(404);
    expect((await clientRow(clientB)).phone).toBeNull();
  });

  it("links a record found by e-mail to its owner on their first edit, and refuses pointing it at another account's e-mail", async () => {
    const taken = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: ownerB.cookie, body: { primaryEmail: 'owner.c@clients.example' } });
    expect(taken.status).toBe(422);
    expect(taken.json.error.message).toBe('That e-mail address belongs to another account');
    const res = await call(t, 'PATCH', `/api/clients/${clientB}`, { cookie: ownerB.cookie, body: { username: 'bravo-lets' } });
    expect(res.status).toBe(200);
    expect(res.json.client).toMatchObject({ username: 'bravo-lets', userId: ownerB.user.id, status: 'lead' });
  });
});

describe('DELETE /api/clients/:id', () => {
  it('needs clients_delete; another tenant is a 404; deleting removes properties and contracts too', async () => {
    const doomed = await insertClient({ name: 'Echo Lets', primaryEmail: 'echo@x.example' });
    const [property] = await t.deps.db.insert(properties).values({ name: 'Echo House', clientId: doomed.id }).returning();
    await t.deps.db.insert(contracts).values({ clientId: doomed.id, title: 'C' });
    expect((await call(t, 'DELETE', `/api/clients/${doomed.id}`, { cookie: staff.cookie })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/clients/${clientA}`, { cookie: ownerA.cookie })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/clients/${clientA}`, { cookie: ownerB.cookie })).status).toBe(404);
    expect(await clientRow(clientA)).toBeDefined();

    const res = await call(t, 'DELETE', `/api/clients/${doomed.id}`, { cookie: manager.cookie });
    expect(res.status).toBe(200);
    expect(await clientRow(doomed.id)).toBeUndefined();
    expect(await t.deps.db.select().from(properties).where(eq(properties.id, property.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(contracts).where(eq(contracts.clientId, doomed.id))).toHaveLength(0);
    expect((await call(t, 'DELETE', `/api/clients/${doomed.id}`, { cookie: manager.cookie })).status).toBe(404);
  });
});

describe('POST /api/clients/:id/convert', () => {
  const defaultContracts = (clientId: string) =>
    t.deps.db.select().from(contracts).where(and(eq(contracts.clientId, clientId), eq(contracts.title, 'Default Contract')));

  it('sets customer, refreshes last touch and creates exactly one draft Default Contract', async () => {
    const lead = await insertClient({ name: 'Foxtrot Lets', primaryEmail: 'fox@x.example', lastTouch: new Date('2025-01-01T00:00:00Z') });
    const res = await call(t, 'POST', `/api/clients/${lead.id}/convert`, { cookie: manager.cookie });
    expect(res.status).toBe(200);
    expect(res.json.client.status).toBe('customer');
    expect(new Date(res.json.client.lastTouch).getTime()).toBeGreaterThan(new Date('2025-01-02').getTime());
    const made = await defaultContracts(lead.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'draft', userId: manager.user.id, depositAmountPence: 0 });

    const again = await call(t, 'POST', `/api/clients/${lead.id}/convert`, { cookie: manager.cookie });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This client is already a customer');
    expect(await defaultContracts(lead.id)).toHaveLength(1);
  });

  it('makes one contract when two conversions race', async () => {
    const lead = await insertClient({ name: 'Golf Lets', primaryEmail: 'golf@x.example', status: 'qualified' });
    const results = await Promise.all([
      call(t, 'POST', `/api/clients/${lead.id}/convert`, { cookie: manager.cookie }),
      call(t, 'POST', `/api/clients/${lead.id}/convert`, { cookie: admin.cookie }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await defaultContracts(lead.id)).toHaveLength(1);
  });

  it('needs clients_edit; another tenant is a 404', async () => {
    const lead = await insertClient({ name: 'Hotel Lets', primaryEmail: 'hotel@x.example' });
    expect((await call(t, 'POST', `/api/clients/${lead.id}/convert`, { cookie: staff.cookie })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientB}/convert`, { cookie: ownerB.cookie })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientB}/convert`, { cookie: ownerA.cookie })).status).toBe(404);
    expect((await clientRow(clientB)).status).toBe('lead');
    expect(await defaultContracts(lead.id)).toHaveLength(0);
  });
});

describe('POST /api/clients/:id/portal-password', () => {
  it('sets a new password for the linked login and ends its sessions', async () => {
    const owner = await userWithRole(t, 'owner.p@clients.example', 'client');
    const client = await insertClient({ name: 'Papa Lets', primaryEmail: 'owner.p@clients.example', userId: owner.user.id });
    const res = await call(t, 'POST', `/api/clients/${client.id}/portal-password`, { cookie: manager.cookie, body: { password: 'Brand-New-Harbour-77' } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Password reset successfully! The client can now use their new password to log in.');
    expect((await call(t, 'GET', '/api/me', { cookie: owner.cookie })).status).toBe(401);
    await expect(signIn(t, 'owner.p@clients.example', PASSWORD, nextIp())).rejects.toThrow();
    expect(await signIn(t, 'owner.p@clients.example', 'Brand-New-Harbour-77', nextIp())).toContain('=');
  });

  it('gives the spec messages for an empty or short password', async () => {
    const empty = await call(t, 'POST', `/api/clients/${clientA}/portal-password`, { cookie: admin.cookie, body: { password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Please enter a new password');
    const short = await call(t, 'POST', `/api/clients/${clientA}/portal-password`, { cookie: admin.cookie, body: { password: 'abc12' } });
    expect(short.json.error.message).toBe('Password must be at least 6 characters');
    // ownerA's old password still works: nothing was changed
    expect(await signIn(t, 'owner.a@clients.example', PASSWORD, nextIp())).toContain('=');
  });

  it('explains when the client has no login', async () => {
    const lone = await insertClient({ name: 'India Lets', primaryEmail: 'india@x.example' });
    const res = await call(t, 'POST', `/api/clients/${lone.id}/portal-password`, { cookie: admin.cookie, body: { password: 'Brand-New-Harbour-77' } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('This client has no portal login yet, so there is no password to reset.');
  });

  it('refuses staff and owners, hides other tenants, and keeps staff logins for super admins', async () => {
    expect((await call(t, 'POST', `/api/clients/${clientA}/portal-password`, { cookie: staff.cookie, body: { password: 'Brand-New-Harbour-77' } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientA}/portal-password`, { cookie: ownerA.cookie, body: { password: 'Brand-New-Harbour-77' } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientA}/portal-password`, { cookie: ownerB.cookie, body: { password: 'Brand-New-Harbour-77' } })).status).toBe(404);
    const linkedToStaff = await insertClient({ name: 'Juliet Lets', primaryEmail: 'juliet@x.example', userId: staff.user.id });
    const res = await call(t, 'POST', `/api/clients/${linkedToStaff.id}/portal-password`, { cookie: manager.cookie, body: { password: 'Brand-New-Harbour-77' } });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe("Only a super admin can reset this account's password");
    expect(await signIn(t, 'staff@clients.example', PASSWORD, nextIp())).toContain('=');
  });
});

describe('client photo', () => {
  it('is re-encoded to WebP, served within scope, and refused to others', async () => {
    const res = await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: ownerA.cookie, body: fileForm(await png(), 'image/png') });
    expect(res.status).toBe(200);
    expect(res.json.client.profilePhoto).toMatch(new RegExp(`^/api/clients/${clientA}/photo\\?v=\\d+$`));
    const photo = await t.app.request(`http://localhost:3000${res.json.client.profilePhoto}`, { headers: { cookie: ownerA.cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await call(t, 'GET', `/api/clients/${clientA}/photo`, { cookie: staff.cookie })).status).toBe(200);
    expect((await call(t, 'GET', `/api/clients/${clientA}/photo`, { cookie: ownerB.cookie })).status).toBe(404);
    expect((await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: ownerB.cookie, body: fileForm(await png(), 'image/png') })).status).toBe(404);
    expect((await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: staff.cookie, body: fileForm(await png(), 'image/png') })).status).toBe(403);

    const ownerBRemove = await call(t, 'DELETE', `/api/clients/${clientA}/photo`, { cookie: ownerB.cookie });
    expect(ownerBRemove.status).toBe(404);
    expect(ownerBRemove.json.error.message).toBe('Client not found');
    expect((await call(t, 'DELETE', `/api/clients/${clientA}/photo`, { cookie: staff.cookie })).status).toBe(403);
    expect((await clientRow(clientA)).profilePhoto).toBe(res.json.client.profilePhoto);
    expect((await call(t, 'GET', `/api/clients/${clientA}/photo`, { cookie: ownerA.cookie })).status).toBe(200);

    const removed = await call(t, 'DELETE', `/api/clients/${clientA}/photo`, { cookie: manager.cookie });
    expect(removed.json.client.profilePhoto).toBeNull();
    expect((await call(t, 'GET', `/api/clients/${clientA}/photo`, { cookie: ownerA.cookie })).status).toBe(404);
  });

  it('checks who is uploading before reading the body', async () => {
    // A body that is not multipart at all would be 'Please select an image file' (422) once read;
    // another tenant gets 404 and a caller without the right 403 without it being read.
    const raw = (cookie: string, body: string, headers: Record<string, string> = {}) =>
      t.app.request(`http://localhost:3000/api/clients/${clientA}/photo`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie, 'content-type': 'multipart/form-data; boundary=x', ...headers },
        body,
      });
    const garbage = 'not a multipart body';
    const other = await raw(ownerB.cookie, garbage);
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe('Client not found');
    expect((await raw(staff.cookie, garbage)).status).toBe(403);
    expect((await raw(ownerA.cookie, garbage)).status).toBe(422);
    // An oversized body from another tenant is refused as not found, not as too large.
    const big = 'x'.repeat(2 * 1024 * 1024 + 128 * 1024);
    expect((await raw(ownerB.cookie, big)).status).toBe(404);
    expect((await raw(ownerA.cookie, big)).status).toBe(422);
  });

  it('must be an image under 2 MB', async () => {
    const text = await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: admin.cookie, body: fileForm(Buffer.from('hello'), 'text/plain') });
    expect(text.status).toBe(422);
    expect(text.json.error.message).toBe('Please select an image file');
    const fake = await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: admin.cookie, body: fileForm(Buffer.from('not really a png'), 'image/png') });
    expect(fake.json.error.message).toBe('Please select an image file');
    const big = await call(t, 'POST', `/api/clients/${clientA}/photo`, { cookie: admin.cookie, body: fileForm(Buffer.alloc(2 * 1024 * 1024 + 10), 'image/png') });
    expect(big.status).toBe(422);
    expect(big.json.error.message).toBe('Image size must be less than 2MB');
    expect((await clientRow(clientA)).profilePhoto).toBeNull();
  });
});

describe('My Profile: /api/me/client', () => {
  it('creates the owner’s own client, linked to their account, as a customer; once', async () => {
    expect((await call(t, 'GET', '/api/me/client', { cookie: ownerC.cookie })).json).toEqual({ client: null });
    const bad = await call(t, 'POST', '/api/me/client', { cookie: ownerC.cookie, body: { name: ' ' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.message).toBe('Company Name is required');
    expect(await t.deps.db.select().from(clients).where(eq(clients.userId, ownerC.user.id))).toHaveLength(0);

    const res = await call(t, 'POST', '/api/me/client', { cookie: ownerC.cookie, body: { name: 'Charlie Cottages', phone: '07000 000000', secondaryEmails: 'c2@x.example' } });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Profile created and linked to your account!');
    expect(res.json.client).toMatchObject({
      name: 'Charlie Cottages',
      primaryEmail: 'owner.c@clients.example',
      status: 'customer',
      userId: ownerC.user.id,
      contactName: 'owner.c',
      secondaryEmails: ['c2@x.example'],
      isOwn: true,
    });
    const again = await call(t, 'POST', '/api/me/client', { cookie: ownerC.cookie, body: { name: 'Second' } });
    expect(again.status).toBe(409);
    expect(await t.deps.db.select().from(clients).where(eq(clients.userId, ownerC.user.id))).toHaveLength(1);
    expect((await call(t, 'GET', '/api/me/client', { cookie: ownerC.cookie })).json.client.id).toBe(res.json.client.id);
    const list = await call(t, 'GET', '/api/clients', { cookie: ownerC.cookie });
    expect(list.json.clients.map((c: { id: string }) => c.id)).toEqual([res.json.client.id]);
  });

  it('creates one row when two requests race', async () => {
    const owner = await userWithRole(t, 'owner.r@clients.example', 'client');
    const results = await Promise.all([
      call(t, 'POST', '/api/me/client', { cookie: owner.cookie, body: { name: 'Romeo One' } }),
      call(t, 'POST', '/api/me/client', { cookie: owner.cookie, body: { name: 'Romeo Two' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.deps.db.select().from(clients).where(eq(clients.userId, owner.user.id))).toHaveLength(1);
  });

  it('finds an owner’s existing client and is only for property owners', async () => {
    expect((await call(t, 'GET', '/api/me/client', { cookie: ownerB.cookie })).json.client.id).toBe(clientB);
    expect((await call(t, 'POST', '/api/me/client', { cookie: ownerA.cookie, body: { name: 'Dup' } })).status).toBe(409);
    expect((await call(t, 'POST', '/api/me/client', { cookie: staff.cookie, body: { name: 'Staff Co' } })).status).toBe(403);
    expect((await call(t, 'POST', '/api/me/client', { cookie: admin.cookie, body: { name: 'Admin Co' } })).status).toBe(403);
  });
});
