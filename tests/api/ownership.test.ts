import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, properties } from '@server/db/schema';
import { call, createTestApp, makeUser, signIn, type TestApp } from './harness';

let t: TestApp;
let harbourId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [client] = await t.deps.db.insert(clients).values({ name: 'Harbour View', primaryEmail: 'info@harbour.example', status: 'customer' }).returning();
  harbourId = client.id;
  await t.deps.db.insert(properties).values({ name: 'Harbour Loft', clientId: client.id });
});
afterAll(() => t.close());

describe('who owns a client record', () => {
  it('does not hand a client to someone who signs up with its e-mail (unverified)', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Mallory', email: 'info@harbour.example', password: 'Crafty-Otter-Window-84', homeAddress: '1 Fake Street' },
    });
    expect(res.status).toBe(200);
    const cookie = await signIn(t, 'info@harbour.example', 'Crafty-Otter-Window-84');
    const list = (await call(t, 'GET', '/api/clients', { cookie })).json.clients;
    // One client per e-mail (issue 7): no second client is made for an address the provider holds.
    expect(list).toEqual([]);
    expect((await call(t, 'GET', `/api/clients/${harbourId}`, { cookie })).status).toBe(404);
    expect((await call(t, 'GET', '/api/properties', { cookie })).json.properties).toEqual([]);
    expect((await call(t, 'PATCH', `/api/clients/${harbourId}`, { cookie, body: { phone: '0' } })).status).toBe(404);
  });

  it('gives it to the login the provider created for that e-mail (verified)', async () => {
    await makeUser(t, { email: 'sam@harbour2.example', roleName: 'client' });
    await t.deps.db.insert(clients).values({ name: 'Harbour Two', primaryEmail: 'SAM@harbour2.example' });
    const cookie = await signIn(t, 'sam@harbour2.example');
    const list = (await call(t, 'GET', '/api/clients', { cookie })).json.clients;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Harbour Two']);
  });
});
