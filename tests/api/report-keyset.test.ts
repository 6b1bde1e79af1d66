/**
 * Rows read a page at a time by (time, id) where several rows share a millisecond but not a
 * microsecond (bulk inserts, now() defaults): every row comes exactly once. And the damage price the
 * reports' detail CSV and the owner's payments due show is the one the checkout charges: the record's
 * unit price when above 0, else the product's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { changeovers, clients, linenActivities, linenCards, products, properties } from '@server/db/schema';
import { damageDetails, turnDetails, type DamageDetailDb, type TurnDetailDb } from '@server/features/reports/reports.repo';
import { requestedCharges } from '@server/features/collections/payments-due.repo';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let cardId: string;
let clientId: string;
const window = { from: new Date('2026-03-01T00:00:00Z'), until: new Date('2026-03-31T23:59:59Z') };
const all = { all: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [client] = await db.insert(clients).values({ name: 'Keyset Lets', primaryEmail: 'keyset@owner.example' }).returning();
  clientId = client.id;
  const [property] = await db.insert(properties).values({ name: 'Keyset House', clientId }).returning();
  const [card] = await db.insert(linenCards).values({ propertyId: property.id, clientId }).returning();
  cardId = card.id;
  const [product] = await db
    .insert(products)
    .values({ name: 'Keyset Stain Removal', priceId: 'price_keyset_stain', pricePence: 1500, mode: 'payment' })
    .returning();
  for (const micros of ['100', '400', '900']) {
    const at = sql`${`2026-03-10T10:00:00.123${micros}Z`}::timestamptz`;
    await db.execute(
      sql`insert into ${changeovers} (linen_card_id, property_id, client_id, collected_at) values (${cardId}, ${property.id}, ${clientId}, ${at})`,
    );
    await db.execute(
      sql`insert into ${linenActivities} (linen_card_id, product_id, quantity, damages_count, unit_price_pence, created_at, charge_requested_at)
          values (${cardId}, ${product.id}, 2, 2, 0, ${at}, ${at})`,
    );
  }
});

afterAll(async () => {
  await t?.close();
});

async function pageThrough<T extends { id: string }>(read: (after: T | undefined) => Promise<T[]>): Promise<string[]> {
  const ids: string[] = [];
  let after: T | undefined;
  for (let i = 0; i < 10; i++) {
    const page = await read(after);
    if (page.length === 0) break;
    ids.push(...page.map((r) => r.id));
    after = page[page.length - 1];
  }
  return ids;
}

describe('keyset pages over rows that share a millisecond', () => {
  it('reads each collection once', async () => {
    const ids = await pageThrough<TurnDetailDb>((after) => turnDetails(t.deps.db, all, window, after, 1));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('reads each damage record once', async () => {
    const ids = await pageThrough<DamageDetailDb>((after) => damageDetails(t.deps.db, all, window, after, 1));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('the damage price shown is the one charged', () => {
  it('falls back to the product price when the record has none, in the report detail and the payments due', async () => {
    const details = await damageDetails(t.deps.db, all, window, undefined, 10);
    expect(details.map((d) => d.unitPricePence)).toEqual([1500, 1500, 1500]);
    const due = await requestedCharges(t.deps.db, { all: false, clientIds: [clientId] });
    expect(due.map((d) => d.amountPence)).toEqual([3000, 3000, 3000]);
  });
});

describe('the collections ledger over rows that share a millisecond', () => {
  it('pages through each collection once, by the opaque cursor', async () => {
    const admin = await userWithRole(t, 'keyset-admin@provider.example', 'admin', true);
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'GET', `/api/collections?period=all&limit=1${cursor ? `&cursor=${cursor}` : ''}`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      const body = res.json as { collections: { id: string }[]; nextCursor: string | null };
      ids.push(...body.collections.map((c) => c.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});
