/**
 * The per-day totals (decision 0173) the reports' and ledgers' tiles read are kept by triggers in the same
 * transaction as every change: after inserts (one and many at once), updates of status, amount, paid,
 * charge request and charge, moves across a London midnight (a collection at 23:30 UTC in summer is the
 * next London day), moves between clients (a collection's own client, a card's client carrying its damage
 * records), product price changes and removals, and deletes (a row, a card with its records, a client with
 * everything), the totals equal the aggregate of the rows themselves, in integer pence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { changeovers, charges, clients, linenActivities, linenCards, products, properties } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { summariseCollectionRows, summariseCollections } from '@server/features/collections/collections.repo';
import { summariseDamageRows, summariseDamages } from '@server/features/damages/damages.repo';
import { createTestApp, type TestApp } from './harness';
import { twoClients } from './two-clients-fixture';

let t: TestApp;
const NIL = '00000000-0000-0000-0000-000000000000';

/** The per-day totals of collections as the rows say, every client's row included; zero rows left out. */
const directCollections = sql`
  select k.client_id::text, (c.collected_at at time zone 'Europe/London')::date::text as day, count(*)::int as collections, sum(c.amount_pence)::bigint::text as amount,
    (count(*) filter (where c.invoice_status = 'paid'))::int as paid_count, coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'paid'), 0)::bigint::text as paid,
    (count(*) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0))::int as unpaid_count,
    coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0), 0)::bigint::text as unpaid
  from changeovers c cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where c.collected_at is not null group by 1, 2 order by 1, 2`;

const keptCollections = sql`
  select client_id::text, day::text, collections, amount_pence::text as amount, paid_count, paid_pence::text as paid, unpaid_count, unpaid_pence::text as unpaid
  from collection_day_totals where collections <> 0 or amount_pence <> 0 or paid_count <> 0 or unpaid_count <> 0 order by 1, 2`;

/** Damage totals with the estimate priced now (the product's price for records priced 0), as the rows say. */
const directDamages = sql`
  select k.client_id::text, (a.created_at at time zone 'Europe/London')::date::text as day, coalesce(nullif(trim(a.product_name), ''), 'Unnamed item') as item,
    count(*)::int as records, sum(a.quantity)::bigint::text as quantity, sum(a.damages_count)::bigint::text as damaged, sum(a.missing_count)::bigint::text as missing,
    sum(e.est)::bigint::text as est, (count(*) filter (where a.charged_at is not null))::int as charged_count,
    coalesce(sum(e.est) filter (where a.charged_at is not null), 0)::bigint::text as charged,
    coalesce(sum(e.est) filter (where a.charge_requested_at is not null and a.charged_at is null), 0)::bigint::text as owed
  from linen_activities a join linen_cards c on c.id = a.linen_card_id left join products p on p.id = a.product_id
  cross join lateral (select case when a.unit_price_pence > 0 then a.unit_price_pence else coalesce(p.price_pence, 0) end::bigint * a.quantity as est) e
  cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where a.activity_type = 'damage' group by 1, 2, 3 order by 1, 2, 3`;

const keptDamages = sql`
  select d.client_id::text, d.day::text, d.item, sum(d.records)::int as records, sum(d.quantity)::bigint::text as quantity, sum(d.damaged)::bigint::text as damaged,
    sum(d.missing)::bigint::text as missing, sum(d.own_pence + d.fallback_qty * coalesce(p.price_pence, 0))::bigint::text as est,
    sum(d.charged_count)::int as charged_count, sum(d.charged_own_pence + d.charged_fallback_qty * coalesce(p.price_pence, 0))::bigint::text as charged,
    sum(d.owed_own_pence + d.owed_fallback_qty * coalesce(p.price_pence, 0))::bigint::text as owed
  from damage_day_totals d left join products p on p.id = d.product_id
  group by 1, 2, 3 having sum(d.records) <> 0 order by 1, 2, 3`;

/** The per-day charge totals as the rows say (decision 0189): raised on the created day, paid on the paid day. */
const directCharges = sql`
  select k.client_id::text, e.day::text, sum(e.raised)::int as raised_count, sum(e.raised * c.amount_pence)::bigint::text as raised,
    sum(e.paid)::int as paid_count, sum(e.paid * c.amount_pence)::bigint::text as paid
  from charges c
  cross join lateral (values ((c.created_at at time zone 'Europe/London')::date, 1, 0),
    ((c.paid_at at time zone 'Europe/London')::date, 0, case when c.status = 'paid' then 1 else 0 end)) e(day, raised, paid)
  cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where e.day is not null and (e.raised <> 0 or e.paid <> 0) group by 1, 2 order by 1, 2`;

