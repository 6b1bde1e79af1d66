/**
 * The board's and the reports' counts of current cards (decision 0177) are kept by triggers in the same
 * transaction as every change to a card: after inserts (one and many at once), moves between columns,
 * archive and restore, a card given to another client, and deletes (a card, a property's, a client's), the
 * kept counts equal the cards' own aggregate, per client and for every client together. The overdue counts
 * read from them equal the linen-cycle rule applied to each card, at instants either side of the cut-off
 * (also across London's clock change), for every scope, and stay right across the overdue sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients, linenCards, properties } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { keptCounts } from '@server/features/linen/linen-card-counts.repo';
import { runOverdueSweep } from '@server/features/linen';
import type { Scope } from '@server/lib/scope';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { cardTimings, overdueBounds } from '@shared/domain/linen-cycle';
import { createTestApp, type TestApp } from './harness';
import { twoClients } from './two-clients-fixture';

let t: TestApp;
const NIL = '00000000-0000-0000-0000-000000000000';
const DAY = 86_400_000;

/** The kept rows as the cards say (zero rows left out), every client's row included. */
const directColumns = sql`
  select k.client_id::text, c.status::text, count(*)::int as cards,
    (count(*) filter (where case when c.status in ('on_beds', 'changeover_due') then c.on_beds_since when c.status = 'in_transit' then c.transit_since end is not null))::int as timed
  from linen_cards c cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where not c.archived group by 1, 2 order by 1, 2`;
const keptColumns = sql`select client_id::text, status::text, cards, timed from linen_card_counts where cards <> 0 or timed <> 0 order by 1, 2`;
const directHours = sql`
  select k.client_id::text, c.status::text, date_trunc('hour', s.since at time zone 'Europe/London')::text as hour, count(*)::int as cards
  from linen_cards c cross join lateral (select case when c.status in ('on_beds', 'changeover_due') then c.on_beds_since when c.status = 'in_transit' then c.transit_since end as since) s
  cross join lateral (values (c.client_id), (${NIL}::uuid)) k(client_id)
  where not c.archived and s.since is not null group by 1, 2, 3 order by 1, 2, 3`;
const keptHours = sql`select client_id::text, status::text, hour::text, cards from linen_card_hour_counts where cards <> 0 order by 1, 2, 3`;

let clientA: string;
let clientB: string;

/** The overdue cards per column by the domain rule, one card at a time. */
async function overdueByRule(scope: Scope, now: Date) {
  const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.archived, false));
  const zero = () => Object.fromEntries(LINEN_STATUSES.map((s) => [s, 0])) as Record<LinenStatus, number>;
  const out = { totals: zero(), beds: zero(), transit: zero() };
  for (const c of cards) {
    if (!scope.all && !scope.clientIds.includes(c.clientId)) continue;
    const timings = cardTimings(c, now);
    out.totals[c.status]++;
    if (timings.overBeds) out.beds[c.status]++;
    if (timings.overTransit) out.transit[c.status]++;
  }
  return out;
}

const scopes = (): Scope[] => [
  { all: true },
  { all: false, clientIds: [clientA] },
  { all: false, clientIds: [clientB] },
  { all: false, clientIds: [] },
];

/** The instants the overdue counts are checked at: a minute either side of each card's cut-off (15 London days on beds, 5 in transit). */
async function instants(): Promise<Date[]> {
  const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.archived, false));
  const out: Date[] = [];
  for (const c of cards) {
    const clock = c.status === 'in_transit' ? { since: c.transitSince, days: 5 } : { since: c.onBedsSince, days: 15 };
    if (!clock.since) continue;
    for (const drift of [-60_000, 60_000]) out.push(new Date(clock.since.getTime() + clock.days * DAY + drift));
  }
  return out;
}

