/**
 * The kept counts of current cards on the bare baseline (decision 0177), staff scope (the every-client
 * rows): the same one read as src/server/features/linen/linen-card-counts.repo.ts (decision 0185) — the columns,
 * the clocked cards that started after the cut-off day, the cut-off day's cards not overdue yet and, for the
 * board's version, the latest change.
 */
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import type { overdueBounds } from '@shared/domain/linen-cycle';
import type { Query, Row } from '../lib/sql';

const EVERY_CLIENT = `'00000000-0000-0000-0000-000000000000'::uuid`;
type Bounds = ReturnType<typeof overdueBounds>;
type PerStatus = Record<LinenStatus, number>;
const perStatusOf = (rows: Row[], col: string) =>
  Object.fromEntries(LINEN_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.[col] ?? 0)])) as PerStatus;

const HOUR = `date_trunc('hour', $WALL::timestamp)`;
const AT = `($WALL::timestamp at time zone 'Europe/London')`;
const AFTER_BOUND = `(case when (${AT} at time zone 'Europe/London') = $WALL::timestamp and ((${AT} - interval '1 hour') at time zone 'Europe/London') <> $WALL::timestamp
  then ${AT} else ${AT} - interval '1 hour' end)`;
const notYet = (column: string, statuses: string) => `(lc.status in (${statuses}) and lc.${column} > ${AFTER_BOUND}
  and lc.${column} < (${HOUR} at time zone 'Europe/London') + interval '2 hours'
  and date_trunc('hour', lc.${column} at time zone 'Europe/London') = ${HOUR} and not ((lc.${column} at time zone 'Europe/London') <= $WALL::timestamp))`;

export const TIME_KEY = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const CARDS = `select 'cards' as part, status::text as status, sum(cards)::int as n, sum(timed)::int as timed, null::text as latest
  from linen_card_counts where client_id = ${EVERY_CLIENT} group by status`;
const LATEST = `select 'latest', null, 0, 0, to_char(max(updated_at) at time zone 'UTC', ${TIME_KEY}) from linen_cards`;

/** The board's version alone: the columns' counts and the latest change (the change feed's poll). */
export async function keptVersion(query: Query): Promise<{ total: number; latest: string | null }> {
  const rows = await query(`${CARDS} union all ${LATEST}`);
  return {
    total: rows.reduce((a, r) => a + (r.part === 'cards' ? Number(r.n) : 0), 0),
    latest: (rows.find((r) => r.part === 'latest')?.latest as string | null) ?? null,
  };
}

export async function keptCardCounts(
  query: Query,
  bounds: Bounds,
  withLatest = false,
): Promise<{ totals: PerStatus; beds: PerStatus; transit: PerStatus; latest: string | null }> {
  const beds = notYet('on_beds_since', `'on_beds', 'changeover_due'`).replaceAll('$WALL', '$1');
  const transit = notYet('transit_since', `'in_transit'`).replaceAll('$WALL', '$2');
  const rows = await query(
    `${CARDS} ${withLatest ? `union all ${LATEST}` : ''}
    union all select 'after', status::text, sum(cards)::int, 0, null from linen_card_hour_counts where client_id = ${EVERY_CLIENT} and (
      (status in ('on_beds', 'changeover_due') and hour > date_trunc('hour', $1::timestamp)) or (status = 'in_transit' and hour > date_trunc('hour', $2::timestamp))) group by status
    union all select 'notYet', status::text, count(*)::int, 0, null from linen_cards lc where not lc.archived and (${beds} or ${transit}) group by status`,
    [bounds.beds.wall, bounds.transit.wall],
  );
  const part = (name: string) => rows.filter((r) => r.part === name);
  const totals = perStatusOf(part('cards'), 'n');
  const timed = perStatusOf(part('cards'), 'timed');
  const after = perStatusOf(part('after'), 'n');
  const waiting = perStatusOf(part('notYet'), 'n');
  const overdue = (s: LinenStatus) => timed[s] - after[s] - waiting[s];
  const zero = (): PerStatus => ({ new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 });
  return {
    totals,
    beds: { ...zero(), on_beds: overdue('on_beds'), changeover_due: overdue('changeover_due') },
    transit: { ...zero(), in_transit: overdue('in_transit') },
    latest: (rows.find((r) => r.part === 'latest')?.latest as string | null) ?? null,
  };
}
