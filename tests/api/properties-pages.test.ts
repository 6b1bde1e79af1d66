/**
 * GET /api/properties/page (the /properties screen, issue 21): keyset pages walk every property of a
 * tab exactly once in the tab's order (times sharing a millisecond included), filters and the owner's
 * scope hold across pages, the tab counts are exact up to the cap and capped above it, rows carry only
 * the table's fields, and a malformed cursor is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { clients, properties } from '@server/db/schema';
import { PROPERTY_COUNT_CAP } from '@shared/schemas/properties';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let staff: string;
let ownerA: string;
let clientA: string;
let clientB: string;

async function addProperty(name: string, clientId: string, createdAt: string, archivedAt: string | null = null) {
  await t.deps.db.execute(
    sql`insert into ${properties} (name, client_id, created_at, archived, archived_at)
        values (${name}, ${clientId}, ${createdAt}::timestamptz, ${archivedAt !== null}, ${archivedAt}::timestamptz)`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  ownerA = a.cookie;
  [{ id: clientA }] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  [{ id: clientB }] = await t.deps.db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example' }).returning();
  // 30 active (12 of Anna's, several sharing a millisecond and two the same microsecond) and 9 archived (two never stamped).
  for (let i = 0; i < 30; i++) {
    const at = i < 8 ? `2026-03-10T10:00:00.123${String(i).padStart(3, '0')}Z` : i < 10 ? '2026-03-11T09:00:00.000001Z' : `2026-04-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00Z`;
    await addProperty(`Page House ${i}${i % 5 === 0 ? ' Harbour' : ''}`, i % 5 < 2 ? clientA : clientB, at);
  }
  for (let i = 0; i < 9; i++) {
    await addProperty(`Old House ${i}`, clientB, '2026-01-01T00:00:00Z', i < 5 ? '2026-02-01T00:00:00.000500Z' : `2026-02-0${i}T00:00:00Z`);
  }
  await t.deps.db.execute(sql`update ${properties} set archived_at = null where name in ('Old House 0', 'Old House 1')`);
});

afterAll(async () => {
  await t?.close();
});

type Row = { id: string; name: string; client: { id: string } | null };

async function walk(cookie: string, query: string, limit: number) {
  const seen: Row[] = [];
  let cursor: string | null = null;
  let first: { counts: { active: number; archived: number }; countCap: number } | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const res = await call(t, 'GET', `/api/properties/page?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    first ??= res.json;
    expect(res.json.properties.length).toBeLessThanOrEqual(limit);
    seen.push(...res.json.properties);
    cursor = res.json.nextCursor;
    if (!cursor) return { seen, first: first! };
  }
  throw new Error('the pages did not end');
}

async function idsInOrder(archived: boolean, clientId?: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.archived, archived), clientId ? eq(properties.clientId, clientId) : undefined))
    .orderBy(...(archived ? [sql`${properties.archivedAt} desc nulls last`] : []), desc(properties.createdAt), asc(properties.id));
  return rows.map((r) => r.id);
}

describe('GET /api/properties/page', () => {
  it('walks the active tab once, in order, with the exact counts', async () => {
    const { seen, first } = await walk(staff, '', 7);
    expect(seen.map((r) => r.id)).toEqual(await idsInOrder(false));
    expect(first.counts).toEqual({ active: 30, archived: 9 });
    expect(first.countCap).toBe(PROPERTY_COUNT_CAP);
  });

  it('walks the archived tab once: most recently archived first, never-stamped last', async () => {
    const { seen } = await walk(staff, '&archived=true', 2);
    expect(seen.map((r) => r.id)).toEqual(await idsInOrder(true));
  });

  it('keeps the search, the client filter and the owner’s scope across pages', async () => {
    const search = await walk(staff, '&search=harbour', 2);
    expect(search.seen).toHaveLength(6);
    expect(search.seen.every((r) => r.name.endsWith('Harbour'))).toBe(true);
    expect(search.first.counts).toEqual({ active: 6, archived: 0 });
    const byClient = await walk(staff, `&clientId=${clientA}`, 5);
    expect(byClient.seen.map((r) => r.id)).toEqual(await idsInOrder(false, clientA));
    const own = await walk(ownerA, '', 5);
    expect(own.seen.map((r) => r.id)).toEqual(await idsInOrder(false, clientA));
    expect(own.first.counts).toEqual({ active: 12, archived: 0 });
    expect((await walk(ownerA, `&clientId=${clientB}`, 5)).seen).toHaveLength(0);
  });

  it('sends only the fields the table shows', async () => {
    const res = await call(t, 'GET', '/api/properties/page?limit=1', { cookie: staff });
    expect(Object.keys(res.json.properties[0]).sort()).toEqual(
      ['address', 'archived', 'client', 'contract', 'defaultBedConfig', 'id', 'name', 'notes', 'onboardingProgress', 'services'].sort(),
    );
  });

  it('counts up to the cap and no further', async () => {
    await t.deps.db.execute(
      sql`insert into ${properties} (name, client_id) select 'Bulk ' || g, ${clientB} from generate_series(1, ${PROPERTY_COUNT_CAP + 5}) g`,
    );
    const res = await call(t, 'GET', '/api/properties/page?limit=1', { cookie: staff });
    expect(res.json.counts).toEqual({ active: PROPERTY_COUNT_CAP + 1, archived: 9 });
    await t.deps.db.execute(sql`delete from ${properties} where name like 'Bulk %'`);
  });

  it('refuses a malformed cursor or page size', async () => {
    for (const q of ['cursor=nonsense', `cursor=${Buffer.from('|2026-01-01|x').toString('base64url')}`, 'limit=0', 'limit=500']) {
      const res = await call(t, 'GET', `/api/properties/page?${q}`, { cookie: staff });
      expect(res.status, q).toBe(422);
      expect(res.json.error.code).toBe('invalid_input');
    }
  });
});
