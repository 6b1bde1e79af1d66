/**
 * Property contracts, share links, public signing and the signed-contract PDF
 * (docs/product.md §1.2.6, §1.2.7, §1.4, §1.5, §1.7.2, §1.8; DESIGN §5.5).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@pdfme/pdf-lib';
import { auditLog, clients, contractShares, properties, propertyContracts } from '@server/db/schema';
import { PUBLIC_CONTRACT_LIMITS } from '@server/features/contracts/public-contracts.service';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { APP_URL, call, createTestApp, type TestApp, makeRole, userWithRole } from './harness';
import { pdfText, pdfTextLines } from './contracts-pdf-text';

let t: TestApp;
let ipCount = 0;
const nextIp = () => `10.40.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

interface Owner {
  cookie: string;
  userId: string;
  clientId: string;
  propertyId: string;
}

let admin: string;
let manager: string;
let staff: string;
let courier: string;
let noView: string;
let ownerEditor: Owner;
let ownerA: Owner;
let ownerB: Owner;
let orphanPropertyId: string;

async function propertyFor(clientId: string | null, name: string) {
  const [p] = await t.deps.db
    .insert(properties)
    .values({ name, address: '1 Quay Street, Stockton TS18 1AA', clientId, onboardingTasks: defaultOnboardingTasks({ 1: true }), onboardingProgress: 20 })
    .returning();
  return p.id;
}

async function owner(email: string, company: string, roleName = 'client'): Promise<Owner> {
  const { user, cookie } = await userWithRole(t, email, roleName);
  const [client] = await t.deps.db.insert(clients).values({ name: company, primaryEmail: email, userId: user.id, status: 'customer' }).returning();
  return { cookie, userId: user.id, clientId: client.id, propertyId: await propertyFor(client.id, `${company} Cottage`) };
}

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_property_view', { properties_view: false });
  await makeRole(t, 'owner_editor', { is_property_owner: true, properties_edit: true });
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cai@provider.example', 'courier')).cookie;
  noView = (await userWithRole(t, 'nova@provider.example', 'no_property_view')).cookie;
  ownerA = await owner('anna@owner-a.example', 'Anna Lets');
  ownerB = await owner('ben@owner-b.example', 'Ben Holidays');
  ownerEditor = await owner('eve@owner-e.example', 'Eve Stays', 'owner_editor');
  orphanPropertyId = await propertyFor(null, 'Unassigned Flat');
});
afterAll(() => t.close());

async function createContract(propertyId: string, body: Record<string, unknown> = {}, cookie = admin) {
  const res = await call(t, 'POST', '/api/property-contracts', { cookie, body: { propertyId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.contract as { id: string; terms: string; termsSha256: string; status: string; title: string };
}

async function shareOf(contractId: string, cookie = admin) {
  const res = await call(t, 'POST', `/api/property-contracts/${contractId}/shares`, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { share: { id: string; shareToken: string; isActive: boolean }; url: string };
}

async function auditOf(action: string, entityId: string) {
  return t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

async function propertyRow(id: string) {
  const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
  return p;
}

describe('POST /api/property-contracts', () => {
  it('creates a draft with the default title, a £100.00 deposit and the terms template', async () => {
    const contract = await createContract(ownerA.propertyId);
    expect(contract).toMatchObject({
      title: 'Property Service Contract',
      depositAmountPence: 10_000,
      status: 'draft',
      propertyId: ownerA.propertyId,
      clientId: ownerA.clientId,
      property: { name: 'Anna Lets Cottage', address: '1 Quay Street, Stockton TS18 1AA' },
      client: { name: 'Anna Lets', primaryEmail: 'anna@owner-a.example' },
      activeShare: null,
      signature: null,
    });
    expect(contract.terms).toContain('Anna Lets');
    expect(contract.terms).toContain('Anna Lets Cottage');
    expect(contract.terms).toContain('£100.00');
    expect(contract.termsSha256).toBe(sha256(contract.terms));
    expect(await auditOf('contract.created', contract.id)).toHaveLength(1);
  });

  it('takes a title, a deposit in pounds (stored in pence) and terms; the template follows the deposit', async () => {
    const custom = await createContract(ownerA.propertyId, { title: '  Summer Contract ', deposit: 250.5, terms: 'Our own terms.' }, manager);
    expect(custom).toMatchObject({ title: 'Summer Contract', depositAmountPence: 25_050, terms: 'Our own terms.' });
    const templated = await createContract(ownerA.propertyId, { deposit: '75', title: '' }, manager);
    expect(templated.title).toBe('Property Service Contract');
    expect(templated.terms).toContain('£75.00');
    const free = await createContract(ownerA.propertyId, { deposit: 0 });
    expect(free).toMatchObject({ depositAmountPence: 0 });
  });

  it('explains bad input and saves nothing', async () => {
    const before = await t.deps.db.select().from(propertyContracts);
    const cases: [Record<string, unknown>, string][] = [
      [{ propertyId: ownerA.propertyId, deposit: -1 }, 'Deposit cannot be negative'],
      [{ propertyId: ownerA.propertyId, deposit: 'abc' }, 'Deposit must be a number'],
      [{ propertyId: ownerA.propertyId, deposit: 10.555 }, 'Deposit can have at most 2 decimals'],
      [{ propertyId: ownerA.propertyId, deposit: 100_001 }, 'Deposit must be at most £100,000'],
      [{}, 'Please choose a property'],
      [{ propertyId: 'nope' }, 'Please choose a property'],
      [{ propertyId: ownerA.propertyId, title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    const orphan = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: orphanPropertyId } });
    expect(orphan.status).toBe(422);
    expect(orphan.json.error.message).toBe('Please assign a client to this property before preparing its contract');
    const missing = await call(t, 'POST', '/api/property-contracts', {
      cookie: admin,
      body: { propertyId: '7d3c1a52-5b0e-4b8e-9a53-2f0a7f7d1c11' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Property not found');
    expect(await t.deps.db.select().from(propertyContracts)).toHaveLength(before.length);
  });

  it('refuses staff without properties_edit (403), owners (403), and another tenant (404)', async () => {
    for (const cookie of [staff, ownerA.cookie]) {
      const res = await call(t, 'POST', '/api/property-contracts', { cookie, body: { propertyId: ownerA.propertyId } });
      expect(res.status).toBe(403);
    }
    const other = await call(t, 'POST', '/api/property-contracts', { cookie: ownerB.cookie, body: { propertyId: ownerA.propertyId } });
    expect(other.status).toBe(404);
    const editor = await call(t, 'POST', '/api/property-contracts', { cookie: ownerEditor.cookie, body: { propertyId: ownerA.propertyId } });
    expect(editor.status).toBe(404);
    expect(await call(t, 'POST', '/api/property-contracts', { body: { propertyId: ownerA.propertyId } })).toMatchObject({ status: 401 });
  });
});

describe('GET /api/property-contracts/template', () => {
  it('gives the create form its defaults, for editors only', async () => {
    const res = await call(t, 'GET', `/api/property-contracts/template?propertyId=${ownerB.propertyId}`, { cookie: manager });
    expect(res.status).toBe(200);
    expect(res.json.template).toMatchObject({ title: 'Property Service Contract', deposit: '100.00', clientName: 'Ben Holidays', propertyName: 'Ben Holidays Cottage' });
    expect(res.json.template.terms).toContain('£100.00');
    expect((await call(t, 'GET', `/api/property-contracts/template?propertyId=${ownerB.propertyId}`, { cookie: staff })).status).toBe(403);
    expect((await call(t, 'GET', `/api/property-contracts/template?propertyId=${ownerB.propertyId}`, { cookie: ownerA.cookie })).status).toBe(404);
    const bad = await call(t, 'GET', '/api/property-contracts/template?propertyId=x', { cookie: admin });
    expect(bad.status).toBe(422);
  });
});

describe('reading contracts', () => {
  it('lists a property\'s contracts newest first, with the joins and the active share', async () => {
    const pid = await propertyFor(ownerB.clientId, 'Ben Lighthouse');
    const first = await createContract(pid);
    const second = await createContract(pid, { title: 'Second' });
    const { share } = await shareOf(first.id);
    const res = await call(t, 'GET', `/api/property-contracts?propertyId=${pid}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.contracts.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(res.json.contracts[1]).toMatchObject({
      property: { name: 'Ben Lighthouse' },
      client: { name: 'Ben Holidays', primaryEmail: 'ben@owner-b.example' },
      hasActiveShare: true,
      activeShare: { id: share.id, shareToken: share.shareToken, isActive: true, signedAt: null },
    });
    expect(res.json.contracts[0]).toMatchObject({ hasActiveShare: false, activeShare: null });
    const byClient = await call(t, 'GET', `/api/property-contracts?clientId=${ownerB.clientId}`, { cookie: manager });
    expect(byClient.json.contracts.every((c: { clientId: string }) => c.clientId === ownerB.clientId)).toBe(true);
    expect(byClient.json.contracts.length).toBeGreaterThanOrEqual(2);
    const page = await call(t, 'GET', `/api/property-contracts?propertyId=${pid}&limit=1&offset=1`, { cookie: admin });
    expect(page.json.contracts.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect((await call(t, 'GET', '/api/property-contracts?propertyId=x', { cookie: admin })).status).toBe(422);
  });

  it('shows owners only their own contracts (another tenant\'s is a 404) and staff all of them', async () => {
    const mine = await createContract(ownerA.propertyId, { title: 'Anna only' });
    const theirs = await createContract(ownerB.propertyId, { title: 'Ben only' });

    const listA = await call(t, 'GET', '/api/property-contracts', { cookie: ownerA.cookie });
    expect(listA.status).toBe(200);
    const idsA = listA.json.contracts.map((c: { id: string }) => c.id);
    expect(idsA).toContain(mine.id);
    expect(idsA).not.toContain(theirs.id);
    expect(listA.json.contracts.every((c: { clientId: string }) => c.clientId === ownerA.clientId)).toBe(true);
    const peek = await call(t, 'GET', `/api/property-contracts?propertyId=${ownerA.propertyId}`, { cookie: ownerB.cookie });
    expect(peek.json.contracts).toEqual([]);

    expect((await call(t, 'GET', `/api/property-contracts/${mine.id}`, { cookie: ownerA.cookie })).status).toBe(200);
    const denied = await call(t, 'GET', `/api/property-contracts/${mine.id}`, { cookie: ownerB.cookie });
    expect(denied.status).toBe(404);
    expect(denied.json.error.message).toBe('Contract not found or has been deleted');
    expect((await call(t, 'GET', `/api/property-contracts/${mine.id}`, { cookie: staff })).status).toBe(200);
    expect((await call(t, 'GET', '/api/property-contracts/not-a-uuid', { cookie: admin })).status).toBe(404);
  });

  it('gives the live link only to properties_edit holders and the owner; other viewers see that one is active', async () => {
    const c = await createContract(ownerA.propertyId, { title: 'Token visibility' });
    const { share } = await shareOf(c.id);
    for (const [who, cookie, sees] of [
      ['admin', admin, true],
      ['manager', manager, true],
      ['owner', ownerA.cookie, true],
      ['staff', staff, false],
    ] as const) {
      const one = await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie });
      expect(one.status, who).toBe(200);
      expect(one.json.contract.hasActiveShare, who).toBe(true);
      const list = await call(t, 'GET', `/api/property-contracts?propertyId=${ownerA.propertyId}`, { cookie });
      const listed = list.json.contracts.find((x: { id: string }) => x.id === c.id);
      expect(listed.hasActiveShare, who).toBe(true);
      if (sees) {
        expect(one.json.contract.activeShare, who).toMatchObject({ id: share.id, shareToken: share.shareToken });
        expect(listed.activeShare.shareToken, who).toBe(share.shareToken);
      } else {
        expect(one.json.contract.activeShare, who).toBeNull();
        expect(listed.activeShare, who).toBeNull();
        expect(JSON.stringify([one.json, list.json]), who).not.toContain(share.shareToken);
      }
    }
    expect((await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: ownerB.cookie })).status).toBe(404);
  });

  it('refuses a role without properties_view (403) and signed-out callers (401)', async () => {
    const c = await createContract(ownerA.propertyId);
    expect((await call(t, 'GET', '/api/property-contracts', { cookie: noView })).status).toBe(403);
    expect((await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: noView })).status).toBe(403);
    expect((await call(t, 'GET', `/api/property-contracts/${c.id}/pdf`, { cookie: noView })).status).toBe(403);
    expect((await call(t, 'GET', '/api/property-contracts')).status).toBe(401);
  });
});

describe('PATCH and DELETE /api/property-contracts/:id', () => {
  it('edits an unsigned contract', async () => {
    const c = await createContract(ownerA.propertyId);
    const res = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, {
      cookie: manager,
      body: { title: 'Winter Contract', deposit: '120.25', terms: 'New terms', status: 'sent' },
    });
    expect(res.status).toBe(200);
    expect(res.json.contract).toMatchObject({ title: 'Winter Contract', depositAmountPence: 12_025, terms: 'New terms', status: 'sent', termsSha256: sha256('New terms') });
    expect(await auditOf('contract.updated', c.id)).toHaveLength(1);
  });

  it('explains bad edits', async () => {
    const c = await createContract(ownerA.propertyId);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Title is required'],
      [{ deposit: -5 }, 'Deposit cannot be negative'],
      [{ status: 'signed' }, 'Status must be draft, sent or cancelled'],
      [{}, 'Nothing to update'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
  });

  it('answers 404 for a missing contract and refuses others (403 staff and owners, 404 another tenant)', async () => {
    const missing = await call(t, 'PATCH', '/api/property-contracts/7d3c1a52-5b0e-4b8e-9a53-2f0a7f7d1c11', { cookie: admin, body: { title: 'X' } });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Contract not found or has been deleted');
    const c = await createContract(ownerA.propertyId, { title: 'Keep me' });
    for (const cookie of [staff, ownerA.cookie]) {
      expect((await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie, body: { title: 'Hacked' } })).status).toBe(403);
      expect((await call(t, 'DELETE', `/api/property-contracts/${c.id}`, { cookie })).status).toBe(403);
    }
    for (const cookie of [ownerB.cookie, ownerEditor.cookie]) {
      expect((await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie, body: { title: 'Hacked' } })).status).toBe(404);
      expect((await call(t, 'DELETE', `/api/property-contracts/${c.id}`, { cookie })).status).toBe(404);
    }
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(row.title).toBe('Keep me');
  });

  it('lets an owner who holds properties_edit change their own contracts', async () => {
    const c = await createContract(ownerEditor.propertyId);
    const res = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: ownerEditor.cookie, body: { title: 'Eve edit' } });
    expect(res.status).toBe(200);
    expect(res.json.contract.title).toBe('Eve edit');
  });

  it('deletes an unsigned contract, with its links', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    const res = await call(t, 'DELETE', `/api/property-contracts/${c.id}`, { cookie: manager });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id))).toHaveLength(0);
    expect(await auditOf('contract.deleted', c.id)).toHaveLength(1);
    const again = await call(t, 'DELETE', `/api/property-contracts/${c.id}`, { cookie: manager });
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('Contract not found or has been deleted');
    const page = await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() });
    expect(page.status).toBe(404);
    expect(page.json.error.message).toBe('Invalid or expired contract link');
  });
});

describe('POST /api/property-contracts/:id/sign (the panel)', () => {
  it('signs a draft: status signed, signature data, audit, task 4 and contract_signed', async () => {
    const pid = await propertyFor(ownerA.clientId, 'Panel House');
    const c = await createContract(pid);
    const res = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, {
      cookie: manager,
      body: { name: '  Anna   Lee ', termsSha256: c.termsSha256 },
      headers: { 'user-agent': 'PanelBrowser/1.0' },
      ip: '10.9.9.9',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.contract).toMatchObject({
      status: 'signed',
      signature: { signedBy: 'Anna Lee', signature: 'Anna Lee', ipAddress: '10.9.9.9', userAgent: 'PanelBrowser/1.0', termsSha256: sha256(c.terms), via: 'panel' },
    });
    expect(res.json.contract.signedDate).toBeTruthy();
    const [audit] = await auditOf('contract.signed', c.id);
    expect(audit).toMatchObject({ ipAddress: '10.9.9.9', userAgent: 'PanelBrowser/1.0' });
    expect(audit.details).toMatchObject({ signerName: 'Anna Lee', termsSha256: sha256(c.terms), via: 'panel' });
    const p = await propertyRow(pid);
    expect(p.contractSigned).toBe(true);
    expect(p.onboardingTasks.find((task) => task.id === 4)?.completed).toBe(true);
    expect(p.onboardingProgress).toBe(40);
  });

  it('uses the panel messages', async () => {
    const c = await createContract(ownerA.propertyId);
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'Please enter your full legal name to sign the contract'],
      [{}, 'Please enter your full legal name to sign the contract'],
      [{ name: ' A ' }, 'Please enter your full legal name'],
      [{ name: 'x'.repeat(201) }, 'Signature must be at most 200 characters'],
      [{ name: 'Anna Lee', termsSha256: 'zz' }, 'Invalid terms fingerprint'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
  });

  it('signs only drafts, once, and only the terms the signer read', async () => {
    const sent = await createContract(ownerA.propertyId);
    await call(t, 'PATCH', `/api/property-contracts/${sent.id}`, { cookie: admin, body: { status: 'sent' } });
    const notDraft = await call(t, 'POST', `/api/property-contracts/${sent.id}/sign`, { cookie: admin, body: { name: 'Anna Lee' } });
    expect(notDraft.status).toBe(409);
    expect(notDraft.json.error.message).toBe('Only draft contracts can be signed here');

    const changed = await createContract(ownerA.propertyId);
    const stale = await call(t, 'POST', `/api/property-contracts/${changed.id}/sign`, {
      cookie: admin,
      body: { name: 'Anna Lee', termsSha256: sha256('something else') },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toMatch(/changed since you opened it/);

    const c = await createContract(ownerA.propertyId);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: 'Anna Lee' } })).status).toBe(200);
    const twice = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: admin, body: { name: 'Anna Lee' } });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('Contract has already been signed');

    // Signed contracts are final.
    const edit = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { title: 'Changed' } });
    expect(edit.status).toBe(409);
    expect(edit.json.error.message).toBe('Signed contracts cannot be edited');
    const del = await call(t, 'DELETE', `/api/property-contracts/${c.id}`, { cookie: admin });
    expect(del.status).toBe(409);
    expect(del.json.error.message).toBe('Signed contracts cannot be deleted');
  });

  it('lets an owner sign their own draft, refuses staff without properties_edit (403) and another tenant (404)', async () => {
    const c = await createContract(ownerA.propertyId);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: staff, body: { name: 'Stan' } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: ownerB.cookie, body: { name: 'Ben' } })).status).toBe(404);
    const own = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: ownerA.cookie, body: { name: 'Anna Lee' } });
    expect(own.status).toBe(200);
    expect(own.json.contract).toMatchObject({ status: 'signed', signature: { signedBy: 'Anna Lee', via: 'owner' } });
    const [audit] = await auditOf('contract.signed', c.id);
    expect(audit.actorUserId).toBe(ownerA.userId);
    expect(audit.details).toMatchObject({ via: 'owner' });
    const pdf = await t.app.request(`${APP_URL}/api/property-contracts/${c.id}/pdf`, { headers: { cookie: ownerA.cookie } });
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Online, in the client's own account");
  });
});

describe("the terms state the contract's deposit", () => {
  const MISMATCH = "The terms state a deposit of £100.00 but the contract's deposit is £150.00. Change the terms or the deposit so they match.";

  /** A contract saved before the terms followed the deposit: £150.00 in the Deposit field, £100.00 in the terms. */
  async function olderMismatchedContract(propertyId: string) {
    const c = await createContract(propertyId);
    expect(c.terms).toContain('a refundable damage deposit of £100.00');
    await t.deps.db.update(propertyContracts).set({ depositAmountPence: 15_000 }).where(eq(propertyContracts.id, c.id));
    return c;
  }

  it('generates the terms for the deposit given', async () => {
    const c = await createContract(ownerA.propertyId, { deposit: '150' });
    expect(c.terms).toContain('5. Deposit: a refundable damage deposit of £150.00 is held');
    expect(c.terms).not.toContain('£100.00');
  });

  it('refuses terms that state another deposit than the Deposit field (422 on terms) and saves nothing', async () => {
    const template = (await call(t, 'GET', `/api/property-contracts/template?propertyId=${ownerA.propertyId}`, { cookie: admin })).json.template;
    expect(template.terms).toContain('£100.00');
    const before = await t.deps.db.select().from(propertyContracts);
    const res = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: ownerA.propertyId, deposit: '150.00', terms: template.terms } });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({ message: MISMATCH, issues: [{ path: 'terms', message: MISMATCH }] });
    expect(await t.deps.db.select().from(propertyContracts)).toHaveLength(before.length);
  });

  it('moves the template phrase when only the deposit changes, and leaves terms written by hand alone', async () => {
    const c = await createContract(ownerA.propertyId);
    const res = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { deposit: '120' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.contract.depositAmountPence).toBe(12_000);
    expect(res.json.contract.terms).toBe(c.terms.replace('deposit of £100.00', 'deposit of £120.00'));
    expect(res.json.contract.termsSha256).toBe(sha256(res.json.contract.terms));

    const own = await createContract(ownerA.propertyId, { terms: 'Our own terms: a deposit of £100.00 is held.' });
    const kept = await call(t, 'PATCH', `/api/property-contracts/${own.id}`, { cookie: admin, body: { deposit: '150' } });
    expect(kept.status).toBe(200);
    expect(kept.json.contract.terms).toBe('Our own terms: a deposit of £100.00 is held.');

    const bad = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { deposit: '150', terms: c.terms } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues).toEqual([{ path: 'terms', message: MISMATCH }]);
  });

  it('moves a deposit phrase written in another case or form too, rather than refusing terms the user never sent', async () => {
    const terms = 'Our terms. A refundable damage deposit of £100 is held by the provider.';
    const c = await createContract(ownerA.propertyId, { terms });
    const res = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { deposit: '175' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.contract).toMatchObject({ depositAmountPence: 17_500, terms: 'Our terms. A refundable damage deposit of £175.00 is held by the provider.' });
  });

  it('keeps an older contract whose terms disagree editable, but neither sent, shared nor signed until they match', async () => {
    const c = await olderMismatchedContract(ownerA.propertyId);
    expect((await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { title: 'Renamed' } })).status).toBe(200);
    const sent = await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'sent' } });
    expect(sent.status).toBe(422);
    expect(sent.json.error.message).toBe(MISMATCH);

    const share = await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin });
    expect(share.status).toBe(409);
    expect(share.json.error.message).toBe(MISMATCH);

    const panel = await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: ownerA.cookie, body: { name: 'Anna Lee' } });
    expect(panel.status).toBe(409);
    expect(panel.json.error.message).toBe(
      "The terms state a deposit of £100.00 but the contract's deposit is £150.00. Please ask the provider to correct the contract before signing.",
    );

    // A link made before: the public page cannot sign it either.
    const token = 'M'.repeat(32);
    await t.deps.db.insert(contractShares).values({ contractId: c.id, shareToken: token });
    const pub = await call(t, 'POST', `/api/public/contracts/${token}/sign`, { ip: nextIp(), body: { name: 'Anna Lee', termsSha256: c.termsSha256 } });
    expect(pub.status).toBe(409);
    expect(pub.json.error.message).toMatch(/^The terms state a deposit of £100\.00 but the contract's deposit is £150\.00\. Please ask the provider/);
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(row).toMatchObject({ status: 'draft', signatureData: null });

    // Matching them again (the deposit back to £100.00) lets it be signed.
    expect((await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { deposit: '100' } })).status).toBe(200);
    const signed = await call(t, 'POST', `/api/public/contracts/${token}/sign`, { ip: nextIp(), body: { name: 'Anna Lee', termsSha256: c.termsSha256 } });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  });
});

