/**
 * GET /api/admin/audit-log: super admins only; filters by user, kind and London days; keyset pages that
 * neither repeat nor skip an entry when new rows arrive between pages; bad input is refused clearly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, clients } from '@server/db/schema';
import { call, createTestApp, userWithRole, type TestApp } from './harness';
import { PAGE_LINK_INVALID } from '@shared/schemas/page-cursor';

let t: TestApp;
let admin: string;
let adminId: string;
let staffId: string;
const cookies: Record<string, string> = {};

/** 2026-07-01 is in summer time: London's day starts at 23:00 UTC the day before. */
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const a = await userWithRole(t, 'root@provider.example', 'admin', true);
  admin = a.cookie;
  adminId = a.user.id;
  const staff = await userWithRole(t, 'stan@provider.example', 'staff');
  staffId = staff.user.id;
  cookies.staff = staff.cookie;
  cookies.manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  cookies.courier = (await userWithRole(t, 'cai@provider.example', 'courier')).cookie;
  cookies.owner = (await userWithRole(t, 'anna@owner.example', 'client')).cookie;
  await t.deps.db.insert(auditLog).values([
    {
      actorUserId: staffId,
      action: 'linen_card.move-to-changeover',
      entityType: 'linen_card',
      entityId: 'card-1',
      details: { from: 'on_beds', to: 'changeover_due' },
      ipAddress: '203.0.113.5',
      createdAt: at('2026-06-30T22:30:00Z'),
    },
    { actorUserId: staffId, action: 'linen_card.damages', entityType: 'linen_card', entityId: 'card-1', createdAt: at('2026-06-30T23:30:00Z') },
    { actorUserId: adminId, action: 'user.role', entityType: 'user', entityId: staffId, createdAt: at('2026-07-01T12:00:00Z') },
    { actorUserId: adminId, action: 'contract.deleted', entityType: 'property_contract', entityId: 'c-1', createdAt: at('2026-07-01T22:59:00Z') },
    {
      actorUserId: null,
      action: 'payment.completed',
      entityType: 'checkout_session',
      entityId: 'cs-1',
      details: { purpose: 'collection', amountPence: 4500 },
      createdAt: at('2026-07-01T23:00:00Z'),
    },
  ]);
});
afterAll(async () => t?.close());

const get = (query: string, cookie = admin) => call(t, 'GET', `/api/admin/audit-log${query}`, { cookie });