const keptCharges = sql`
  select client_id::text, day::text, raised_count, raised_pence::text as raised, paid_count, paid_pence::text as paid
  from charge_day_totals where raised_count <> 0 or paid_count <> 0 order by 1, 2`;

async function expectTotalsRight() {
  const db = t.deps.db;
  expect(await rawRows(db, keptCharges)).toEqual(await rawRows(db, directCharges));
  expect(await rawRows(db, keptCollections)).toEqual(await rawRows(db, directCollections));
  expect(await rawRows(db, keptDamages)).toEqual(await rawRows(db, directDamages));
}

let clientA: string;
let clientB: string;
let cardA: string;
let cardB: string;
let propertyA: string;
let propertyB: string;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  ({ clientA, clientB, propertyA, propertyB, cardA, cardB } = await twoClients(db, 'Totals'));
  [{ id: product }] = await db
    .insert(products)
    .values({ name: 'Totals Towel', priceId: 'price_totals_towel', pricePence: 700, mode: 'payment' })
    .returning();
});
afterAll(() => t.close());

describe('the per-day totals', () => {
  it('hold the collections through inserts, status and amount changes, moves and deletes', async () => {
    const db = t.deps.db;
    const co = (values: Partial<typeof changeovers.$inferInsert>) => ({ linenCardId: cardA, propertyId: propertyA, clientId: clientA, ...values });
    const rows = await db
      .insert(changeovers)
      .values([
        co({ collectedAt: new Date('2026-07-10T23:30:00Z'), amountPence: 4550 }), // 00:30 on 11 July in London
        co({ collectedAt: new Date('2026-07-10T22:59:59Z'), amountPence: 1000, invoiceStatus: 'paid' }),
        co({ collectedAt: new Date('2026-12-10T23:30:00Z'), amountPence: 0 }), // winter: still 10 December; £0 is no charge
        co({ collectedAt: null, amountPence: 999 }), // not collected: not a collection
        co({
          clientId: clientB,
          propertyId: propertyB,
          linenCardId: cardB,
          collectedAt: new Date('2026-07-11T08:00:00Z'),
          amountPence: 2_000_000_000,
        }),
      ])
      .returning();
    await expectTotalsRight();
    const [july, paid, winter, pending, big] = rows;
    await db.update(changeovers).set({ invoiceStatus: 'paid', paidAt: new Date(), amountPaidPence: 4550 }).where(eq(changeovers.id, july.id));
    await db.update(changeovers).set({ amountPence: 1234 }).where(eq(changeovers.id, winter.id));
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-07-12T23:00:00Z') })
      .where(eq(changeovers.id, pending.id));
    await db.update(changeovers).set({ notes: 'only the notes' }).where(eq(changeovers.id, paid.id));
    await expectTotalsRight();
    // Moved to the other client, then across London's midnight, then back to unpaid.
    await db.update(changeovers).set({ clientId: clientB, propertyId: propertyB }).where(eq(changeovers.id, paid.id));
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-07-10T23:00:00Z') })
      .where(eq(changeovers.id, paid.id));
    await db.update(changeovers).set({ invoiceStatus: 'unpaid', paidAt: null }).where(eq(changeovers.id, july.id));
    await expectTotalsRight();
    // Many rows in one statement, then one deleted and the collection undone.
    await db
      .update(changeovers)
      .set({ amountPence: sql`${changeovers.amountPence} + 1` })
      .where(eq(changeovers.clientId, clientA));
    await db.delete(changeovers).where(eq(changeovers.id, big.id));
    await db.update(changeovers).set({ collectedAt: null }).where(eq(changeovers.id, winter.id));
    await expectTotalsRight();
  });

  it('hold the damage records through inserts, charges, prices, card moves and deletes', async () => {
    const db = t.deps.db;
    const rec = (values: Partial<typeof linenActivities.$inferInsert>) => ({ linenCardId: cardA, quantity: 2, damagesCount: 2, ...values });
    const rows = await db
      .insert(linenActivities)
      .values([
        rec({ productName: 'Bath Towel', unitPricePence: 1250, createdAt: new Date('2026-07-10T23:30:00Z') }),
        rec({ productName: ' ', productId: product, missingCount: 1, createdAt: new Date('2026-07-11T10:00:00Z') }), // priced by the product
        rec({ productName: 'Bath Towel', productId: product, quantity: 3, createdAt: new Date('2026-07-11T10:00:00Z') }),
        rec({ linenCardId: cardB, productName: 'Pillowcase', unitPricePence: 300, createdAt: new Date('2026-12-01T12:00:00Z') }),
        rec({ productName: 'Flat Sheet', quantity: 0, damagesCount: 0, createdAt: new Date('2026-07-11T10:00:00Z') }),
      ])
      .returning();
    await expectTotalsRight();
    const [towel, unnamed, priced, pillow, sheet] = rows;
    await db.update(linenActivities).set({ chargeRequestedAt: new Date() }).where(eq(linenActivities.id, unnamed.id));
    await db.update(linenActivities).set({ chargedAt: new Date() }).where(eq(linenActivities.id, towel.id));
    await db.update(linenActivities).set({ quantity: 5, unitPricePence: 0 }).where(eq(linenActivities.id, pillow.id));
    await db.update(linenActivities).set({ quantity: 4, missingCount: 4, productName: 'Fitted Sheet' }).where(eq(linenActivities.id, sheet.id));
    await expectTotalsRight();
    // The product's price is read when the totals are: a new price counts at once.
    await db.update(products).set({ pricePence: 900 }).where(eq(products.id, product));
    await expectTotalsRight();
    // The card moves to the other client with its records; a record moves across midnight and to the other card.
    await db.update(linenCards).set({ clientId: clientB }).where(eq(linenCards.id, cardA));
    await db
      .update(linenActivities)
      .set({ createdAt: new Date('2026-07-11T23:00:00Z'), linenCardId: cardB })
      .where(eq(linenActivities.id, priced.id));
    await expectTotalsRight();
    await db.update(linenCards).set({ clientId: clientA }).where(eq(linenCards.id, cardA));
    // The product goes (its records keep their names, priced 0 from now on).
    await db.delete(products).where(eq(products.id, product));
    await db.delete(linenActivities).where(eq(linenActivities.id, unnamed.id));
    await expectTotalsRight();
  });

  it('hold the charges through inserts, payment, waiving, amount changes, moves across midnight and deletes', async () => {
    const db = t.deps.db;
    const charge = (n: number, values: Partial<typeof charges.$inferInsert>) => ({
      kind: 'late_changeover' as const,
      dedupeKey: `totals-${n}`,
      clientId: clientA,
      propertyId: propertyA,
      amountPence: 2500,
      reason: 'Late changeover',
      ...values,
    });
    const rows = await db
      .insert(charges)
      .values([
        charge(1, { createdAt: new Date('2026-07-10T23:30:00Z') }), // 00:30 on 11 July in London
        charge(2, { createdAt: new Date('2026-07-10T12:00:00Z'), status: 'paid', paidAt: new Date('2026-07-20T23:15:00Z') }), // paid on 21 July
        charge(3, { createdAt: new Date('2026-12-10T23:30:00Z'), clientId: clientB, propertyId: propertyB, amountPence: 10_000_000 }),
      ])
      .returning();
    await expectTotalsRight();
    const [late, paid, big] = rows;
    await db
      .update(charges)
      .set({ status: 'paid', paidAt: new Date('2026-07-12T09:00:00Z'), paidVia: 'checkout' })
      .where(eq(charges.id, late.id));
    await db.update(charges).set({ status: 'waived', waivedAt: new Date(), paidAt: null }).where(eq(charges.id, paid.id));
    await db.update(charges).set({ amountPence: 1234 }).where(eq(charges.id, big.id));
    await db.update(charges).set({ reason: 'only the reason' }).where(eq(charges.id, late.id));
    await expectTotalsRight();
    await db
      .update(charges)
      .set({ createdAt: new Date('2026-07-09T23:59:00Z'), clientId: clientB, propertyId: propertyB })
      .where(eq(charges.id, late.id));
    await db.update(charges).set({ amountPence: sql`${charges.amountPence} + 1` });
    await expectTotalsRight();
    await db.delete(charges).where(eq(charges.id, big.id));
    await expectTotalsRight();
    expect((await rawRows(db, keptCharges)).length).toBeGreaterThan(0);
  });

  it('take away what a deleted card or client carried', async () => {
    const db = t.deps.db;
    await db.delete(linenCards).where(eq(linenCards.id, cardA)); // its collections and records go by cascade
    await expectTotalsRight();
    await db.delete(clients).where(eq(clients.id, clientB)); // properties, cards, collections, records
    await expectTotalsRight();
    expect(await rawRows(db, keptCollections)).toEqual([]);
    expect(await rawRows(db, keptDamages)).toEqual([]);
    expect(await rawRows(db, keptCharges)).toEqual(await rawRows(db, directCharges));
  });
});

