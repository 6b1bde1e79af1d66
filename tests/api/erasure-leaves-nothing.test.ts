/**
 * Issue 19 (security M3, experience M11): after an owner erases their account, no mail, audit row,
 * note or calendar event still holds their name, phone or home address; the signed contract is kept
 * exactly as the confirmation dialog says; the erased client is on no list and in no count, their
 * properties and cards are archived for good, and the admin's user counts leave the login out.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  calendarEvents,
  changeovers,
  clients,
  contracts,
  linenCards,
  linenRequests,
  outbox,
  properties,
  propertyContracts,
  users,
} from '@server/db/schema';
import { ERASURE_SUMMARY } from '@shared/domain/erasure';
import { PROPERTY_MESSAGES } from '@shared/domain/properties';
import { buildWorld, nextIp, type World } from './authz-fixture';
import { call, createTestApp, PASSWORD, signIn, type TestApp } from './harness';
import { londonDay } from './request-fixture';

let t: TestApp;
let w: World;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The owner's identifying strings the erasure must leave nowhere (except the signed contract). */
const NAME = 'Zelda Quarrington';
const SIGNER = 'Zelda M. Quarrington';
const PHONE = '07700 900456';
const HOME = '14 Lantern Yard, Kettlewell BD23 5QT';
const EMAIL = 'zelda.q@erase-me.example';

async function must(res: ReturnType<typeof call>, status: number) {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  return r.json;
}

/** Every text the check searches, lower-cased: mail, the audit trail, notes and calendar events. */
async function everyKeptText(): Promise<Record<string, string>> {
  const db = t.deps.db;
  const mail = await db.select().from(outbox);
  const audit = await db.select().from(auditLog);
  const requests = await db.select({ notes: linenRequests.notes, reason: linenRequests.declineReason }).from(linenRequests);
  const events = await db.select({ title: calendarEvents.title, description: calendarEvents.description }).from(calendarEvents);
  const cards = await db.select({ notes: linenCards.notes, damage: linenCards.damageNotes }).from(linenCards);
  const collections = await db.select({ notes: changeovers.notes }).from(changeovers);
  const props = await db.select({ notes: properties.notes }).from(properties);
  const clientRows = await db.select().from(clients);
  const userRows = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users);
  return {
    outbox: JSON.stringify(mail.map((m) => [m.toAddress, m.subject, m.textBody])).toLowerCase(),
    audit: JSON.stringify(audit.map((a) => [a.entityId, a.details])).toLowerCase(),
    notes: JSON.stringify([requests, cards, collections, props]).toLowerCase(),
    calendar: JSON.stringify(events).toLowerCase(),
    people: JSON.stringify([clientRows, userRows]).toLowerCase(),
  };
}

let owner: { userId: string; clientId: string; cookie: string; propertyId: string; draftPropertyId: string; cardId: string };
let signed: { id: string; terms: string; signature: Record<string, unknown> };
let draftId: string;
let clientContractId: string;
let counts: { users: number; clients: number; adminUsers: number };

