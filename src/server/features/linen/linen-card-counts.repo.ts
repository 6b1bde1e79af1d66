/**
 * The current cards' counts kept by triggers (decision 0177, migration linen_card_counts): per client and
 * column, with a row for every client together (lib/day-totals' EVERY_CLIENT), so a read costs the rows of
 * its scope, not the cards. Overdue is a matter of time, not of writes: the cards with a clock running, less
 * those whose clock started in a London wall-clock hour after the cut-off hour (at most 15 × 24 hour rows a
 * column, decision 0190), less the cut-off hour's own cards not overdue yet (that one hour's cards, by
 * index). The rule itself is only
 * overdueBounds' (src/shared/domain/linen-cycle): the SQL here takes its bounds and nothing else.
 * The parts a read needs are one statement (decision 0185): one round trip, one snapshot.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { OverdueBound } from '@shared/domain/linen-cycle';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { linenCards } from '../../db/schema';
import { totalsOf } from '../../lib/day-totals';
import { timeKey } from '../../lib/keyset-time';
import { inScope, type Scope } from '../../lib/scope';

export type PerStatus = Record<LinenStatus, number>;
export const zeros = (): PerStatus => ({ new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 });

export interface OverdueBounds {
  beds: OverdueBound;
  transit: OverdueBound;
}

/** The London wall-clock hour of a bound (a timestamp without time zone): the cut-off hour. */
const hourOf = (b: OverdueBound) => sql`date_trunc('hour', ${b.wall}::timestamp)`;

/** The one overdue test in SQL, as isPastBound (linen-cycle) in TypeScript: London's wall clock of `since` at or before the bound's. */
const wallOf = (column: SQL | unknown, bound: OverdueBound) => sql`(${column} at time zone 'Europe/London') <= ${bound.wall}::timestamp`;

/** Over 14 days on beds, as a predicate an index range serves (linen_cards_sweep_idx). */
export const overBedsSql = (b: OverdueBound) =>
  and(inArray(linenCards.status, ['on_beds', 'changeover_due']), sql`${linenCards.onBedsSince} <= ${b.upper}`, wallOf(linenCards.onBedsSince, b))!;
/** Over 4 days in transit (linen_cards_transit_idx). */
export const overTransitSql = (b: OverdueBound) =>
  and(eq(linenCards.status, 'in_transit'), sql`${linenCards.transitSince} <= ${b.upper}`, wallOf(linenCards.transitSince, b))!;

/**
 * The instant after which a card's London wall clock is past the bound's: the bound's own instant when its
 * wall-clock time happens exactly once; an hour earlier when it happens twice (the autumn clock change) or
 * not at all (the spring one), so the index range never leaves out a card the wall-clock test would count.
 */
const afterBound = (b: OverdueBound) => {
  const at = sql`(${b.wall}::timestamp at time zone 'Europe/London')`;
  return sql`case when (${at} at time zone 'Europe/London') = ${b.wall}::timestamp and ((${at} - interval '1 hour') at time zone 'Europe/London') <> ${b.wall}::timestamp
    then ${at} else ${at} - interval '1 hour' end`;
};

/**
 * The cut-off hour's cards of one clock not past the bound yet: that London hour's cards after the bound,
 * read by index from the bound's instant to an hour past the cut-off hour (a clock change makes a wall hour
 * one of two real ones); the wall-clock test decides.
 */
const notYetSql = (column: typeof linenCards.onBedsSince, b: OverdueBound) =>
  sql`${column} > ${afterBound(b)} and ${column} < (${hourOf(b)} at time zone 'Europe/London') + interval '2 hours'
    and date_trunc('hour', ${column} at time zone 'Europe/London') = ${hourOf(b)} and not ${wallOf(column, b)}`;

/**
 * The parts of a counts read, each rows of (part, status, n, timed, latest), read in one statement (`union all`):
 * - cards: the current cards in scope per column and, of them, those whose clock runs (on beds since, in transit since);
 * - latest: the latest change of any card in scope (archived too), to the microsecond (max() reads one index entry);
 * - after: per column, the clocked cards whose clock started in a London hour after the cut-off hour (not overdue);
 * - notYet: per column, the cut-off hour's own cards not overdue yet.
 */
