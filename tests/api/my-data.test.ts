/**
 * /api/me/data: the owner's export (one ZIP with only their records and their signed contracts' PDFs)
 * and erasure (personal data gone, sign-in refused, bookkeeping kept and anonymised, other owners untouched).
 */
import { unzipSync, strFromU8 } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, changeovers, clients, linenCards, orders, outbox, properties, propertyContracts, sessions, users } from '@server/db/schema';
import { EXPORT_LIMIT } from '@server/features/my-data/my-data.service';
import { buildWorld, nextIp, type World } from './authz-fixture';
import { APP_URL, call, createTestApp, makeUser, PASSWORD, signIn, type TestApp } from './harness';
import { pdfText } from './contracts-pdf-text';

let t: TestApp;
let w: World;

async function download(cookie: string | undefined) {
  const headers: Record<string, string> = { origin: APP_URL };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(`${APP_URL}/api/me/data/export`, { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Every JSON file of an archive, as one text. */
const jsonText = (files: Record<string, Uint8Array>) =>
  Object.keys(files)
    .filter((n) => n.endsWith('.json'))
    .map((n) => strFromU8(files[n]))
    .join('\n');

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  // Owner A signs their contract: the export must carry its PDF.
  const signed = await call(t, 'POST', `/api/property-contracts/${w.a.contractId}/sign`, {
    cookie: w.cookies.ownerA,
    body: { name: 'Anna Owner', termsSha256: w.a.termsSha256 },
  });
  expect(signed.status).toBe(200);
});
afterAll(async () => t?.close());

describe('GET /api/me/data/export', () => {
  it("gives owner A one ZIP of their own records only, with the signed contract's PDF", async () => {
    const res = await download(w.cookies.ownerA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(res.bytes);
    const names = Object.keys(files);
    for (const name of [
      'account.json',
      'clients.json',
      'properties.json',
      'contracts.json',
      'linen-requests.json',
      'collections.json',
      'damages.json',
      'payments.json',
      'subscriptions.json',
    ]) {
      expect(names).toContain(name);
    }
    const clientRows = JSON.parse(strFromU8(files['clients.json'])) as { id: string; name: string }[];
    expect(clientRows.map((c) => c.id)).toEqual([w.a.clientId]);
    const propertyRows = JSON.parse(strFromU8(files['properties.json'])) as { clientId: string }[];
    expect(propertyRows.length).toBeGreaterThan(0);
    expect(propertyRows.every((p) => p.clientId === w.a.clientId)).toBe(true);
    const account = JSON.parse(strFromU8(files['account.json'])) as { id: string };
    expect(account.id).toBe(w.userIds.ownerA);
    const all = jsonText(files);
    expect(all).toContain('Anna Lets');
    expect(all).not.toContain('Ben Holidays');
    expect(all).not.toContain('Ben Barn');
    expect(all).not.toContain('ben@owner-b.example');
    const pdfs = names.filter((n) => n.startsWith('contracts/') && n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toContain(w.a.contractId.slice(0, 8));
    const pdf = files[pdfs[0]];
    expect(strFromU8(pdf.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Anna Owner');
  });

  it("gives owner B their own archive, without owner A's", async () => {
    const res = await download(w.cookies.ownerB);
    expect(res.status).toBe(200);
    const files = unzipSync(res.bytes);
    const all = jsonText(files);
    expect(all).toContain('Ben Holidays');
    expect(all).not.toContain('Anna Lets');
    expect(all).not.toContain('Anna Cottage');
    expect(Object.keys(files).some((n) => n.endsWith('.pdf'))).toBe(false);
  });

  it('is audited without personal data', async () => {
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'data.exported'));
    const own = rows.find((r) => r.actorUserId === w.userIds.ownerA);
    expect(own).toBeDefined();
    expect(JSON.stringify(own!.details)).not.toContain('Anna');
  });

  it('refuses staff, super admins and the signed-out', async () => {
    expect((await download(w.cookies.staff)).status).toBe(403);
    expect((await download(w.cookies.superAdmin)).status).toBe(403);
    expect((await download(undefined)).status).toBe(401);
  });

  it('limits how often one owner downloads', async () => {
    const email = `limit-${Date.now()}@owner.example`;
    await makeUser(t, { email, roleName: 'client' });
    const cookie = await signIn(t, email, PASSWORD, nextIp());
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await download(cookie)).status).toBe(200);
    const refused = await call(t, 'GET', '/api/me/data/export', { cookie });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/try again later/);
  });
});

