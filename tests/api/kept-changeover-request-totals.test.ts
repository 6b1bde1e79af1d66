/**
 * The kept totals of decision 0178, kept by triggers in the same transaction as every change:
 * changeover_hour_totals (per UTC hour of collection and client, and for every client together) and
 * linen_request_day_totals (pending and accepted per service date and client). After inserts (one and many
 * at once), returns and undone returns, damage records that change a cycle's counts, invoice changes, moves
 * across the hour and across London's midnight, moves between clients, and deletes (a row, a client with
 * everything), they equal the aggregate of the rows themselves; and the /changeovers tiles, the /collections
 * tiles (the hours of their part days) and the /requests counts read from them equal the same figures read
 * from the rows, for every scope, window start and overdue cutoff (on the hour, inside one, at midnight).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { changeovers, clients, linenActivities, linenCards, linenRequests, properties } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { summariseChangeoverRows, summariseChangeovers } from '@server/features/changeovers/changeovers.repo';
import { summariseCollectionRows, summariseCollections } from '@server/features/collections/collections.repo';
import { countOpenRequestRows, countOpenRequests } from '@server/features/requests/linen-requests.repo';
import { serviceInstant } from '@shared/domain/linen-requests';
import type { Scope } from '@server/lib/scope';
import { createTestApp, type TestApp } from './harness';
import { twoClients } from './two-clients-fixture';

let t: TestApp;
const NIL = '00000000-0000-0000-0000-000000000000';

/** Per UTC hour and client (and every client) as the rows say; zero rows left out. */
const directHours = sql`
  select k.client_id::text, to_char(c.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, count(*)::int as changeovers,
    (count(*) filter (where c.returned_at is null))::int as in_transit, sum(c.cycle_damages_count)::bigint::text as damages,
    sum(c.cycle_missing_count)::bigint::text as missing, sum(c.amount_pence)::bigint::text as amount,
    (count(*) filter (where c.invoice_status = 'paid'))::int as paid_count, coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'paid'), 0)::bigint::text as paid,
    (count(*) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0))::int as unpaid_count,
    coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0), 0)::bigint::text as unpaid
  from changeovers c cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where c.collected_at is not null group by 1, 2 order by 1, 2`;

const keptHours = sql`
  select client_id::text, to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, changeovers, in_transit, damages::text, missing::text,
    amount_pence::text as amount, paid_count, paid_pence::text as paid, unpaid_count, unpaid_pence::text as unpaid
  from changeover_hour_totals
  where changeovers <> 0 or in_transit <> 0 or damages <> 0 or missing <> 0 or amount_pence <> 0 or paid_count <> 0 or unpaid_count <> 0
  order by 1, 2`;

/** Pending and accepted requests per service date and client (and every client) as the rows say. */
const directRequestDays = sql`
  select k.client_id::text, r.requested_date::text as day, (count(*) filter (where r.status = 'pending'))::int as pending,
    (count(*) filter (where r.status = 'accepted'))::int as accepted
  from linen_requests r cross join lateral (values (r.client_id), (${NIL}::uuid)) k(client_id)
  where r.status in ('pending', 'accepted') and k.client_id is not null group by 1, 2 order by 1, 2`;

const keptRequestDays = sql`
  select client_id::text, day::text, pending, accepted from linen_request_day_totals where pending <> 0 or accepted <> 0 order by 1, 2`;

async function expectKeptRight() {
  const db = t.deps.db;
  expect(await rawRows(db, keptHours)).toEqual(await rawRows(db, directHours));
  expect(await rawRows(db, keptRequestDays)).toEqual(await rawRows(db, directRequestDays));
}

let clientA: string;
let clientB: string;
let propertyA: string;
let propertyB: string;
let cardA: string;
let cardB: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  ({ clientA, clientB, propertyA, propertyB, cardA, cardB } = await twoClients(db, 'Kept'));
});
afterAll(() => t.close());