async function adminCounts() {
  const admin = await must(call(t, 'GET', '/api/admin/clients?status=all', { cookie: w.cookies.superAdmin }), 200);
  const list = await must(call(t, 'GET', '/api/users', { cookie: w.cookies.superAdmin }), 200);
  const rows = (Array.isArray(list) ? list : list.users) as { id: string }[];
  return { users: admin.overview.users as number, clients: admin.cards.totalClients as number, adminUsers: rows.length, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const admin = w.cookies.superAdmin;

  // A real sign-up: the admins' notice carries the name, e-mail, phone and home address.
  await must(
    call(t, 'POST', '/api/auth/sign-up/email', { body: { name: NAME, email: EMAIL, password: PASSWORD, phone: PHONE, homeAddress: HOME }, ip: nextIp() }),
    200,
  );
  const [user] = await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, EMAIL)).returning();
  // The notice was delivered: a sent mail is kept (redacted), not deleted.
  await t.deps.db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.kind, 'signup-notification'));
  const cookie = await signIn(t, EMAIL, PASSWORD, nextIp());
  const [client] = await t.deps.db.select().from(clients).where(eq(clients.userId, user.id));
  expect(client.billingNotes).toBe(HOME);

  const [property, draftProperty] = await t.deps.db
    .insert(properties)
    .values([
      { name: 'Lantern Barn', address: '2 Mill Lane, Kettlewell', clientId: client.id, notes: `Ring ${NAME} on ${PHONE}` },
      { name: 'Lantern Loft', address: '3 Mill Lane, Kettlewell', clientId: client.id },
    ])
    .returning();
  const [card] = await t.deps.db
    .insert(linenCards)
    .values({ propertyId: property.id, clientId: client.id, status: 'on_beds', onBedsSince: new Date(), notes: `Keys with ${NAME}, call ${PHONE.replace(' ', '')}` })
    .returning();

  // Staff make the contracts (the terms name the client); the owner signs one with their own name.
  const made = await must(call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: property.id } }), 201);
  expect(made.contract.terms).toContain(NAME);
  await must(
    call(t, 'POST', `/api/property-contracts/${made.contract.id}/sign`, { cookie, body: { name: SIGNER, termsSha256: sha256(made.contract.terms) } }),
    200,
  );
  const draft = await must(call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: draftProperty.id } }), 201);
  draftId = draft.contract.id;
  const [clientContract] = await t.deps.db
    .insert(contracts)
    .values({ clientId: client.id, title: 'Agreement', termsText: `Between us and ${NAME}, ${HOME}` })
    .returning();
  clientContractId = clientContract.id;

  // The owner's own notes: a linen request and a calendar event.
  await must(
    call(t, 'POST', '/api/linen-requests', { cookie, body: { propertyId: property.id, requestedDate: londonDay(t, 5), notes: `Text ${PHONE} on arrival, ${NAME}` } }),
    201,
  );
  await must(
    call(t, 'POST', '/api/calendar-events', { cookie, body: { title: `${NAME} away`, date: londonDay(t, 9), description: `At ${HOME}` } }),
    201,
  );

  const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, made.contract.id));
  signed = { id: row.id, terms: row.terms, signature: row.signatureData as unknown as Record<string, unknown> };
  owner = { userId: user.id, clientId: client.id, cookie, propertyId: property.id, draftPropertyId: draftProperty.id, cardId: card.id };

  const before = await adminCounts();
  expect(before.rows.map((r) => r.id)).toContain(user.id);
  counts = before;

  // Before: the strings are there to find (so the checks below can fail).
  const texts = await everyKeptText();
  for (const where of ['outbox', 'notes', 'calendar'] as const) expect(texts[where]).toContain(NAME.toLowerCase());
  expect(texts.outbox).toContain(HOME.toLowerCase());
  expect(texts.outbox).toContain(PHONE.toLowerCase());
  expect(texts.audit).toContain(SIGNER.toLowerCase());
  expect(texts.audit).toContain(EMAIL);

  await must(call(t, 'POST', '/api/me/data/erasure', { cookie, body: { confirmEmail: EMAIL } }), 200);
});
afterAll(async () => t?.close());

