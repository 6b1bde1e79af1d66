/**
 * GET /api/orders a page at a time (issue 21): keyset pages newest first walk every order exactly once
 * (rows sharing a millisecond included), each owner sees only their own across pages, and a malformed
 * cursor or page size is refused (the house's bad-input answer, 422).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let ownerA: { cookie: string; user: { id: string } };
let ownerB: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'boss@provider.example', 'admin', true);
  ownerA = await userWithRole(t, 'anna@owner.example', 'client');
  ownerB = await userWithRole(t, 'ben@owner.example', 'client');
  // 24 of Anna’s and 8 of Ben’s; several share a millisecond (not a microsecond) and two share the microsecond.
  for (let i = 0; i < 32; i++) {
    const userId = i % 4 === 3 ? ownerB.user.id : ownerA.user.id;
    const at = i < 10 ? `2026-03-10T10:00:00.123${String(i).padStart(3, '0')}Z` : i < 12 ? '2026-03-11T10:00:00.500000Z' : `2026-03-${12 + (i % 10)}T10:00:00Z`;
    await t.deps.db.execute(
      sql`insert into ${orders} (user_id, checkout_session_id, amount_total_pence, payment_status, status, created_at)
          values (${userId}, ${`cs_page_${i}`}, ${100 + i}, 'paid', 'completed', ${at}::timestamptz)`,
    );
  }
});

afterAll(async () => {
  await t?.close();
});

async function walk(cookie: string, limit: number) {
  const seen: { id: string; userId: string; createdAt: string }[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const res = await call(t, 'GET', `/api/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json.orders.length).toBeLessThanOrEqual(limit);
    seen.push(...res.json.orders);
    cursor = res.json.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the pages did not end');
}

describe('GET /api/orders pages', () => {
  it('walks every order exactly once, newest first, for a super admin', async () => {
    const seen = await walk(admin.cookie, 5);
    expect(seen).toHaveLength(32);
    expect(new Set(seen.map((o) => o.id)).size).toBe(32);
    const times = seen.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps each owner to their own orders across pages', async () => {
    const a = await walk(ownerA.cookie, 4);
    const b = await walk(ownerB.cookie, 4);
    expect(a.every((o) => o.userId === ownerA.user.id)).toBe(true);
    expect(b.every((o) => o.userId === ownerB.user.id)).toBe(true);
    expect(a.length + b.length).toBe(32);
    expect(new Set([...a, ...b].map((o) => o.id)).size).toBe(32);
  });

  it('answers the last page with no cursor, and a default page of 50', async () => {
    const res = await call(t, 'GET', '/api/orders', { cookie: admin.cookie });
    expect(res.json.orders).toHaveLength(32);
    expect(res.json.nextCursor).toBeNull();
  });

  it('refuses a malformed cursor or page size (422, the house’s bad input)', async () => {
    for (const q of ['cursor=nonsense', `cursor=${Buffer.from('2026-01-01|x').toString('base64url')}`, 'limit=0', 'limit=201', 'limit=ten']) {
      const res = await call(t, 'GET', `/api/orders?${q}`, { cookie: admin.cookie });
      expect(res.status, q).toBe(422);
      expect(res.json.error.code).toBe('invalid_input');
    }
  });
});