describe('POST /api/me/data/erasure', () => {
  async function ownerWithRecords(tag: string) {
    const email = `${tag}@erase-owner.example`;
    const user = await makeUser(t, { email, roleName: 'client', name: `Erin ${tag}` });
    const cookie = await signIn(t, email, PASSWORD, nextIp());
    const [client] = await t.deps.db
      .insert(clients)
      .values({
        name: `Erin ${tag} Lets`,
        contactName: 'Erin Example',
        primaryEmail: email,
        phone: '07700 900123',
        billingNotes: 'Pays by card',
        userId: user.id,
      })
      .returning();
    const [property] = await t.deps.db
      .insert(properties)
      .values({ name: `${tag} Cottage`, address: '9 Harbour Row', clientId: client.id, notes: 'Key under the pot' })
      .returning();
    const [card] = await t.deps.db.insert(linenCards).values({ propertyId: property.id, clientId: client.id, status: 'on_beds' }).returning();
    const [collection] = await t.deps.db
      .insert(changeovers)
      .values({
        linenCardId: card.id,
        propertyId: property.id,
        clientId: client.id,
        collectedAt: new Date(),
        amountPence: 4500,
        invoiceStatus: 'paid',
        paidAt: new Date(),
      })
      .returning();
    const [order] = await t.deps.db
      .insert(orders)
      .values({
        userId: user.id,
        checkoutSessionId: `cs_${tag}`,
        amountTotalPence: 4500,
        paymentStatus: 'paid',
        status: 'complete',
        purpose: 'collection',
      })
      .returning();
    const [contract] = await t.deps.db
      .insert(propertyContracts)
      .values({
        propertyId: property.id,
        clientId: client.id,
        title: 'Service contract',
        terms: 'Terms',
        status: 'signed',
        signedDate: new Date(),
        signatureData: {
          signature: 'data:image/png;base64,AAAA',
          signed_date: new Date().toISOString(),
          signed_by: 'Erin Example',
          ip_address: '203.0.113.9',
          user_agent: 'Firefox',
          terms_sha256: 'abc',
        },
      })
      .returning();
    return { email, user, cookie, client, property, collection, order, contract };
  }

  it('refuses a wrong e-mail with a clear message and changes nothing', async () => {
    const o = await ownerWithRecords('wrong');
    const res = await call(t, 'POST', '/api/me/data/erasure', { cookie: o.cookie, body: { confirmEmail: 'someone@else.example' } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('That is not the e-mail address of this account');
    const empty = await call(t, 'POST', '/api/me/data/erasure', { cookie: o.cookie, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Type your e-mail address to confirm');
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, o.client.id));
    expect(client.name).toBe('Erin wrong Lets');
    expect(client.erasedAt).toBeNull();
    expect((await call(t, 'GET', '/api/me', { cookie: o.cookie })).status).toBe(200);
  });

  it('refuses staff and super admins (they are not owners)', async () => {
    for (const cookie of [w.cookies.staff, w.cookies.manager, w.cookies.superAdmin]) {
      const res = await call(t, 'POST', '/api/me/data/erasure', { cookie, body: { confirmEmail: 'stan@provider.example' } });
      expect(res.status).toBe(403);
    }
    const [staff] = await t.deps.db.select().from(users).where(eq(users.id, w.userIds.staff));
    expect(staff.isActive).toBe(true);
  });

  it("never deletes other people's mail or audit rows through addresses the owner typed on their client (issue 19 H3)", async () => {
    const o = await ownerWithRecords('grabby');
    const other = await ownerWithRecords('victim');
    const [admin] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, w.userIds.superAdmin));
    // Free text on the owner's own client, never verified: another owner's and the super admin's addresses.
    await t.deps.db.update(clients).set({ secondaryEmails: [other.email.toUpperCase(), admin.email] }).where(eq(clients.id, o.client.id));
    const queued = await t.deps.db
      .insert(outbox)
      .values([
        { toAddress: other.email, subject: 'Reset your password', textBody: 'link', kind: 'password-reset' },
        { toAddress: admin.email, subject: 'Unlock your account', textBody: 'link', kind: 'account-unlock' },
        { toAddress: o.email, subject: 'Reminder', textBody: 'Pay', kind: 'reminder' },
      ])
      .returning({ id: outbox.id, to: outbox.toAddress });
    await t.deps.db.insert(auditLog).values({ action: 'auth.sign_in_failed', entityType: 'email', entityId: other.email, details: { email: other.email } });
    const res = await call(t, 'POST', '/api/me/data/erasure', { cookie: o.cookie, body: { confirmEmail: o.email } });
    expect(res.status).toBe(200);
    const left = new Set((await t.deps.db.select({ id: outbox.id }).from(outbox)).map((m) => m.id));
    expect(queued.filter((m) => left.has(m.id)).map((m) => m.to)).toEqual([other.email, admin.email]);
    const [row] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'email'), eq(auditLog.entityId, other.email)));
    expect(row.details).toEqual({ email: other.email });
  });

  it('removes personal data, ends the sessions, refuses sign-in and keeps bookkeeping anonymised; another owner is unaffected', async () => {
    const o = await ownerWithRecords('gone');
    const other = await ownerWithRecords('stays');
    // A failed sign-in and a queued mail for each owner: the erased owner's go, the other's stay.
    for (const who of [o, other]) {
      await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: who.email, password: 'Not-The-Password-1' }, ip: nextIp() });
      await t.deps.db.insert(outbox).values({ toAddress: who.email.toUpperCase(), subject: 'Reminder', textBody: 'Pay', kind: 'reminder' });
    }
    const res = await call(t, 'POST', '/api/me/data/erasure', { cookie: o.cookie, body: { confirmEmail: ` ${o.email.toUpperCase()} ` } });
    expect(res.status).toBe(200);

    // No audit row names the erased owner any more (sign-ins, failures); the other owner's still do.
    const trail = JSON.stringify(await t.deps.db.select().from(auditLog)).toLowerCase();
    expect(trail).not.toContain(o.email.toLowerCase());
    expect(trail).toContain(other.email.toLowerCase());
    // Mail queued to the erased owner is never sent; the other owner's stays queued.
    const mail = (await t.deps.db.select().from(outbox)).map((m) => m.toAddress.toLowerCase());
    expect(mail).not.toContain(o.email.toLowerCase());
    expect(mail).toContain(other.email.toLowerCase());

    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, o.client.id));
    expect(client.erasedAt).not.toBeNull();
    expect(client.name).not.toContain('Erin');
    expect(client.primaryEmail).toMatch(/@erased\.invalid$/);
    expect([client.contactName, client.phone, client.billingNotes, client.username]).toEqual([null, null, null, null]);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, o.user.id));
    expect(user.name).toBe('Erased user');
    expect(user.email).toMatch(/@erased\.invalid$/);
    expect(user.isActive).toBe(false);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, o.user.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(accounts).where(eq(accounts.userId, o.user.id))).toHaveLength(0);
    const [property] = await t.deps.db.select().from(properties).where(eq(properties.id, o.property.id));
    expect(property.notes).toBeNull();
    const [contract] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, o.contract.id));
    expect(contract.status).toBe('signed');
    // A signed contract is kept whole as the evidence of what was agreed (decision 0146, the dialog says so).
    expect(contract.signatureData).toMatchObject({ signature: 'data:image/png;base64,AAAA', signed_by: 'Erin Example', ip_address: '203.0.113.9', terms_sha256: 'abc' });
    expect(property.archived).toBe(true);

    // Bookkeeping stays, linked to the anonymised client and user.
    const [collection] = await t.deps.db.select().from(changeovers).where(eq(changeovers.id, o.collection.id));
    expect(collection).toMatchObject({ clientId: o.client.id, amountPence: 4500, invoiceStatus: 'paid' });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, o.order.id));
    expect(order).toMatchObject({ userId: o.user.id, amountTotalPence: 4500 });

    // The old session is gone and the old password signs in no more.
    expect((await call(t, 'GET', '/api/me/data/export', { cookie: o.cookie })).status).toBe(401);
    const again = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: o.email, password: PASSWORD }, ip: nextIp() });
    expect(again.status).not.toBe(200);

    // Audited without the personal data.
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'data.erased'));
    expect(audit.actorUserId).toBe(o.user.id);
    const detail = JSON.stringify(audit.details);
    expect(detail).not.toContain('Erin');
    expect(detail).not.toContain(o.email);

    // The other owner is untouched.
    const [otherClient] = await t.deps.db.select().from(clients).where(eq(clients.id, other.client.id));
    expect(otherClient).toMatchObject({ name: 'Erin stays Lets', phone: '07700 900123', erasedAt: null });
    expect((await call(t, 'GET', '/api/me', { cookie: other.cookie })).status).toBe(200);
  });
});
