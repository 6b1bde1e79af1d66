/**
 * The kept counts of current cards on the bare baseline (decision 0177), staff scope (the every-client
 * rows): the same three reads as src/server/features/linen/linen-card-counts.repo.ts — the columns, the
 * clocked cards that started after the cut-off day, and the cut-off day's cards not overdue yet.
 */
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import type { overdueBounds } from '@shared/domain/linen-cycle';
import type { Query, Row } from '../lib/sql';

const EVERY_CLIENT = `'00000000-0000-0000-0000-000000000000'::uuid`;
type Bounds = ReturnType<typeof overdueBounds>;
type PerStatus = Record<LinenStatus, number>;
const perStatusOf = (rows: Row[], col: string) =>
  Object.fromEntries(LINEN_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.[col] ?? 0)])) as PerStatus;

const notYet = (column: string, statuses: string) => `(lc.status in (${statuses}) and lc.${column} >= ($DAY::timestamp at time zone 'Europe/London')
  and lc.${column} < ($DAY::timestamp at time zone 'Europe/London') + interval '26 hours'
  and (lc.${column} at time zone 'Europe/London')::date = $DAY::date and not ((lc.${column} at time zone 'Europe/London') <= $WALL::timestamp))`;

export async function keptCardCounts(query: Query, bounds: Bounds): Promise<{ totals: PerStatus; beds: PerStatus; transit: PerStatus }> {
  const bedsDay = bounds.beds.wall.slice(0, 10);
  const transitDay = bounds.transit.wall.slice(0, 10);
  const columns = await query(`select status, sum(cards)::int as cards, sum(timed)::int as timed from linen_card_counts where client_id = ${EVERY_CLIENT} group by status`);
  const recent = await query(
    `select status, sum(cards)::int as cards from linen_card_day_counts where client_id = ${EVERY_CLIENT} and (
      (status in ('on_beds', 'changeover_due') and day > $1::date) or (status = 'in_transit' and day > $2::date)) group by status`,
    [bedsDay, transitDay],
  );
  const beds = notYet('on_beds_since', `'on_beds', 'changeover_due'`).replaceAll('$DAY', '$1').replaceAll('$WALL', '$2');
  const transit = notYet('transit_since', `'in_transit'`).replaceAll('$DAY', '$3').replaceAll('$WALL', '$4');
  const cutoffDay = await query(`select status, count(*)::int as n from linen_cards lc where not lc.archived and (${beds} or ${transit}) group by status`, [
    bedsDay,
    bounds.beds.wall,
    transitDay,
    bounds.transit.wall,
  ]);
  const totals = perStatusOf(columns, 'cards');
  const timed = perStatusOf(columns, 'timed');
  const after = perStatusOf(recent, 'cards');
  const waiting = perStatusOf(cutoffDay, 'n');
  const overdue = (s: LinenStatus) => timed[s] - after[s] - waiting[s];
  const zero = (): PerStatus => ({ new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 });
  return {
    totals,
    beds: { ...zero(), on_beds: overdue('on_beds'), changeover_due: overdue('changeover_due') },
    transit: { ...zero(), in_transit: overdue('in_transit') },
  };
}
