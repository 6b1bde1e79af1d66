/**
 * Issue 7 for contracts: invisible signer names (S5), cancelled contracts' links ending for good (S8),
 * Share only where a link can be offered and signed links staying active (C9), and the contract e-mails
 * through the outbox (C10): 'Send by e-mail' and 'contract signed' to the owner and the admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, contractShares, outbox, properties, propertyContracts, users } from '@server/db/schema';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { APP_URL, call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let ipCount = 0;
const nextIp = () => `10.47.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

interface Owner {
  cookie: string;
  clientId: string;
  propertyId: string;
  email: string;
}

let admin: string;
let manager: string;
let staff: string;
let courier: string;
let ownerA: Owner;
let ownerB: Owner;

async function owner(email: string, company: string): Promise<Owner> {
  const { user, cookie } = await userWithRole(t, email, 'client');
  const [client] = await t.deps.db.insert(clients).values({ name: company, primaryEmail: email, userId: user.id, status: 'customer' }).returning();
  const [p] = await t.deps.db
    .insert(properties)
    .values({ name: `${company} Cottage`, address: '1 Quay Street, Stockton TS18 1AA', clientId: client.id, onboardingTasks: defaultOnboardingTasks({ 1: true }), onboardingProgress: 20 })
    .returning();
  return { cookie, clientId: client.id, propertyId: p.id, email };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  // An inactive super admin is not e-mailed.
  const retired = await userWithRole(t, 'retired@provider.example', 'admin', true);
  await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, retired.user.id));
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cai@provider.example', 'courier')).cookie;
  ownerA = await owner('anna@owner-a.example', 'Anna Lets');
  ownerB = await owner('ben@owner-b.example', 'Ben Holidays');
});
afterAll(() => t.close());

async function createContract(o: Owner = ownerA) {
  const res = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: o.propertyId } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.contract as { id: string; termsSha256: string };
}

async function shareOf(contractId: string) {
  const res = await call(t, 'POST', `/api/property-contracts/${contractId}/shares`, { cookie: admin });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { share: { id: string; shareToken: string } };
}

const contractRow = async (id: string) => (await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, id)))[0];
const sharesOf = (id: string) => t.deps.db.select().from(contractShares).where(eq(contractShares.contractId, id));
const mailsTo = async (to: string, kind?: string) =>
  (await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, to))).filter((m) => !kind || m.kind === kind);
const outboxCount = async () => (await t.deps.db.select({ id: outbox.id }).from(outbox)).length;

describe('S5: a signer name needs 2 visible letters', () => {
  const invisible = ['\u200B\u200B\u200B', '\u200D\u200C\u2060', '\u3164\u3164', '\uFEFF\u200E\u200F', ' \u00A0 '];

  it('refuses invisible names on the public page with the spec message and signs nothing', async () => {
    const c = await createContract();
    const { share } = await shareOf(c.id);
    for (const name of invisible) {
      const res = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body: { name, termsSha256: c.termsSha256 } });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.json.error.message).toBe('Please enter your full name as signature');
    }
    const one = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body: { name: 'J\u200B\u200B', termsSha256: c.termsSha256 } });
    expect(one.status).toBe(422);
    expect(one.json.error.message).toBe('Signature must be at least 2 characters');
    expect((await contractRow(c.id)).status).toBe('draft');
    expect((await sharesOf(c.id))[0].signedAt).toBeNull();
  });

  it('refuses them in the panel too, and stores a signed name without invisible edges', async () => {
    const c = await createContract();
    const blank = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: '\u200B\u3164\u200B' } });
    expect(blank.status).toBe(422);
    expect(blank.json.error.message).toBe('Please enter your full legal name to sign the contract');
    const short = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: 'A.' } });
    expect(short.json.error.message).toBe('Please enter your full legal name');
    expect((await contractRow(c.id)).status).toBe('draft');

    const ok = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: '\u200BAnna  Lets\u200B' } });
    expect(ok.status).toBe(200);
    expect(ok.json.contract.signature.signedBy).toBe('Anna Lets');
  });
});

describe('S8: cancelling ends the links for good', () => {
  it('deactivates and marks the links revoked; reopening as draft does not revive them; a new link works', async () => {
    const c = await createContract();
    const { share } = await shareOf(c.id);
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(200);

    const cancel = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    const [row] = await sharesOf(c.id);
    expect(row.isActive).toBe(false);
    expect(row.revokedAt).toBeInstanceOf(Date);

    const reopen = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'draft' } });
    expect(reopen.status).toBe(200);
    expect(reopen.json.contract).toMatchObject({ status: 'draft', hasActiveShare: false, activeShare: null });
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(404);
    const sign = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body: { name: 'Anna Lets', termsSha256: c.termsSha256 } });
    expect(sign.status).toBe(404);
    expect(sign.json.error.message).toBe('Invalid or expired contract link');
    expect((await contractRow(c.id)).status).toBe('draft');

    // The database itself refuses to make a revoked link active again.
    await expect(t.deps.db.update(contractShares).set({ isActive: true }).where(eq(contractShares.id, row.id))).rejects.toThrow();

    const fresh = await shareOf(c.id);
    expect(fresh.share.shareToken).not.toBe(share.shareToken);
    expect((await call(t, 'GET', `/api/public/contracts/${fresh.share.shareToken}`, { ip: nextIp() })).status).toBe(200);
  });

  it('refuses sharing or e-mailing a cancelled contract (409) and makes no link', async () => {
    const c = await createContract();
    await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'cancelled' } });
    const share = await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin });
    expect(share.status).toBe(409);
    const mail = await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: admin, body: {} });
    expect(mail.status).toBe(409);
    expect(await sharesOf(c.id)).toHaveLength(0);
  });
});

describe('C9: Share and links around signing', () => {
  it('a contract signed in the app has no link: its open links close and no new one is made', async () => {
    const c = await createContract();
    const { share } = await shareOf(c.id);
    const signed = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: 'Anna Lets' } });
    expect(signed.status).toBe(200);
    expect(signed.json.contract).toMatchObject({ status: 'signed', hasActiveShare: false, activeShare: null });
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(404);
    const again = await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('A signed contract is not shared: download its PDF instead');
    expect(await sharesOf(c.id)).toHaveLength(1);
  });

  it('the link a contract was signed through stays active and cannot be deactivated', async () => {
    const c = await createContract();
    const { share } = await shareOf(c.id);
    const sign = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body: { name: 'Anna Lets', termsSha256: c.termsSha256 } });
    expect(sign.status).toBe(200);
    const off = await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie: admin });
    expect(off.status).toBe(409);
    expect((await sharesOf(c.id))[0].isActive).toBe(true);
    const view = await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() });
    expect(view.status).toBe(200);
    expect(view.json.contract).toMatchObject({ signed: true, signerName: 'Anna Lets' });
    // The owner's panel offers the signed link (its signed page) and no new one.
    const mine = await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: ownerA.cookie });
    expect(mine.json.contract).toMatchObject({ status: 'active', activeShare: { shareToken: share.shareToken } });
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin })).status).toBe(409);
  });

  it('sharing again before the signature hands back the same link, which signs once (issue 19 L1)', async () => {
    const c = await createContract();
    const first = await shareOf(c.id);
    const second = await shareOf(c.id);
    expect(second.share.id).toBe(first.share.id);
    const body = { name: 'Anna Lets', termsSha256: c.termsSha256 };
    expect((await call(t, 'POST', `/api/public/contracts/${first.share.shareToken}/sign`, { ip: nextIp(), body })).status).toBe(200);
    const again = await call(t, 'POST', `/api/public/contracts/${second.share.shareToken}/sign`, { ip: nextIp(), body });
    expect(again.status).toBe(409);
    const rows = await sharesOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: true });
  });

  it('an unsigned link still deactivates (and another tenant or a courier cannot)', async () => {
    const c = await createContract();
    const { share } = await shareOf(c.id);
    expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie: ownerB.cookie })).status).toBe(404);
    expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie: courier })).status).toBe(403);
    expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`)).status).toBe(401);
    expect((await sharesOf(c.id))[0].isActive).toBe(true);
    expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie: manager })).status).toBe(200);
    expect((await sharesOf(c.id))[0].isActive).toBe(false);
  });
});

describe('C10: POST /api/property-contracts/:id/email (Send by e-mail)', () => {
  it('refuses signed-out (401), another tenant (404), a courier, staff and the owner (403), and changes nothing', async () => {
    const c = await createContract();
    const before = await outboxCount();
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { body: {} })).status).toBe(401);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: ownerB.cookie, body: {} })).status).toBe(404);
    for (const cookie of [courier, staff, ownerA.cookie]) {
      expect((await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie, body: {} })).status).toBe(403);
    }
    expect((await call(t, 'POST', '/api/property-contracts/not-a-uuid/email', { cookie: admin, body: {} })).status).toBe(404);
    expect(await outboxCount()).toBe(before);
    expect(await sharesOf(c.id)).toHaveLength(0);
  });

  it('refuses bad input (422) and changes nothing', async () => {
    const c = await createContract();
    const before = await outboxCount();
    for (const body of [{ note: 'x'.repeat(1001) }, { note: 42 }, { to: 'someone@else.example' }, []]) {
      const res = await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.message).toBeTruthy();
    }
    expect(await outboxCount()).toBe(before);
    expect(await sharesOf(c.id)).toHaveLength(0);
  });

  it("sends the link to the client's primary e-mail, reusing the open link, with the note", async () => {
    const c = await createContract();
    const res = await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: manager, body: { note: '  Any questions, call Mia.  ' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.sentTo).toBe(ownerA.email);
    const token = res.json.share.shareToken as string;
    expect(res.json.url).toBe(`${APP_URL}/contract/${token}`);
    const [mail] = await mailsTo(ownerA.email, 'contract-link');
    expect(mail.subject).toBe('Please review and sign: Property Service Contract for Anna Lets Cottage');
    expect(mail.textBody).toContain(`${APP_URL}/contract/${token}`);
    expect(mail.textBody).toContain('Any questions, call Mia.');
    expect(mail.textBody).toContain('£100.00');

    const again = await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: admin, body: {} });
    expect(again.json.share.shareToken).toBe(token);
    expect(await sharesOf(c.id)).toHaveLength(1);
    expect((await mailsTo(ownerA.email, 'contract-link')).length).toBeGreaterThanOrEqual(2);
    // The link it sent opens the contract.
    expect((await call(t, 'GET', `/api/public/contracts/${token}`, { ip: nextIp() })).status).toBe(200);
  });

  it('refuses a signed contract (409) without sending', async () => {
    const c = await createContract(ownerB);
    await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: 'Ben Holiday' } });
    const before = (await mailsTo(ownerB.email, 'contract-link')).length;
    const res = await call(t, 'POST', `/api/property-contracts/${c.id}/email`, { cookie: admin, body: {} });
    expect(res.status).toBe(409);
    expect((await mailsTo(ownerB.email, 'contract-link')).length).toBe(before);
  });
});

describe("C10: 'contract signed' e-mails", () => {
  it('go once per signing to the owner (with the PDF link) and to the active super admins and PROVIDER_ADMIN_EMAILS', async () => {
    const c = await createContract(ownerB);
    const { share } = await shareOf(c.id);
    const ownerBefore = (await mailsTo(ownerB.email, 'contract-signed-owner')).length;
    const adminBefore = (await mailsTo('root@provider.example', 'contract-signed-admin')).length;
    const officeBefore = (await mailsTo('office@provider.example', 'contract-signed-admin')).length;

    const body = { name: 'Ben Holiday', termsSha256: c.termsSha256 };
    const first = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body });
    expect(first.status).toBe(200);
    const second = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body });
    expect(second.status).toBe(409);

    const ownerMails = await mailsTo(ownerB.email, 'contract-signed-owner');
    expect(ownerMails).toHaveLength(ownerBefore + 1);
    const mail = ownerMails[ownerMails.length - 1];
    expect(mail.subject).toBe('Signed: Property Service Contract for Ben Holidays Cottage');
    expect(mail.textBody).toContain(`${APP_URL}/api/public/contracts/${share.shareToken}/pdf`);
    expect(mail.textBody).toContain('Signed by: Ben Holiday');
    // The PDF link in the e-mail downloads the signed contract.
    const pdf = await call(t, 'GET', `/api/public/contracts/${share.shareToken}/pdf`, { ip: nextIp() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    expect(await mailsTo('root@provider.example', 'contract-signed-admin')).toHaveLength(adminBefore + 1);
    expect(await mailsTo('office@provider.example', 'contract-signed-admin')).toHaveLength(officeBefore + 1);
    expect(await mailsTo('retired@provider.example')).toHaveLength(0);
  });

  it('a signature in the app e-mails the in-app PDF link; a refused signature e-mails nobody', async () => {
    const c = await createContract(ownerB);
    const before = await outboxCount();
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: '\u200B' } })).status).toBe(422);
    expect(await outboxCount()).toBe(before);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: ownerB.cookie, body: { name: 'Ben Holiday' } })).status).toBe(200);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: ownerB.cookie, body: { name: 'Ben Holiday' } })).status).toBe(409);
    expect(await outboxCount()).toBe(before + 3); // owner, root, office
    const mails = await mailsTo(ownerB.email, 'contract-signed-owner');
    expect(mails[mails.length - 1].textBody).toContain(`${APP_URL}/api/property-contracts/${c.id}/pdf`);
  });
});