async function expectCountsRight() {
  const db = t.deps.db;
  expect(await rawRows(db, keptColumns)).toEqual(await rawRows(db, directColumns));
  expect(await rawRows(db, keptHours)).toEqual(await rawRows(db, directHours));
  for (const now of await instants()) {
    for (const scope of scopes()) {
      expect({ now: now.toISOString(), scope, ...(await keptCounts(db, scope, overdueBounds(now))) }).toEqual({
        now: now.toISOString(),
        scope,
        ...(await overdueByRule(scope, now)),
      });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // Two clients, each with a property and a new card (no clock), as the other kept-totals tests.
  ({ clientA, clientB } = await twoClients(t.deps.db, 'Counts'));
});
afterAll(() => t.close());

async function newProperties(n: number, clientId: string): Promise<string[]> {
  const rows = await t.deps.db
    .insert(properties)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Counts House ${clientId.slice(0, 4)} ${Date.now()} ${i}`, clientId })))
    .returning();
  return rows.map((r) => r.id);
}

describe('the kept card counts', () => {
  it('equal the cards through inserts, moves, archive and restore, client changes and deletes; overdue by the rule at every instant', async () => {
    const db = t.deps.db;
    const [pa1, pa2, pa3, pa4] = await newProperties(4, clientA);
    const [pb1, pb2, pb3, pb4] = await newProperties(4, clientB);
    // Many at once: every column, clocks either side of London's midnight in summer (23:30 UTC is the next day) and across the March clock change.
    const made = await db
      .insert(linenCards)
      .values([
        { propertyId: pa1, clientId: clientA, status: 'new' },
        { propertyId: pa2, clientId: clientA, status: 'on_beds', onBedsSince: new Date('2026-07-10T23:30:00Z') },
        { propertyId: pa3, clientId: clientA, status: 'changeover_due', onBedsSince: new Date('2026-03-20T12:00:00Z') },
        { propertyId: pa4, clientId: clientA, status: 'in_transit', transitSince: new Date('2026-10-23T22:59:00Z') },
        { propertyId: pb1, clientId: clientB, status: 'on_beds', onBedsSince: new Date('2026-07-10T22:59:59Z') },
        { propertyId: pb2, clientId: clientB, status: 'on_beds', onBedsSince: null }, // no clock: never overdue
        // On beds in the hour London has twice (25 October, 01:00–02:00 wall clock): 01:45 BST, then 01:30 GMT. The
        // second's cut-off probes put the bound itself in that hour, where the first is not overdue yet.
        { propertyId: pb3, clientId: clientB, status: 'on_beds', onBedsSince: new Date('2026-10-25T00:45:00Z') },
        { propertyId: pb4, clientId: clientB, status: 'on_beds', onBedsSince: new Date('2026-10-25T01:30:00Z') },
      ])
      .returning();
    await expectCountsRight();
    const [fresh, beds, due, transit, other, clockless] = made.map((r) => r.id);
    // One at a time: a delivery, a collection, a return, a change of notes only (nothing counted changes).
    await db
      .update(linenCards)
      .set({ status: 'on_beds', onBedsSince: new Date('2026-03-29T00:30:00Z') })
      .where(eq(linenCards.id, fresh));
    await db
      .update(linenCards)
      .set({ status: 'in_transit', transitSince: new Date('2026-07-20T10:00:00Z') })
      .where(eq(linenCards.id, due));
    await db
      .update(linenCards)
      .set({ status: 'on_beds', onBedsSince: new Date('2026-10-28T09:00:00Z'), transitSince: null })
      .where(eq(linenCards.id, transit));
    await db.update(linenCards).set({ notes: 'only the notes' }).where(eq(linenCards.id, beds));
    await expectCountsRight();
    // Archived, then restored; another card given to the other client.
    await db.update(linenCards).set({ archived: true }).where(eq(linenCards.id, beds));
    await db.update(linenCards).set({ clientId: clientB }).where(eq(linenCards.id, clockless));
    await expectCountsRight();
    await db.update(linenCards).set({ archived: false }).where(eq(linenCards.id, beds));
    await db.update(linenCards).set({ clientId: clientA, status: 'changeover_due' }).where(eq(linenCards.id, other));
    await expectCountsRight();
    // Several in one statement, then deletes: a card, a property's card (cascade), a client's cards (cascade).
    await db
      .update(linenCards)
      .set({ status: 'changeover_due' })
      .where(inArray(linenCards.id, [fresh, transit]));
    await expectCountsRight();
    await db.delete(linenCards).where(eq(linenCards.id, due));
    await db.delete(properties).where(eq(properties.id, pa1));
    await expectCountsRight();
    await db.delete(clients).where(eq(clients.id, clientB));
    await expectCountsRight();
  }, 120_000);

  it('stay right across the overdue sweep: the cards it moves stay overdue in their new column', async () => {
    const db = t.deps.db;
    const [p1, p2] = await newProperties(2, clientA);
    const now = new Date('2026-08-01T12:00:00Z');
    await db.insert(linenCards).values([
      { propertyId: p1, clientId: clientA, status: 'on_beds', onBedsSince: new Date(now.getTime() - 15.2 * DAY) },
      { propertyId: p2, clientId: clientA, status: 'on_beds', onBedsSince: new Date(now.getTime() - 14.5 * DAY) },
    ]);
    const realNow = t.deps.now;
    t.deps.now = () => now;
    try {
      const before = await keptCounts(db, { all: true }, overdueBounds(now));
      expect(await runOverdueSweep(t.deps)).toBeGreaterThanOrEqual(1);
      const after = await keptCounts(db, { all: true }, overdueBounds(now));
      expect(after.beds.on_beds).toBe(0);
      expect(after.beds.changeover_due).toBe(before.beds.changeover_due + before.beds.on_beds);
      expect(after.totals.on_beds + after.totals.changeover_due).toBe(before.totals.on_beds + before.totals.changeover_due);
      await expectCountsRight();
    } finally {
      t.deps.now = realNow;
    }
  });
});