describe('the per-hour totals of changeovers', () => {
  it('hold through inserts, returns, damage records, invoices, moves across the hour and midnight, client moves and deletes', async () => {
    const db = t.deps.db;
    const co = (values: Partial<typeof changeovers.$inferInsert>) => ({ linenCardId: cardA, propertyId: propertyA, clientId: clientA, ...values });
    const rows = await db
      .insert(changeovers)
      .values([
        co({ startedAt: new Date('2026-07-08T10:00:00Z'), collectedAt: new Date('2026-07-10T22:59:59.999Z'), amountPence: 4550 }), // 23:59 London
        co({ collectedAt: new Date('2026-07-10T23:00:00Z'), amountPence: 1000, invoiceStatus: 'paid' }), // 00:00 on 11 July in London
        co({ collectedAt: new Date('2026-07-10T23:30:00Z'), returnedAt: new Date('2026-07-11T09:00:00Z'), amountPence: 0 }),
        co({ collectedAt: null, amountPence: 999 }), // not collected: not counted
        co({
          clientId: clientB,
          propertyId: propertyB,
          linenCardId: cardB,
          collectedAt: new Date('2026-12-10T23:30:00Z'),
          amountPence: 2_000_000_000,
        }),
      ])
      .returning();
    await expectKeptRight();
    const [late, paid, returned, pending, big] = rows;
    // Damage records in the first changeover's cycle change its stored counts, and so its hour's.
    await db.insert(linenActivities).values([
      { linenCardId: cardA, quantity: 2, damagesCount: 2, missingCount: 1, createdAt: new Date('2026-07-09T12:00:00Z') },
      { linenCardId: cardA, quantity: 1, damagesCount: 1, createdAt: new Date('2026-07-12T12:00:00Z') },
    ]);
    const [withCounts] = await db.select().from(changeovers).where(eq(changeovers.id, late.id));
    expect(withCounts.cycleDamagesCount).toBeGreaterThan(0);
    await expectKeptRight();
    // Returned (the in-transit count falls), the return undone, paid, the notes only.
    await db
      .update(changeovers)
      .set({ returnedAt: new Date('2026-07-11T08:00:00Z') })
      .where(eq(changeovers.id, late.id));
    await db.update(changeovers).set({ returnedAt: null }).where(eq(changeovers.id, returned.id));
    await db.update(changeovers).set({ invoiceStatus: 'paid', paidAt: new Date(), amountPaidPence: 4550 }).where(eq(changeovers.id, late.id));
    await db.update(changeovers).set({ notes: 'only the notes' }).where(eq(changeovers.id, paid.id));
    await expectKeptRight();
    // Across the hour, across London's midnight (summer and winter), collected, then to the other client.
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-07-10T22:00:00Z') })
      .where(eq(changeovers.id, paid.id));
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-07-11T00:00:00.001Z') })
      .where(eq(changeovers.id, late.id));
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-12-11T00:15:00Z') })
      .where(eq(changeovers.id, big.id));
    await db
      .update(changeovers)
      .set({ collectedAt: new Date('2026-07-11T05:00:00Z') })
      .where(eq(changeovers.id, pending.id));
    await db.update(changeovers).set({ clientId: clientB, propertyId: propertyB }).where(eq(changeovers.id, paid.id));
    await expectKeptRight();
    // Many rows in one statement, one deleted, one collection undone.
    await db
      .update(changeovers)
      .set({ amountPence: sql`${changeovers.amountPence} + 1`, returnedAt: new Date('2026-07-20T00:00:00Z') })
      .where(eq(changeovers.clientId, clientA));
    await db.delete(changeovers).where(eq(changeovers.id, big.id));
    await db.update(changeovers).set({ collectedAt: null }).where(eq(changeovers.id, pending.id));
    await expectKeptRight();
    // A damage record deleted takes its counts from the cycle that held it.
    await db.delete(linenActivities).where(eq(linenActivities.linenCardId, cardA));
    await expectKeptRight();
  });
});