describe('share links', () => {
  it('creates unguessable links of at least 128 random bits, one open link per contract (issue 19 L1)', async () => {
    const c = await createContract(ownerA.propertyId);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { share, url } = await shareOf(c.id, manager);
      expect(share.shareToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      // base64url of n bytes has ceil(4n/3) characters: ≥ 22 characters means ≥ 16 bytes.
      expect(Buffer.from(share.shareToken, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(url).toBe(`${APP_URL}/contract/${share.shareToken}`);
      tokens.add(share.shareToken);
    }
    // Sharing again hands back the open link; a new one is made only after it is deactivated.
    expect(tokens.size).toBe(1);
    expect(await auditOf('contract.shared', c.id)).toHaveLength(1);
    const [open] = [...tokens];
    const [row] = await t.deps.db.select().from(contractShares).where(eq(contractShares.shareToken, open));
    expect((await call(t, 'POST', `/api/contract-shares/${row.id}/deactivate`, { cookie: manager })).status).toBe(200);
    const fresh = await shareOf(c.id, manager);
    expect(fresh.share.shareToken).not.toBe(open);
    const rows = await t.deps.db.select().from(contractShares).where(eq(contractShares.contractId, c.id));
    expect(rows.filter((r) => r.isActive && !r.signedAt).map((r) => r.shareToken)).toEqual([fresh.share.shareToken]);
  });

  it('makes one open link of twenty share requests at once', async () => {
    const c = await createContract(ownerA.propertyId);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: manager })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.share.shareToken)).size).toBe(1);
    const rows = await t.deps.db.select().from(contractShares).where(eq(contractShares.contractId, c.id));
    expect(rows.filter((r) => r.isActive && !r.signedAt)).toHaveLength(1);
  });

  it('refuses staff without properties_edit (403), owners (403, they read their links) and another tenant (404)', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    for (const cookie of [staff, courier, ownerA.cookie]) {
      expect((await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie })).status).toBe(403);
      expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie })).status).toBe(403);
    }
    // The courier (a read-only role) reads the contract but never its link, and made none.
    const courierView = await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: courier });
    expect(courierView.status).toBe(200);
    expect(courierView.json.contract).toMatchObject({ hasActiveShare: true, activeShare: null });
    expect(await auditOf('contract.shared', c.id)).toHaveLength(1);
    for (const cookie of [ownerB.cookie, ownerEditor.cookie]) {
      expect((await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie })).status).toBe(404);
      expect((await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie })).status).toBe(404);
    }
    const ownView = await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: ownerA.cookie });
    expect(ownView.json.contract.activeShare.shareToken).toBe(share.shareToken);
    expect((await call(t, 'POST', '/api/contract-shares/nope/deactivate', { cookie: admin })).status).toBe(404);
  });

  it('does not share a cancelled contract', async () => {
    const c = await createContract(ownerA.propertyId);
    await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'cancelled' } });
    const res = await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin });
    expect(res.status).toBe(409);
  });

  it('a deactivated link no longer opens or signs (404)', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(200);
    const off = await call(t, 'POST', `/api/contract-shares/${share.id}/deactivate`, { cookie: manager });
    expect(off.status).toBe(200);
    expect(off.json.share.isActive).toBe(false);
    expect(await auditOf('contract.share_deactivated', c.id)).toHaveLength(1);
    for (const [method, path, body] of [
      ['GET', `/api/public/contracts/${share.shareToken}`, undefined],
      ['POST', `/api/public/contracts/${share.shareToken}/sign`, { name: 'Anna Lee', termsSha256: c.termsSha256 }],
      ['GET', `/api/public/contracts/${share.shareToken}/pdf`, undefined],
    ] as const) {
      const res = await call(t, method, path, { body, ip: nextIp() });
      expect(res.status, path).toBe(404);
      expect(res.json.error.message).toBe('Invalid or expired contract link');
    }
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(row.status).toBe('draft');
    expect((await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: admin })).json.contract.activeShare).toBeNull();
  });
});

