/**
 * Issue 7: one deposit rule. Task 3 completes only from a paid deposit, or when staff record a deposit
 * received another way (POST /api/properties/:id/deposit/record, with a reason, audited). Nobody ticks
 * it; a property cannot reach 100% (nor get its linen card) without a deposit; the 'onboarding
 * complete' e-mail goes once, to the client's primary e-mail and the provider's admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clients, linenCards, outbox, properties } from '@server/db/schema';
import { DEPOSIT_MESSAGES } from '@shared/domain/deposit';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
type Who = Awaited<ReturnType<typeof userWithRole>>;
let admin: Who, manager: Who, staff: Who, courier: Who, ownerA: Who, ownerB: Who;
let clientA: string;

const REASON = 'Paid by bank transfer';

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'root@deposit.example', 'admin', true);
  manager = await userWithRole(t, 'mia@deposit.example', 'manager');
  staff = await userWithRole(t, 'stan@deposit.example', 'staff');
  courier = await userWithRole(t, 'cora@deposit.example', 'courier');
  ownerA = await userWithRole(t, 'anna@deposit.example', 'client');
  ownerB = await userWithRole(t, 'ben@deposit.example', 'client');
  [{ id: clientA }] = await t.deps.db
    .insert(clients)
    .values({ name: 'Anna Lets', contactName: 'Anna', primaryEmail: 'anna.billing@deposit.example', userId: ownerA.user.id })
    .returning();
  await t.deps.db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@deposit.example', userId: ownerB.user.id });
});
afterAll(() => t.close());

async function newProperty(name: string): Promise<string> {
  const res = await call(t, 'POST', '/api/properties', { cookie: admin.cookie, body: { name, clientId: clientA } });
  expect(res.status).toBe(201);
  return res.json.property.id;
}

async function row(id: string) {
  const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
  return p;
}

const done = (p: { onboardingTasks: { id: number; completed: boolean }[] }) => p.onboardingTasks.filter((x) => x.completed).map((x) => x.id);
const record = (id: string, cookie: string | undefined, body: unknown = { reason: REASON }) =>
  call(t, 'POST', `/api/properties/${id}/deposit/record`, { cookie, body });
/** A tick; tasks 4 and 5 follow the contract and the services, so staff mark them done with a reason. */
const tick = (id: string, task: number, cookie: string) =>
  call(t, 'POST', `/api/properties/${id}/onboarding/${task}`, { cookie, body: { completed: true, ...(task >= 4 && { reason: 'Agreed on paper' }) } });