describe('the per-day counts of requests', () => {
  it('hold through inserts, decisions, date moves, client moves and deletes', async () => {
    const db = t.deps.db;
    const rq = (values: Partial<typeof linenRequests.$inferInsert> & { requestedDate: string }) => ({
      propertyId: propertyA,
      clientId: clientA,
      requestedFor: serviceInstant(values.requestedDate),
      ...values,
    });
    const rows = await db
      .insert(linenRequests)
      .values([
        rq({ requestedDate: '2026-07-10' }),
        rq({ requestedDate: '2026-07-10', status: 'accepted' }),
        rq({ requestedDate: '2026-07-11', status: 'declined' }),
        rq({ requestedDate: '2026-07-12', clientId: null }), // no client: staff count it, no owner does
        rq({ requestedDate: '2026-07-12', propertyId: propertyB, clientId: clientB, status: 'accepted' }),
      ])
      .returning();
    await expectKeptRight();
    const [first, accepted, declined, orphan, other] = rows;
    await db.update(linenRequests).set({ status: 'accepted', acceptedAt: new Date() }).where(eq(linenRequests.id, first.id));
    await db.update(linenRequests).set({ status: 'declined', declinedAt: new Date() }).where(eq(linenRequests.id, accepted.id));
    await db.update(linenRequests).set({ notes: 'only the notes' }).where(eq(linenRequests.id, declined.id));
    await expectKeptRight();
    // A booking moved to another day (across midnight), a client set and changed, many in one statement.
    await db
      .update(linenRequests)
      .set({ requestedDate: '2026-07-11', requestedFor: serviceInstant('2026-07-11') })
      .where(eq(linenRequests.id, first.id));
    await db.update(linenRequests).set({ clientId: clientB }).where(eq(linenRequests.id, orphan.id));
    await db.update(linenRequests).set({ clientId: clientA }).where(eq(linenRequests.id, other.id));
    await db
      .update(linenRequests)
      .set({ status: 'pending' })
      .where(inArray(linenRequests.id, [accepted.id, declined.id]));
    await expectKeptRight();
    await db.delete(linenRequests).where(eq(linenRequests.id, declined.id));
    await expectKeptRight();
  });
});