describe('the public contract page', () => {
  it('shows what the page needs and no internal ids', async () => {
    const c = await createContract(ownerB.propertyId, { deposit: 150 });
    const { share } = await shareOf(c.id);
    const res = await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.json.contract).toEqual({
      title: 'Property Service Contract',
      clientName: 'Ben Holidays',
      propertyName: 'Ben Holidays Cottage',
      propertyAddress: '1 Quay Street, Stockton TS18 1AA',
      createdAt: expect.any(String),
      depositAmountPence: 15_000,
      terms: c.terms,
      termsSha256: sha256(c.terms),
      status: 'draft',
      signed: false,
      signedAt: null,
      signerName: null,
      signature: null,
    });
    const body = JSON.stringify(res.json);
    for (const id of [c.id, ownerB.clientId, ownerB.propertyId, share.id]) expect(body).not.toContain(id);
  });

  it('answers 404 for unknown or malformed tokens and a cancelled contract', async () => {
    for (const token of ['A'.repeat(32), 'short', `${'A'.repeat(30)}!!`, '%00', 'A'.repeat(200)]) {
      const res = await call(t, 'GET', `/api/public/contracts/${token}`, { ip: nextIp() });
      expect(res.status, token).toBe(404);
      expect(res.json.error.message).toBe('Invalid or expired contract link');
    }
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'cancelled' } });
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(404);
    expect((await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { ip: nextIp(), body: { name: 'Anna Lee', termsSha256: c.termsSha256 } })).status).toBe(404);
  });

  it('uses the public messages', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    const cases: [unknown, string][] = [
      [{ name: '', termsSha256: c.termsSha256 }, 'Please enter your full name as signature'],
      [{ termsSha256: c.termsSha256 }, 'Please enter your full name as signature'],
      [{ name: ' J ', termsSha256: c.termsSha256 }, 'Signature must be at least 2 characters'],
      // The fingerprint of the terms shown is required: the signature binds exactly those terms.
      [{ name: 'Anna Lee' }, 'Please reload the page and review the terms before signing.'],
      [{ name: 'Anna Lee', termsSha256: 'not-a-digest' }, 'Please reload the page and review the terms before signing.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { body, ip: nextIp() });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(row).toMatchObject({ status: 'draft', signatureData: null });
    const pdf = await call(t, 'GET', `/api/public/contracts/${share.shareToken}/pdf`, { ip: nextIp() });
    expect(pdf.status).toBe(409);
    expect(pdf.json.error.message).toBe('This contract has not been signed yet');
    const staffPdf = await call(t, 'GET', `/api/property-contracts/${c.id}/pdf`, { cookie: admin });
    expect(staffPdf.status).toBe(409);
  });

  it('two simultaneous signatures: exactly one succeeds, the other gets 409; everything is recorded once', async () => {
    const pid = await propertyFor(ownerA.clientId, 'Race Cottage');
    const c = await createContract(pid);
    await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { status: 'sent' } });
    const { share } = await shareOf(c.id);
    const path = `/api/public/contracts/${share.shareToken}/sign`;
    const results = await Promise.all([
      call(t, 'POST', path, { body: { name: 'Anna Lee', termsSha256: c.termsSha256 }, ip: '203.0.113.7', headers: { 'user-agent': 'PhoneBrowser/17.0' } }),
      call(t, 'POST', path, { body: { name: 'Someone Else', termsSha256: c.termsSha256 }, ip: '203.0.113.8', headers: { 'user-agent': 'OtherBrowser/1.0' } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json.error.message).toBe('Contract has already been signed');
    const winner = results.find((r) => r.status === 200)!;
    const winnerName = winner.json.result.signerName as string;
    const winnerIp = winnerName === 'Anna Lee' ? '203.0.113.7' : '203.0.113.8';
    const winnerUa = winnerName === 'Anna Lee' ? 'PhoneBrowser/17.0' : 'OtherBrowser/1.0';
    expect(winner.json.result).toMatchObject({ clientName: 'Anna Lets', title: 'Property Service Contract', signedAt: expect.any(String) });

    const [shareRow] = await t.deps.db.select().from(contractShares).where(eq(contractShares.id, share.id));
    expect(shareRow).toMatchObject({ clientName: winnerName, clientIp: winnerIp, userAgent: winnerUa, viewOnly: false, isActive: true });
    expect(shareRow.signedAt).toBeInstanceOf(Date);
    const [contract] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(contract.status).toBe('active');
    expect(contract.signedDate?.toISOString()).toBe(shareRow.signedAt?.toISOString());
    expect(contract.signatureData).toMatchObject({ signed_by: winnerName, signature: winnerName, ip_address: winnerIp, user_agent: winnerUa, terms_sha256: sha256(contract.terms) });

    const audits = await auditOf('contract.signed', c.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, ipAddress: winnerIp, userAgent: winnerUa, entityType: 'property_contract' });
    expect(audits[0].details).toMatchObject({ signerName: winnerName, via: 'share', shareId: share.id, shareTokenSuffix: share.shareToken.slice(-6) });
    expect(audits[0].details.termsSha256).toBe(sha256(contract.terms));

    const p = await propertyRow(pid);
    expect(p.contractSigned).toBe(true);
    expect(p.onboardingTasks.find((task) => task.id === 4)?.completed).toBe(true);

    // The link now shows the signed contract and refuses another signature.
    const view = await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() });
    expect(view.json.contract).toMatchObject({ status: 'active', signed: true, signerName: winnerName, signature: winnerName, signedAt: shareRow.signedAt?.toISOString() });
    const again = await call(t, 'POST', path, { body: { name: 'Anna Lee', termsSha256: c.termsSha256 }, ip: nextIp() });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Contract has already been signed');
    // No new link is made for a signed contract (issue 7 C9; another open link is tested in contracts-lifecycle).
    expect((await call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin })).status).toBe(409);
    // The staff panel sees it as signed and final.
    const staffView = await call(t, 'GET', `/api/property-contracts/${c.id}`, { cookie: admin });
    expect(staffView.json.contract).toMatchObject({ status: 'active', signature: { signedBy: winnerName, via: 'share' } });
    expect((await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { title: 'x' } })).status).toBe(409);
  });

  it('refuses to sign terms that changed after the page was opened', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    const opened = (await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).json.contract;
    await call(t, 'PATCH', `/api/property-contracts/${c.id}`, { cookie: admin, body: { terms: 'Sneaky new terms' } });
    const res = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, {
      body: { name: 'Anna Lee', termsSha256: opened.termsSha256 },
      ip: nextIp(),
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('This contract has changed since you opened it. Please reload the page and review the latest terms.');
    expect(await auditOf('contract.signed', c.id)).toHaveLength(0);
    // The edit left the link active: the reloaded page shows, and signs, exactly the new terms.
    const reloaded = (await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).json.contract;
    expect(reloaded.terms).toBe('Sneaky new terms');
    const signed = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, {
      body: { name: 'Anna Lee', termsSha256: reloaded.termsSha256 },
      ip: nextIp(),
    });
    expect(signed.status).toBe(200);
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, c.id));
    expect(row.signatureData).toMatchObject({ terms_sha256: sha256('Sneaky new terms') });
  });

  it('limits requests per client IP', async () => {
    const c = await createContract(ownerA.propertyId);
    const { share } = await shareOf(c.id);
    const ip = '198.51.100.77';
    let status = 200;
    for (let i = 0; i <= PUBLIC_CONTRACT_LIMITS.view.max && status === 200; i++) {
      status = (await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip })).status;
    }
    expect(status).toBe(429);
    expect((await call(t, 'GET', `/api/public/contracts/${share.shareToken}`, { ip: nextIp() })).status).toBe(200);
    const signIp = '198.51.100.78';
    let signStatus = 0;
    for (let i = 0; i <= PUBLIC_CONTRACT_LIMITS.sign.max; i++) {
      signStatus = (await call(t, 'POST', `/api/public/contracts/${'B'.repeat(32)}/sign`, { ip: signIp, body: { name: 'Anna Lee', termsSha256: 'a'.repeat(64) } })).status;
    }
    expect(signStatus).toBe(429);
  });
});