describe('POST /api/properties/:id/deposit/record', () => {
  it('is 401 signed out, 404 for another owner, 403 for the owner, staff without properties_edit and couriers; nothing changes', async () => {
    const id = await newProperty('Guarded Deposit');
    expect((await record(id, undefined)).status).toBe(401);
    expect((await record(id, ownerB.cookie)).status).toBe(404);
    for (const who of [ownerA, staff, courier]) expect((await record(id, who.cookie)).status, who.user.email).toBe(403);
    expect((await record('not-a-uuid', manager.cookie)).status).toBe(404);
    expect(await row(id)).toMatchObject({ depositPaid: false, depositRecordedAt: null, depositRecordedReason: null });
    expect(done(await row(id))).toEqual([1]);
  });

  it('needs a reason (422, field message) and changes nothing without one', async () => {
    const id = await newProperty('Reasonless Deposit');
    const cases: [unknown, string][] = [
      [{}, DEPOSIT_MESSAGES.reasonRequired],
      [{ reason: '   ' }, DEPOSIT_MESSAGES.reasonRequired],
      [{ reason: 'ok' }, DEPOSIT_MESSAGES.reasonTooShort],
      [{ reason: 'x'.repeat(201) }, DEPOSIT_MESSAGES.reasonTooLong],
      [{ reason: 42 }, DEPOSIT_MESSAGES.reasonRequired],
    ];
    for (const [body, message] of cases) {
      const res = await record(id, manager.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error).toMatchObject({ message, issues: [{ path: 'reason', message }] });
    }
    expect(await row(id)).toMatchObject({ depositRecordedAt: null, onboardingProgress: 20 });
  });

  it('completes task 3 with the reason stored, shown and audited; a second record is a 409', async () => {
    const id = await newProperty('Bank Transfer Barn');
    const res = await record(id, manager.cookie, { reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.json.property).toMatchObject({ depositPaid: false, depositRecorded: { reason: REASON }, onboardingProgress: 40 });
    expect(done(res.json.property)).toEqual([1, 3]);
    expect((await row(id)).depositRecordedBy).toBe(manager.user.id);
    // The owner sees the same state on their property.
    const own = await call(t, 'GET', `/api/properties/${id}`, { cookie: ownerA.cookie });
    expect(own.json.property.depositRecorded).toMatchObject({ reason: REASON });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'property.deposit_recorded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: manager.user.id, details: { reason: REASON } });

    const again = await record(id, admin.cookie, { reason: 'Paid in cash' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(DEPOSIT_MESSAGES.alreadyReceived);
    expect((await row(id)).depositRecordedReason).toBe(REASON);
    // And no deposit checkout is started for a deposit already received.
    const checkout = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: ownerA.cookie, body: { propertyId: id } });
    expect(checkout.status).toBe(409);
  });
});

describe('task 3 follows the deposit', () => {
  it('cannot be ticked or unticked by hand, by an owner or by staff (403), and nothing changes', async () => {
    const id = await newProperty('No Ticks');
    for (const who of [ownerA, manager, admin]) {
      const res = await tick(id, 3, who.cookie);
      expect(res.status, who.user.email).toBe(403);
      expect(res.json.error.message).toBe(DEPOSIT_MESSAGES.notTickable);
    }
    await record(id, manager.cookie);
    const untick = await call(t, 'POST', `/api/properties/${id}/onboarding/3`, { cookie: manager.cookie, body: { completed: false } });
    expect(untick.status).toBe(403);
    expect(done(await row(id))).toEqual([1, 3]);
  });

  it('keeps a property without a deposit below 100%: no linen card, no e-mail', async () => {
    const id = await newProperty('Almost There');
    for (const task of [2, 4, 5]) expect((await tick(id, task, manager.cookie)).status).toBe(200);
    const p = await row(id);
    expect(p.onboardingProgress).toBe(80);
    expect(done(p)).toEqual([1, 2, 4, 5]);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id))).toHaveLength(0);
  });

  it('reaches 100% once the deposit is recorded: the linen card, and the onboarding-complete e-mail sent once', async () => {
    const id = await newProperty('Complete Cottage');
    for (const task of [2, 4, 5]) await tick(id, task, manager.cookie);
    const before = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'onboarding-complete'));
    const res = await record(id, manager.cookie);
    expect(res.json.property.onboardingProgress).toBe(100);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, id))).toHaveLength(1);

    const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'onboarding-complete'))).filter(
      (m) => !before.some((b) => b.id === m.id),
    );
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['anna.billing@deposit.example', 'root@deposit.example']);
    const owner = mails.find((m) => m.toAddress === 'anna.billing@deposit.example')!;
    expect(owner.subject).toBe('Onboarding complete: Complete Cottage');
    expect(owner.textBody).toContain('Hello Anna');
    expect(mails.find((m) => m.toAddress === 'root@deposit.example')!.textBody).toContain('Complete Cottage (Anna Lets) has completed');

    // Dropping below 100 and coming back sends nothing more.
    await call(t, 'POST', `/api/properties/${id}/onboarding/5`, { cookie: manager.cookie, body: { completed: false } });
    await tick(id, 5, manager.cookie);
    const after = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'onboarding-complete'));
    expect(after.length).toBe(before.length + 2);
  });
});