describe('the reads of the kept totals', () => {
  it('give the /changeovers tiles and the /requests counts of the rows, for every scope and start', async () => {
    const db = t.deps.db;
    const [client] = await db.insert(clients).values({ name: 'Kept C', primaryEmail: 'kept-c@owner.example' }).returning();
    const [other] = await db.insert(clients).values({ name: 'Kept D', primaryEmail: 'kept-d@owner.example' }).returning();
    const [property] = await db.insert(properties).values({ name: 'Kept House C', clientId: client.id }).returning();
    const [card] = await db.insert(linenCards).values({ propertyId: property.id, clientId: client.id }).returning();
    const now = new Date('2026-07-20T12:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    // Every 97 minutes back over 40 days (a few ahead of now too): both clients, returned or not, with cycle counts.
    const co: (typeof changeovers.$inferInsert)[] = [];
    const dm: (typeof linenActivities.$inferInsert)[] = [];
    for (let m = -300, i = 0; m < 40 * 24 * 60; m += 97, i++) {
      co.push({
        linenCardId: card.id,
        propertyId: property.id,
        clientId: i % 3 === 0 ? other.id : client.id,
        startedAt: ago(m + 20),
        collectedAt: ago(m),
        returnedAt: i % 4 === 0 ? null : ago(m - 10),
        amountPence: i % 5 === 0 ? 0 : 1000 + i,
        invoiceStatus: i % 4 === 1 ? 'paid' : 'unpaid',
      });
      if (i % 5 === 0) dm.push({ linenCardId: card.id, createdAt: ago(m + 5), quantity: 1, damagesCount: 1 + (i % 3), missingCount: i % 2 });
    }
    await db.insert(linenActivities).values(dm);
    await db.insert(changeovers).values(co);
    const rq: (typeof linenRequests.$inferInsert)[] = [];
    for (let d = -10, i = 0; d < 60; d++, i++) {
      const day = new Date(Date.UTC(2026, 6, 20 + d)).toISOString().slice(0, 10);
      for (const clientId of [client.id, other.id, null]) {
        rq.push({
          propertyId: property.id,
          clientId,
          requestedDate: day,
          requestedFor: serviceInstant(day),
          status: (['pending', 'accepted', 'declined'] as const)[(i + rq.length) % 3],
        });
      }
    }
    await db.insert(linenRequests).values(rq);
    await expectKeptRight();
    const scopes: Scope[] = [
      { all: true },
      { all: false, clientIds: [client.id] },
      { all: false, clientIds: [client.id, other.id] },
      { all: false, clientIds: [] },
    ];
    // On the hour, in the middle of one (a minute or two before a changeover, so the part hour holds rows), at London's midnight, ahead of now.
    const justBefore = (i: number, minutes: number) => ago(-300 + 97 * i + minutes);
    const sinces = [
      ago(30 * 24 * 60),
      ago(30 * 24 * 60 + 17.25),
      justBefore(400, 1),
      justBefore(100, 1.5),
      new Date('2026-07-10T23:30:00Z'),
      new Date('2026-07-10T23:00:00Z'),
      ago(-60),
    ];
    for (const scope of scopes) {
      for (const since of sinces) {
        for (const status of ['all', 'in_transit', 'returned'] as const) {
          const filters = { since, status };
          expect(await summariseChangeovers(db, scope, filters), JSON.stringify({ scope, filters })).toEqual(
            await summariseChangeoverRows(db, scope, filters),
          );
        }
      }
      // The /collections tiles take the hours of their part days: the same figures as the rows, whatever the period and overdue cutoff.
      for (const since of [null, ...sinces.slice(0, 5)]) {
        for (const overdueBefore of [
          ago(10 * 24 * 60),
          justBefore(150, 0.5),
          justBefore(40, 1),
          new Date('2026-07-10T23:00:00Z'),
          new Date('2026-07-10T23:00:00.001Z'),
        ]) {
          for (const status of ['all', 'paid', 'unpaid', 'overdue'] as const) {
            const q = { since, status, overdueBefore };
            expect(await summariseCollections(db, scope, q), JSON.stringify({ scope, q })).toEqual(await summariseCollectionRows(db, scope, q));
          }
        }
      }
      for (const today of ['2026-07-09', '2026-07-20', '2026-07-21', '2026-09-30']) {
        expect(await countOpenRequests(db, scope, today), JSON.stringify({ scope, today })).toEqual(await countOpenRequestRows(db, scope, today));
      }
    }
    const staff = await summariseChangeovers(db, scopes[0], { since: sinces[1], status: 'all' });
    expect(staff.total).toBeGreaterThan(400);
    expect(staff.inTransit).toBeGreaterThan(0);
    expect(staff.damages).toBeGreaterThan(0);
    expect((await countOpenRequests(db, scopes[1], '2026-07-20')).accepted).toBeGreaterThan(0);
    // A client deleted takes its changeovers and requests with it (by cascade), and their totals.
    await db.delete(clients).where(eq(clients.id, other.id));
    await db.delete(properties).where(eq(properties.id, propertyA)); // its requests and changeovers by cascade
    await expectKeptRight();
    expect(await summariseChangeovers(db, scopes[2], { since: sinces[0], status: 'all' })).toEqual(
      await summariseChangeoverRows(db, scopes[2], { since: sinces[0], status: 'all' }),
    );
    expect(await countOpenRequests(db, scopes[0], '2026-07-09')).toEqual(await countOpenRequestRows(db, scopes[0], '2026-07-09'));
  });
});
