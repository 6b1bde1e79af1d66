/**
 * The current cards' counts kept by triggers (decision 0177, migration linen_card_counts): per client and
 * column, with a row for every client together (lib/day-totals' EVERY_CLIENT), so a read costs the rows of
 * its scope, not the cards. Overdue is a matter of time, not of writes: the cards with a clock running, less
 * those whose clock started on a London day after the cut-off day (at most 15 day rows a column), less the
 * cut-off day's own cards not overdue yet (that one day's cards, by index).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { OverdueBound } from '@shared/domain/linen-cycle';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { linenCards } from '../../db/schema';
import { totalsOf } from '../../lib/day-totals';
import { inScope, type Scope } from '../../lib/scope';

export type PerStatus = Record<LinenStatus, number>;
export const zeros = (): PerStatus => ({ new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 });

export interface OverdueBounds {
  beds: OverdueBound;
  transit: OverdueBound;
}

/** The London day of a bound's wall clock ('YYYY-MM-DD'). */
const dayOf = (b: OverdueBound) => b.wall.slice(0, 10);

const wallOf = (column: SQL | unknown, bound: OverdueBound) => sql`(${column} at time zone 'Europe/London') <= ${bound.wall}::timestamp`;

/** Over 14 days on beds, as a predicate an index range serves (linen_cards_sweep_idx). */
export const overBedsSql = (b: OverdueBound) =>
  and(inArray(linenCards.status, ['on_beds', 'changeover_due']), sql`${linenCards.onBedsSince} <= ${b.upper}`, wallOf(linenCards.onBedsSince, b))!;
/** Over 4 days in transit (linen_cards_transit_idx). */
export const overTransitSql = (b: OverdueBound) =>
  and(eq(linenCards.status, 'in_transit'), sql`${linenCards.transitSince} <= ${b.upper}`, wallOf(linenCards.transitSince, b))!;

/** The instant London's day of the bound began: the cut-off day's cards are read from it. */
const dayStart = (b: OverdueBound) => sql`(${dayOf(b)}::timestamp at time zone 'Europe/London')`;

type Row = Record<string, unknown>;

const perStatusOf = (found: Row[], column: string): PerStatus => {
  const out = zeros();
  for (const r of found) out[r.status as LinenStatus] = Number(r[column] ?? 0);
  return out;
};

export interface ColumnCounts {
  /** Current cards per column. */
  totals: PerStatus;
  /** Of them, the cards whose clock runs (on beds since, in transit since). */
  timed: PerStatus;
}

/** The current cards in scope per column (one read of the scope's rows). */
export async function columnCounts(db: DbOrTx, scope: Scope): Promise<ColumnCounts> {
  const found = await rawRows(db, sql`select status, sum(cards)::int as cards, sum(timed)::int as timed from linen_card_counts where ${totalsOf(scope)} group by status`);
  return { totals: perStatusOf(found, 'cards'), timed: perStatusOf(found, 'timed') };
}

/** Per column, the cards over 14 days on beds (on_beds, changeover_due) and over 4 days in transit (in_transit). */
export interface OverdueCounts {
  beds: PerStatus;
  transit: PerStatus;
}

/** How many current cards in scope are overdue, from the kept counts and the cut-off day's cards (two small reads). */
export async function overdueCounts(db: DbOrTx, scope: Scope, bounds: OverdueBounds, timed: PerStatus): Promise<OverdueCounts> {
  // Cards whose clock started after the cut-off day: not overdue.
  const recent = await rawRows(
    db,
    sql`select status, sum(cards)::int as cards from linen_card_day_counts where ${totalsOf(scope)} and (
      (status in ('on_beds', 'changeover_due') and day > ${dayOf(bounds.beds)}::date) or (status = 'in_transit' and day > ${dayOf(bounds.transit)}::date))
      group by status`,
  );
  // The cut-off day's cards not overdue yet (their clocks started after the cut-off time).
  const beds = and(
    inArray(linenCards.status, ['on_beds', 'changeover_due']),
    sql`${linenCards.onBedsSince} >= ${dayStart(bounds.beds)} and ${linenCards.onBedsSince} < ${dayStart(bounds.beds)} + interval '26 hours'`,
    sql`(${linenCards.onBedsSince} at time zone 'Europe/London')::date = ${dayOf(bounds.beds)}::date and not ${wallOf(linenCards.onBedsSince, bounds.beds)}`,
  );
  const transit = and(
    eq(linenCards.status, 'in_transit'),
    sql`${linenCards.transitSince} >= ${dayStart(bounds.transit)} and ${linenCards.transitSince} < ${dayStart(bounds.transit)} + interval '26 hours'`,
    sql`(${linenCards.transitSince} at time zone 'Europe/London')::date = ${dayOf(bounds.transit)}::date and not ${wallOf(linenCards.transitSince, bounds.transit)}`,
  );
  const cutoffDay = await db
    .select({ status: linenCards.status, n: sql<number>`count(*)::int` })
    .from(linenCards)
    .where(and(eq(linenCards.archived, false), inScope(linenCards.clientId, scope), sql`(${beds} or ${transit})`))
    .groupBy(linenCards.status);
  const after = perStatusOf(recent, 'cards');
  const notYet = perStatusOf(cutoffDay as unknown as Row[], 'n');
  const out = { beds: zeros(), transit: zeros() };
  const overdue = (s: LinenStatus) => timed[s] - after[s] - notYet[s];
  out.beds.on_beds = overdue('on_beds');
  out.beds.changeover_due = overdue('changeover_due');
  out.transit.in_transit = overdue('in_transit');
  return out;
}

/** The current cards in scope per column and how many are overdue (the reports' exceptions). */
export async function keptCounts(db: DbOrTx, scope: Scope, bounds: OverdueBounds): Promise<{ totals: PerStatus } & OverdueCounts> {
  const columns = await columnCounts(db, scope);
  return { totals: columns.totals, ...(await overdueCounts(db, scope, bounds, columns.timed)) };
}