describe('the signed-contract PDF', () => {
  it('holds the contract, the signature and an audit certificate whose hash is sha256 of the terms', async () => {
    const pid = await propertyFor(ownerA.clientId, 'Harbour Loft');
    const longTerms = `${'The provider collects and delivers linen on the agreed day. '.repeat(120)}\nFinal clause: Zoë’s £ sign stays.`;
    const c = await createContract(pid, { title: 'Loft Contract', terms: longTerms, deposit: 100 });
    const { share } = await shareOf(c.id);
    const signed = await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, {
      body: { name: 'Zoë Brontë-Smith', termsSha256: c.termsSha256 },
      ip: '192.0.2.44',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
    });
    expect(signed.status).toBe(200);

    for (const [path, options] of [
      [`/api/public/contracts/${share.shareToken}/pdf`, { ip: nextIp() }],
      [`/api/property-contracts/${c.id}/pdf`, { cookie: ownerA.cookie }],
    ] as const) {
      const res = await t.app.request(`${APP_URL}${path}`, { headers: { origin: APP_URL, ...('cookie' in options ? { cookie: options.cookie } : {}) } }, {
        incoming: { socket: { remoteAddress: 'ip' in options ? options.ip : '127.0.0.1' } },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="harbour-loft-loft-contract-signed-\d{4}-\d{2}-\d{2}\.pdf"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
      const text = await pdfText(bytes);
      expect(text).toContain('Loft Contract');
      expect(text).toContain('Anna Lets');
      expect(text).toContain('Harbour Loft');
      expect(text).toContain('£100.00');
      expect(text).toContain('Zoë Brontë-Smith');
      expect(text).toContain('Audit Certificate');
      expect(text).toContain('192.0.2.44');
      expect(text).toContain('iPhone');
      expect(text).toContain(c.id);
      expect(text).toContain(`...${share.shareToken.slice(-6)}`);
      expect(text).toContain(`Online, through the contract link ending ...${share.shareToken.slice(-6)}`);
      expect(text).toContain(sha256(longTerms));
      expect(text).toContain('Final clause');
      expect(text).toMatch(/Europe\/London/);
      expect(text).not.toContain('WARNING');
    }
    const inline = await t.app.request(`${APP_URL}/api/property-contracts/${c.id}/pdf?inline=1`, { headers: { cookie: admin } });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
    expect((await call(t, 'GET', `/api/property-contracts/${c.id}/pdf`, { cookie: ownerB.cookie })).status).toBe(404);
  });

  it('prints the in-person signature of a panel-signed contract', async () => {
    const c = await createContract(ownerA.propertyId, { title: 'Panel PDF' });
    await call(t, 'POST', `/api/property-contracts/${c.id}/sign`, { cookie: manager, body: { name: 'Anna Lee' } });
    const res = await t.app.request(`${APP_URL}/api/property-contracts/${c.id}/pdf`, { headers: { cookie: manager } });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Anna Lee');
    expect(text).toContain('In person, recorded by the provider');
    expect(text).toContain('None (not signed through a link)');
    expect(text).toContain(sha256(c.terms));
  });

  it('prints Latin Extended, Greek and Cyrillic text exactly, and a visible replacement for what the fonts lack', async () => {
    const pid = await propertyFor(ownerA.clientId, 'Дом у моря');
    const terms = 'Clause 1: Ελληνικά и кириллица.\nClause 2: 東京 😀 stays printable.';
    const c = await createContract(pid, { title: 'Umowa – Żółć', terms });
    const { share } = await shareOf(c.id);
    const signer = 'Łukasz Żółć-Ørsted';
    expect((await call(t, 'POST', `/api/public/contracts/${share.shareToken}/sign`, { body: { name: signer, termsSha256: c.termsSha256 } })).status).toBe(200);
    const res = await t.app.request(`${APP_URL}/api/property-contracts/${c.id}/pdf`, { headers: { cookie: ownerA.cookie } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(150_000); // embedded fonts are subsets
    const lines = await pdfTextLines(bytes);
    // The typed signature, the signature rows and the audit certificate's signer name.
    expect(lines.filter((l) => l === signer)).toHaveLength(4);
    expect(lines).toContain('Clause 1: Ελληνικά и кириллица.');
    expect(lines).toContain('Clause 2: \uFFFD\uFFFD \uFFFD stays printable.');
    expect(lines).toContain('Umowa – Żółć');
    expect(lines.some((l) => l.startsWith('Дом у моря'))).toBe(true);
    expect(lines.join('\n')).not.toContain('?');
    expect(lines).toContain(sha256(terms));
    expect(c.termsSha256).toBe(sha256(terms));
  });
});