describe('GET /api/admin/audit-log', () => {
  it('answers super admins only', async () => {
    for (const role of ['staff', 'manager', 'courier', 'owner']) expect((await get('', cookies[role])).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/audit-log')).status).toBe(401);
    expect((await get('')).status).toBe(200);
  });

  it('lists newest first with actor, summary, entity and IP; sign-ins are recorded', async () => {
    const res = await get('?kind=linen_cards');
    expect(res.status).toBe(200);
    expect(res.json.entries).toHaveLength(1);
    expect(res.json.entries[0]).toMatchObject({
      action: 'linen_card.move-to-changeover',
      kind: 'linen_cards',
      summary: 'Moved a card from On Beds to Changeover Due',
      actor: { id: staffId, name: 'stan', email: 'stan@provider.example' },
      entityType: 'linen_card',
      entityId: 'card-1',
      ipAddress: '203.0.113.5',
      createdAt: '2026-06-30T22:30:00.000Z',
    });
    const signIns = await get(`?kind=sign_in&user=${adminId}`);
    expect(signIns.json.entries.map((e: { action: string }) => e.action)).toContain('auth.sign_in');
    const all = await get('?limit=200');
    const times = all.json.entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by kind (an exact action wins over its prefix) and by user', async () => {
    const damages = await get('?kind=damages');
    expect(damages.json.entries.map((e: { action: string }) => e.action)).toEqual(['linen_card.damages']);
    const byAdmin = await get(`?user=${adminId}&kind=contracts`);
    expect(byAdmin.json.entries.map((e: { action: string }) => e.action)).toEqual(['contract.deleted']);
    const payments = await get('?kind=payments');
    expect(payments.json.entries[0]).toMatchObject({ actor: null, summary: 'Payment received for a collection (£45.00)' });
  });

  it('filters by London days, both ends included', async () => {
    const day = await get('?from=2026-07-01&to=2026-07-01');
    expect(day.json.entries.map((e: { action: string }) => e.action)).toEqual(['contract.deleted', 'user.role', 'linen_card.damages']);
    const before = await get('?to=2026-06-30');
    expect(before.json.entries.map((e: { action: string }) => e.action)).toEqual(['linen_card.move-to-changeover']);
  });

  it('pages by keyset: new rows between pages neither repeat nor shift an entry', async () => {
    const first = await get('?from=2026-06-30&to=2026-07-02&limit=2');
    expect(first.json.entries.map((e: { action: string }) => e.action)).toEqual(['payment.completed', 'contract.deleted']);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    // Newer rows arrive between the pages: they come before page one, so page two is unchanged.
    await t.deps.db.insert(auditLog).values([
      { actorUserId: adminId, action: 'stock.updated', entityType: 'stock_item', entityId: 's-1', createdAt: at('2026-07-02T10:00:00Z') },
      { actorUserId: adminId, action: 'client.status_changed', entityType: 'client', entityId: 'cl-1', createdAt: at('2026-07-02T11:00:00Z') },
    ]);
    const second = await get(`?from=2026-06-30&to=2026-07-02&limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json.entries.map((e: { action: string }) => e.action)).toEqual(['user.role', 'linen_card.damages']);
    const third = await get(`?from=2026-06-30&to=2026-07-02&limit=2&cursor=${second.json.nextCursor}`);
    expect(third.json.entries.map((e: { action: string }) => e.action)).toEqual(['linen_card.move-to-changeover']);
    expect(third.json.nextCursor).toBeNull();
  });

  it('keeps rows of the same instant apart by id (microsecond cursor)', async () => {
    const same = new Date('2026-05-05T10:00:00.123Z');
    await t.deps.db.insert(auditLog).values(
      Array.from({ length: 5 }, (_, i) => ({
        actorUserId: adminId,
        action: 'stock.updated',
        entityType: 'stock_item',
        entityId: `same-${i}`,
        createdAt: same,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Awaited<ReturnType<typeof get>> = await get(`?from=2026-05-05&to=2026-05-05&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.json.entries.map((e: { entityId: string }) => e.entityId));
      cursor = page.json.nextCursor;
    }
    expect(seen.sort()).toEqual(['same-0', 'same-1', 'same-2', 'same-3', 'same-4']);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [string, string][] = [
      ['?kind=everything', 'Choose a kind from the list'],
      ['?from=2026-13-01', 'Enter the start date as YYYY-MM-DD'],
      ['?from=2026-07-02&to=2026-07-01', 'The end date must be on or after the start date'],
      ['?cursor=bm90LWEtY3Vyc29y', PAGE_LINK_INVALID],
      ['?limit=0', 'The page size must be a whole number from 1 to 200'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(422);
      expect(res.json.error.message).toBe(message);
    }
  });
});

describe('ids in the audit log (issue 19 L7)', () => {
  it('keeps a record id in lower case, however the path spelt it', async () => {
    const [client] = await t.deps.db.insert(clients).values({ name: 'Case Lets', primaryEmail: 'case@owner.example' }).returning();
    const res = await call(t, 'PATCH', `/api/clients/${client.id.toUpperCase()}`, { cookie: admin, body: { billingNotes: 'Pays by card' } });
    expect(res.status).toBe(200);
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityType, 'client'));
    const ids = rows.map((r) => r.entityId).filter((id) => id.toLowerCase() === client.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id === client.id)).toBe(true);
  });
});
