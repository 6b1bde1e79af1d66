/** Client-level contracts: GET/POST /api/clients/:id/contracts and DELETE /api/client-contracts/:id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients, contracts } from '@server/db/schema';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;

type Who = Awaited<ReturnType<typeof userWithRole>>;
let admin: Who, manager: Who, staff: Who, ownerA: Who, ownerB: Who;
let clientA: string, clientB: string;

async function contractCount() {
  const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(contracts);
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin@contracts.example', 'admin', true);
  manager = await userWithRole(t, 'manager@contracts.example', 'manager');
  staff = await userWithRole(t, 'staff@contracts.example', 'staff');
  ownerA = await userWithRole(t, 'owner.a@contracts.example', 'client');
  ownerB = await userWithRole(t, 'owner.b@contracts.example', 'client');
  const rows = await t.deps.db
    .insert(clients)
    .values([
      { name: 'Alpha Lets', primaryEmail: 'owner.a@contracts.example', userId: ownerA.user.id },
      { name: 'Bravo Lets', primaryEmail: 'owner.b@contracts.example', userId: ownerB.user.id },
    ])
    .returning();
  [clientA, clientB] = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('POST /api/clients/:id/contracts', () => {
  it('creates a contract: deposit in pounds stored as pence, draft by default', async () => {
    const res = await call(t, 'POST', `/api/clients/${clientA}/contracts`, {
      cookie: manager.cookie,
      body: { title: ' Winter Service ', startDate: '2026-11-01', depositAmount: '250.50', terms: 'Weekly collection.' },
    });
    expect(res.status).toBe(201);
    expect(res.json.contract).toMatchObject({
      clientId: clientA,
      userId: manager.user.id,
      title: 'Winter Service',
      startDate: '2026-11-01',
      depositAmountPence: 25050,
      terms: 'Weekly collection.',
      status: 'draft',
    });
    const empty = await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: admin.cookie, body: { title: 'Odd', depositAmount: '', status: 'active' } });
    expect(empty.json.contract).toMatchObject({ depositAmountPence: 0, status: 'active', startDate: null, terms: null });
  });

  it('refuses a negative, non-numeric or over-precise deposit with a message, saving nothing (nothing corrected silently)', async () => {
    const before = await contractCount();
    const cases: [unknown, string][] = [
      [-5, 'Deposit cannot be negative'],
      ['-0.01', 'Deposit cannot be negative'],
      ['lots', 'Deposit must be a number'],
      ['12.345', 'Deposit can have at most 2 decimals'],
    ];
    for (const [depositAmount, message] of cases) {
      const res = await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: manager.cookie, body: { title: 'Bad deposit', depositAmount } });
      expect(res.status, String(depositAmount)).toBe(422);
      expect(res.json.error).toMatchObject({ message, issues: [{ path: 'depositAmount', message }] });
    }
    expect(await contractCount()).toBe(before);
  });

  it("requires a title and saves nothing otherwise", async () => {
    const before = await contractCount();
    for (const body of [{}, { title: '   ' }]) {
      const res = await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: manager.cookie, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe('Title is required');
      expect(res.json.error.issues[0].path).toBe('title');
    }
    const badStatus = await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: manager.cookie, body: { title: 'X', status: 'signed' } });
    expect(badStatus.status).toBe(422);
    const badDate = await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: manager.cookie, body: { title: 'X', startDate: 'tomorrow' } });
    expect(badDate.json.error.message).toBe('Please enter a valid start date');
    expect(await contractCount()).toBe(before);
  });

  it('needs clients_edit; another tenant is a 404', async () => {
    const before = await contractCount();
    expect((await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: staff.cookie, body: { title: 'S' } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: ownerA.cookie, body: { title: 'S' } })).status).toBe(403);
    expect((await call(t, 'POST', `/api/clients/${clientA}/contracts`, { cookie: ownerB.cookie, body: { title: 'S' } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/clients/00000000-0000-4000-8000-000000000000/contracts', { cookie: admin.cookie, body: { title: 'S' } })).status).toBe(404);
    expect(await contractCount()).toBe(before);
  });
});

describe('GET /api/clients/:id/contracts', () => {
  it('lists newest first, for staff and for the owning owner only', async () => {
    await t.deps.db.insert(contracts).values([
      { clientId: clientB, title: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') },
      { clientId: clientB, title: 'Newer', createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const staffView = await call(t, 'GET', `/api/clients/${clientB}/contracts`, { cookie: staff.cookie });
    expect(staffView.status).toBe(200);
    expect(staffView.json.contracts.map((c: { title: string }) => c.title)).toEqual(['Newer', 'Older']);
    const own = await call(t, 'GET', `/api/clients/${clientB}/contracts`, { cookie: ownerB.cookie });
    expect(own.json.contracts).toHaveLength(2);
    const other = await call(t, 'GET', `/api/clients/${clientB}/contracts`, { cookie: ownerA.cookie });
    expect(other.status).toBe(404);
    expect((await call(t, 'GET', '/api/clients/nope/contracts', { cookie: staff.cookie })).status).toBe(404);
  });
});

describe('DELETE /api/client-contracts/:id', () => {
  it('needs clients_edit; another tenant’s contract is a 404; deletes once', async () => {
    const [contract] = await t.deps.db.insert(contracts).values({ clientId: clientA, title: 'Doomed' }).returning();
    expect((await call(t, 'DELETE', `/api/client-contracts/${contract.id}`, { cookie: staff.cookie })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/client-contracts/${contract.id}`, { cookie: ownerA.cookie })).status).toBe(403);
    const other = await call(t, 'DELETE', `/api/client-contracts/${contract.id}`, { cookie: ownerB.cookie });
    expect(other.status).toBe(404);
    expect(other.json.error.message).toBe('Contract not found or has been deleted');
    expect(await t.deps.db.select().from(contracts).where(eq(contracts.id, contract.id))).toHaveLength(1);

    expect((await call(t, 'DELETE', `/api/client-contracts/${contract.id}`, { cookie: manager.cookie })).status).toBe(200);
    expect(await t.deps.db.select().from(contracts).where(eq(contracts.id, contract.id))).toHaveLength(0);
    expect((await call(t, 'DELETE', `/api/client-contracts/${contract.id}`, { cookie: manager.cookie })).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/client-contracts/not-a-uuid', { cookie: manager.cookie })).status).toBe(404);
  });
});