describe('the tiles read from the per-day totals', () => {
  it('equal the tiles of the rows for every status, period and cutoff, staff and owner', async () => {
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Tiles C', primaryEmail: 'tiles-c@owner.example' }).returning();
    const [other] = await db.insert(clients).values({ name: 'Tiles D', primaryEmail: 'tiles-d@owner.example' }).returning();
    const [property] = await db.insert(properties).values({ name: 'Tiles House', clientId: client.id }).returning();
    const [card] = await db.insert(linenCards).values({ propertyId: property.id, clientId: client.id }).returning();
    const [priced] = await db
      .insert(products)
      .values({ name: 'Tiles Towel', priceId: 'price_tiles_towel', pricePence: 450, mode: 'payment' })
      .returning();
    const now = new Date('2026-07-20T12:00:00Z');
    const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
    // Every 7 hours back over 40 days: collections of both clients in every state, damage records priced both ways.
    const co: (typeof changeovers.$inferInsert)[] = [];
    const dm: (typeof linenActivities.$inferInsert)[] = [];
    for (let h = 1, i = 0; h < 40 * 24; h += 7, i++) {
      co.push({
        linenCardId: card.id,
        propertyId: property.id,
        clientId: i % 3 === 0 ? other.id : client.id,
        collectedAt: hours(h),
        amountPence: i % 5 === 0 ? 0 : 1000 + i,
        invoiceStatus: i % 4 === 0 ? 'paid' : 'unpaid',
      });
      dm.push({
        linenCardId: card.id,
        createdAt: hours(h),
        productId: i % 2 === 0 ? priced.id : null,
        productName: i % 3 === 0 ? 'Bath Towel' : 'Pillowcase',
        quantity: 1 + (i % 3),
        damagesCount: 1,
        unitPricePence: i % 2 === 0 ? 0 : 300 + i,
        chargeRequestedAt: i % 3 === 1 ? hours(h) : null,
        chargedAt: i % 6 === 2 ? hours(h) : null,
      });
    }
    await db.insert(changeovers).values(co);
    await db.insert(linenActivities).values(dm);
    const scopes = [{ all: true as const }, { all: false as const, clientIds: [client.id] }, { all: false as const, clientIds: [] }];
    const sinces = [null, hours(7 * 24), hours(10 * 24 + 0.5), hours(30 * 24), new Date('2026-07-10T23:30:00Z'), new Date('2026-07-10T23:00:00Z')];
    for (const scope of scopes) {
      for (const since of sinces) {
        for (const overdueBefore of [hours(10 * 24), new Date('2026-07-01T23:30:00Z')]) {
          for (const status of ['all', 'paid', 'unpaid', 'overdue'] as const) {
            const q = { since, status, overdueBefore };
            expect(await summariseCollections(db, scope, q), JSON.stringify(q)).toEqual(await summariseCollectionRows(db, scope, q));
          }
        }
        expect(await summariseDamages(db, scope, { since })).toEqual(await summariseDamageRows(db, scope, { since }));
      }
    }
    const all = await summariseCollections(db, scopes[0], { since: null, status: 'all', overdueBefore: hours(240) });
    expect(all.count).toBe(co.length);
    expect(all.overdueCount).toBeGreaterThan(10);
    expect((await summariseDamages(db, scopes[1], { since: hours(240) })).owedPence).toBeGreaterThan(0);
    // A later price counts for the records priced by their product, in both.
    await db.update(products).set({ pricePence: 1999 }).where(eq(products.id, priced.id));
    expect(await summariseDamages(db, scopes[0], { since: null })).toEqual(await summariseDamageRows(db, scopes[0], { since: null }));
  });
});