describe('after an erasure (issue 19 security M3)', () => {
  it("no mail, audit row, note or calendar event holds the owner's name, signer's name, phone, home address or e-mail", async () => {
    const texts = await everyKeptText();
    for (const [where, text] of Object.entries(texts)) {
      for (const needle of [NAME, SIGNER, PHONE, PHONE.replace(' ', ''), HOME, '14 Lantern Yard', EMAIL]) {
        expect(text.includes(needle.toLowerCase()), `${where} still holds ${needle}`).toBe(false);
      }
    }
  });

  it("keeps the admins' delivered sign-up notice as a redacted record and sends nothing to the erased owner", async () => {
    const notices = await t.deps.db.select().from(outbox).where(eq(outbox.aboutUserId, owner.userId));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((m) => m.status !== 'pending')).toBe(true);
    const signupNotice = notices.find((m) => m.kind === 'signup-notification');
    expect(signupNotice).toMatchObject({ subject: 'Erased', status: 'sent' });
    expect(signupNotice!.toAddress).not.toMatch(/erased\.invalid$/); // the admin's copy stays addressed to the admin
    const pendingAbout = await t.deps.db.select().from(outbox).where(inArray(outbox.aboutClientId, [owner.clientId]));
    expect(pendingAbout.filter((m) => m.status === 'pending')).toEqual([]);
  });

  it('keeps the signed contract exactly as the dialog says, and cleans the contracts never signed', async () => {
    const kept = ERASURE_SUMMARY.kept[0].what;
    for (const word of ['signed service contracts', 'unchanged', 'terms', 'name you typed', 'signature', 'when you signed', 'IP address', 'browser']) {
      expect(kept).toContain(word);
    }
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, signed.id));
    expect(row.status).toBe('signed');
    expect(row.terms).toBe(signed.terms);
    expect(row.signatureData).toEqual(signed.signature);
    expect(row.signatureData).toMatchObject({ signed_by: SIGNER, terms_sha256: sha256(signed.terms) });
    expect((row.signatureData as unknown as Record<string, unknown>).ip_address).not.toBeUndefined();
    // The PDF is still the evidence: it is made from the kept record.
    const pdf = await t.app.request(`http://localhost:3000/api/property-contracts/${signed.id}/pdf`, {
      headers: { cookie: w.cookies.superAdmin!, origin: 'http://localhost:3000' },
    });
    expect(pdf.status).toBe(200);

    const [draft] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, draftId));
    expect(draft.terms).not.toContain(NAME);
    expect(draft.terms).toContain('[erased]');
    const [agreement] = await t.deps.db.select().from(contracts).where(eq(contracts.id, clientContractId));
    expect(agreement.termsText).toBe('Between us and [erased], [erased]');
  });

  it("deletes the owner's own calendar events and clears their request notes", async () => {
    const events = await t.deps.db.select().from(calendarEvents).where(eq(calendarEvents.createdBy, owner.userId));
    expect(events.every((e) => e.linenRequestId !== null && e.description === null)).toBe(true);
    const requests = await t.deps.db.select().from(linenRequests).where(eq(linenRequests.propertyId, owner.propertyId));
    expect(requests.length).toBe(1);
    expect(requests[0].notes).toBeNull();
  });
});

describe('after an erasure (issue 19 experience M11)', () => {
  it('the client is no lead: on no list, in no count', async () => {
    const [client] = await t.deps.db.select().from(clients).where(eq(clients.id, owner.clientId));
    expect(client.status).toBe('lost');
    const staffList = await must(call(t, 'GET', '/api/clients?limit=100', { cookie: w.cookies.staff }), 200);
    const listed = (staffList.clients ?? staffList.items ?? staffList) as { id: string }[];
    expect(listed.map((c) => c.id)).not.toContain(owner.clientId);
    const leads = await must(call(t, 'GET', '/api/admin/clients?status=lead', { cookie: w.cookies.superAdmin }), 200);
    expect((leads.clients as { id: string }[]).map((c) => c.id)).not.toContain(owner.clientId);
    const after = await adminCounts();
    expect(after.clients).toBe(counts.clients - 1);
  });

  it('the admin user counts and the users list leave the erased login out', async () => {
    const after = await adminCounts();
    expect(after.users).toBe(counts.users - 1);
    expect(after.adminUsers).toBe(counts.adminUsers - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(owner.userId);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user.erasedAt).not.toBeNull();
  });

  it('their properties and linen cards are archived and cannot go back on the board', async () => {
    const rows = await t.deps.db.select().from(properties).where(eq(properties.clientId, owner.clientId));
    expect(rows.map((p) => p.archived)).toEqual([true, true]);
    const [card] = await t.deps.db.select().from(linenCards).where(eq(linenCards.id, owner.cardId));
    expect(card.archived).toBe(true);
    const restore = await call(t, 'POST', `/api/properties/${owner.propertyId}/restore`, { cookie: w.cookies.superAdmin });
    expect(restore.status).toBe(409);
    expect(restore.json.error.message).toBe(PROPERTY_MESSAGES.erasedOwner);
    const board = await call(t, 'POST', '/api/linen-cards', {
      cookie: w.cookies.superAdmin,
      body: { propertyId: owner.draftPropertyId, status: 'on_beds', billingTags: 'weekly' },
    });
    expect(board.status).toBeGreaterThanOrEqual(400);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, owner.draftPropertyId))).toEqual([]);
    // No property is given to the erased client either.
    const assign = await call(t, 'PATCH', `/api/properties/${w.a.propertyId}`, { cookie: w.cookies.superAdmin, body: { clientId: owner.clientId } });
    expect(assign.status).toBeGreaterThanOrEqual(400);
  });
});