const PARTS = {
  cards: (scope: Scope) =>
    sql`select 'cards' as part, status::text as status, sum(cards)::int as n, sum(timed)::int as timed, null::text as latest
      from linen_card_counts where ${totalsOf(scope)} group by status`,
  latest: (scope: Scope) =>
    sql`select 'latest', null, 0, 0, ${timeKey(sql`max(${linenCards.updatedAt})`)} from ${linenCards} where ${inScope(linenCards.clientId, scope) ?? sql`true`}`,
  overdue: (
    scope: Scope,
    bounds: OverdueBounds,
  ) => sql`select 'after', status::text, sum(cards)::int, 0, null from linen_card_hour_counts where ${totalsOf(scope)} and (
      (status in ('on_beds', 'changeover_due') and hour > ${hourOf(bounds.beds)}) or (status = 'in_transit' and hour > ${hourOf(bounds.transit)}))
      group by status
    union all
    select 'notYet', ${linenCards.status}::text, count(*)::int, 0, null from ${linenCards}
      where ${and(
        eq(linenCards.archived, false),
        inScope(linenCards.clientId, scope),
        sql`((${linenCards.status} in ('on_beds', 'changeover_due') and ${notYetSql(linenCards.onBedsSince, bounds.beds)})
          or (${linenCards.status} = 'in_transit' and ${notYetSql(linenCards.transitSince, bounds.transit)}))`,
      )}
      group by ${linenCards.status}`,
};

interface PartRow {
  part: 'cards' | 'latest' | 'after' | 'notYet';
  status: LinenStatus | null;
  n: number;
  timed: number;
  latest: string | null;
}

export interface ColumnCounts {
  /** Current cards per column. */
  totals: PerStatus;
  /** Of them, the cards whose clock runs (on beds since, in transit since). */
  timed: PerStatus;
}

/** Per column, the cards over 14 days on beds (on_beds, changeover_due) and over 4 days in transit (in_transit). */
export interface OverdueCounts {
  beds: PerStatus;
  transit: PerStatus;
}

async function readParts(db: DbOrTx, parts: SQL[]) {
  const rows = await rawRows<PartRow>(db, sql.join(parts, sql` union all `));
  const of = (part: PartRow['part'], column: 'n' | 'timed') => {
    const out = zeros();
    for (const r of rows) if (r.part === part && r.status) out[r.status] = Number(r[column] ?? 0);
    return out;
  };
  const latest = rows.find((r) => r.part === 'latest')?.latest ?? null;
  return { totals: of('cards', 'n'), timed: of('cards', 'timed'), after: of('after', 'n'), notYet: of('notYet', 'n'), latest };
}

/** Overdue per column: the clocked cards less those started after the cut-off day and the cut-off day's not yet overdue. */
function overdueOf(timed: PerStatus, after: PerStatus, notYet: PerStatus): OverdueCounts {
  const overdue = (s: LinenStatus) => timed[s] - after[s] - notYet[s];
  return {
    beds: { ...zeros(), on_beds: overdue('on_beds'), changeover_due: overdue('changeover_due') },
    transit: { ...zeros(), in_transit: overdue('in_transit') },
  };
}

/** The board's version: the current cards per column and the latest change in scope (one read). */
export async function versionCounts(db: DbOrTx, scope: Scope): Promise<ColumnCounts & { latest: string | null }> {
  const { totals, timed, latest } = await readParts(db, [PARTS.cards(scope), PARTS.latest(scope)]);
  return { totals, timed, latest };
}

/** How many current cards in scope are overdue, given the clocked cards per column (one read). */
export async function overdueCounts(db: DbOrTx, scope: Scope, bounds: OverdueBounds, timed: PerStatus): Promise<OverdueCounts> {
  const { after, notYet } = await readParts(db, [PARTS.overdue(scope, bounds)]);
  return overdueOf(timed, after, notYet);
}

/** The version and every count of the board without a search (one read). */
export async function boardCounts(
  db: DbOrTx,
  scope: Scope,
  bounds: OverdueBounds,
): Promise<{ totals: PerStatus; latest: string | null } & OverdueCounts> {
  const { totals, timed, after, notYet, latest } = await readParts(db, [PARTS.cards(scope), PARTS.latest(scope), PARTS.overdue(scope, bounds)]);
  return { totals, latest, ...overdueOf(timed, after, notYet) };
}

/** The current cards in scope per column and how many are overdue (the reports' exceptions; one read). */
export async function keptCounts(db: DbOrTx, scope: Scope, bounds: OverdueBounds): Promise<{ totals: PerStatus } & OverdueCounts> {
  const { totals, timed, after, notYet } = await readParts(db, [PARTS.cards(scope), PARTS.overdue(scope, bounds)]);
  return { totals, ...overdueOf(timed, after, notYet) };
}
