/**
 * The bare baseline of GET /api/reports (issue 21, decision 0173): the tiles and charts from the per-day
 * totals (bench/bare/summaries.ts), the first page of each table (50 rows and the next page's cursor), read
 * as the app reads it: walking the properties by name for a range of more than 5,000 rows, else from the
 * range's rows; the first page of the current exceptions, and their counts from the kept card counts
 * (decision 0177). Staff: every client.
 */
import type { LinenStatus } from '@shared/domain/linen';
import { overdueBounds } from '@shared/domain/linen-cycle';
import { exceptionCutoffs, exceptionDays, exceptionsByStatus, REPORT_PAGE_SIZE, reportRange, turnsPerWeek } from '@shared/domain/reports';
import { benchCursor, type BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';
import { keptCardCounts } from './card-counts';
import { EVERY_CLIENT, reportTiles, reportTotals } from './summaries';

const WALK_FROM_ROWS = 5000;
const LIMIT = REPORT_PAGE_SIZE + 1;
const iso = (v: unknown) => new Date(v as string).toISOString();

export function windowOf(start?: string, end?: string) {
  const asked = reportRange({ start, end }, new Date());
  if ('problem' in asked) throw new Error(asked.problem);
  return asked.range;
}

const TURNS = `c.collected_at >= $1 and c.collected_at < $2`;
const DAMAGES = `la.activity_type = 'damage' and la.created_at >= $1 and la.created_at < $2`;
const damageSumsOfProperty = `(select sum(la.damages_count)::int as damaged, sum(la.missing_count)::int as missing
  from linen_activities la join linen_cards lc on lc.id = la.linen_card_id where lc.property_id = p.id and ${DAMAGES})`;
const damageSums = `sum(la.damages_count)::int as damaged, sum(la.missing_count)::int as missing,
  string_agg(distinct nullif(trim(la.notes), ''), '; ') as notes, max(la.created_at) as last_updated`;

const turnsWalkAfter = (
  after: string,
) => `select p.id, p.name, cl.name as client_name, t.turn_count, t.last_turn, coalesce(d.damaged, 0) as damaged, coalesce(d.missing, 0) as missing
  from properties p left join clients cl on cl.id = p.client_id
  cross join lateral (select count(*)::int as turn_count, max(c.collected_at) as last_turn from changeovers c where c.property_id = p.id and ${TURNS}) t
  left join lateral ${damageSumsOfProperty} d on true
  where t.turn_count > 0 and ${after} order by p.name, p.id limit ${LIMIT}`;
const turnsWalk = turnsWalkAfter('true');

const turnsRangeAfter = (after: string) => `with t as (
    select c.property_id, count(*)::int as turn_count, max(c.collected_at) as last_turn from changeovers c where ${TURNS} group by c.property_id
  ), page as (
    select p.id, p.name, cl.name as client_name, t.turn_count, t.last_turn
    from t join properties p on p.id = t.property_id left join clients cl on cl.id = p.client_id where ${after} order by p.name, p.id limit ${LIMIT}
  )
  select p.*, coalesce(d.damaged, 0) as damaged, coalesce(d.missing, 0) as missing from page p left join lateral ${damageSumsOfProperty} d on true order by p.name, p.id`;
const turnsRange = turnsRangeAfter('true');

const damagesWalkAfter = (after: string) => `select p.id, p.name, cl.name as client_name, d.damaged, d.missing, d.notes, d.last_updated
  from properties p left join clients cl on cl.id = p.client_id
  cross join lateral (select ${damageSums} from linen_activities la join linen_cards lc on lc.id = la.linen_card_id where lc.property_id = p.id and ${DAMAGES}) d
  where d.damaged + d.missing > 0 and ${after} order by p.name, p.id limit ${LIMIT}`;
const damagesWalk = damagesWalkAfter('true');

const damagesRangeAfter = (after: string) => `with d as (
    select lc.property_id, ${damageSums} from linen_activities la join linen_cards lc on lc.id = la.linen_card_id where ${DAMAGES}
    group by lc.property_id having sum(la.damages_count) + sum(la.missing_count) > 0
  )
  select p.id, p.name, cl.name as client_name, d.damaged, d.missing, d.notes, d.last_updated
  from d join properties p on p.id = d.property_id left join clients cl on cl.id = p.client_id where ${after} order by p.name, p.id limit ${LIMIT}`;
const damagesRange = damagesRangeAfter('true');

/** Current cards that may be exceptions after the keyset (updated_at, id), newest update first, `limit` of them. */
const possibleExceptions = (query: Query, cut: { onBeds: Date; inTransit: Date }, after: [string, string] | null, limit: number | null) =>
  query(
    `select lc.id, p.name, cl.name as client_name, lc.status, lc.on_beds_since, lc.transit_since, lc.damages_count, lc.missing_count, lc.notes, lc.updated_at,
       to_char(lc.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at_key
     from linen_cards lc join properties p on p.id = lc.property_id left join clients cl on cl.id = lc.client_id
     where not lc.archived and lc.status in ('on_beds', 'changeover_due', 'in_transit') and ((lc.status in ('on_beds', 'changeover_due') and lc.on_beds_since <= $1) or (lc.status = 'in_transit' and lc.transit_since <= $2))
       and ($3::timestamptz is null or (lc.updated_at, lc.id) < ($3::timestamptz, $4::uuid))
     order by lc.updated_at desc, lc.id desc limit $5`,
    [cut.onBeds, cut.inTransit, after?.[0] ?? null, after?.[1] ?? null, limit],
  );

/** The current exceptions (the cards' pre-filter, then the linen-cycle rule), newest update first; `limit` cards at most (the report's first page). */
export async function exceptions(query: Query, limit: number | null = null) {
  const now = new Date();
  return exceptionsOf(await possibleExceptions(query, exceptionCutoffs(now), null, limit), now);
}

function exceptionsOf(rows: Row[], now: Date) {
  return rows.flatMap((r) => {
    const status = r.status as LinenStatus;
    const days = exceptionDays({ status, onBedsSince: r.on_beds_since as Date | null, transitSince: r.transit_since as Date | null }, now);
    if (days === null) return [];
    return [
      {
        cardId: r.id as string,
        propertyName: r.name as string,
        clientName: r.client_name as string | null,
        status,
        daysCount: days,
        damagesCount: r.damages_count as number,
        missingCount: r.missing_count as number,
        notes: r.notes as string | null,
        lastUpdated: iso(r.updated_at),
        key: r.updated_at_key as string,
      },
    ];
  });
}

const page = <T>(rows: Row[], toRow: (r: Row) => T) => ({
  rows: rows.slice(0, REPORT_PAGE_SIZE).map(toRow),
  next: rows.length > REPORT_PAGE_SIZE ? benchCursor([rows[REPORT_PAGE_SIZE - 1].name, rows[REPORT_PAGE_SIZE - 1].id]) : null,
});

const turnRow = (r: Row) => ({
  propertyId: r.id,
  propertyName: r.name,
  clientName: r.client_name,
  turnCount: r.turn_count,
  totalDamages: r.damaged,
  totalMissing: r.missing,
  lastTurnDate: iso(r.last_turn),
});

/** Where the bench's next page of the exceptions starts: after a card updated in the far future (every exception follows). */
export const REPORT_BENCH_EXCEPTIONS_AFTER: [string, string] = ['2099-01-01T00:00:00.000000Z', 'ffffffff-ffff-4fff-bfff-ffffffffffff'];

/** GET /api/reports/exceptions?cursor=: the next 50 exceptions after the cursor, the cards read 51 at a time until 51 are found, as the app does. */
export const reportExceptionsPage: BareHandler = async (query) => {
  const now = new Date();
  const cut = exceptionCutoffs(now);
  const found: ReturnType<typeof exceptionsOf> = [];
  let after: [string, string] = REPORT_BENCH_EXCEPTIONS_AFTER;
  for (;;) {
    const cards = await possibleExceptions(query, cut, after, REPORT_PAGE_SIZE + 1);
    found.push(...exceptionsOf(cards, now));
    if (found.length > REPORT_PAGE_SIZE || cards.length < REPORT_PAGE_SIZE + 1) break;
    const last = cards[cards.length - 1];
    after = [last.updated_at_key as string, last.id as string];
  }
  const shown = found.slice(0, REPORT_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ key: _key, ...e }) => e),
    next: found.length > REPORT_PAGE_SIZE && last ? benchCursor([last.key, last.cardId]) : null,
  };
};

/** Where the bench's next page of the turns table starts: after this property name (and any id). */
export const REPORT_BENCH_AFTER: [string, string] = ['Bench House 2', '00000000-0000-0000-0000-000000000000'];

/**
 * A per-property table's page after REPORT_BENCH_AFTER in the month, read as the app reads it: the tiles
 * decide walk or range by the count of the table's rows in the range (`rowsOf`).
 */
const propertyTablePage =
  <T>(
    rowsOf: (t: Awaited<ReturnType<typeof reportTiles>>) => number,
    walkAfter: (after: string) => string,
    rangeAfter: (after: string) => string,
    toRow: (r: Row) => T,
  ): BareHandler =>
  async (query) => {
    const range = windowOf();
    const tiles = await reportTiles(query, range);
    const after = `(p.name, p.id) > ($3, $4::uuid)`;
    const rows = await query(rowsOf(tiles) > WALK_FROM_ROWS ? walkAfter(after) : rangeAfter(after), [range.from, range.until, ...REPORT_BENCH_AFTER]);
    return page(rows, toRow);
  };

/** GET /api/reports/turns?cursor=: the month's turns table after the cursor. */
export const reportTurnsPage = propertyTablePage((t) => t.turns, turnsWalkAfter, turnsRangeAfter, turnRow);

const damageRow = (r: Row) => ({
  propertyId: r.id,
  propertyName: r.name,
  clientName: r.client_name,
  damagesCount: r.damaged,
  missingCount: r.missing,
  damageNotes: r.notes,
  lastUpdated: iso(r.last_updated),
});

/** GET /api/reports/damages?cursor=: the month's damages table after the cursor. */
export const reportDamagesPage = propertyTablePage((t) => t.records, damagesWalkAfter, damagesRangeAfter, damageRow);

/** The range's charges raised and paid, from the per-day charge totals (decision 0189). */
async function chargeTotals(query: Query, range: { start: string; end: string }) {
  const [r] = await query(
    `select coalesce(sum(raised_count), 0)::int as raised_count, coalesce(sum(raised_pence), 0)::bigint as raised_pence,
       coalesce(sum(paid_count), 0)::int as paid_count, coalesce(sum(paid_pence), 0)::bigint as paid_pence
     from charge_day_totals where client_id = $1::uuid and day >= $2::date and day <= $3::date`,
    [EVERY_CLIENT, range.start, range.end],
  );
  return {
    raisedCount: Number(r.raised_count),
    raisedPence: Number(r.raised_pence),
    paidCount: Number(r.paid_count),
    paidPence: Number(r.paid_pence),
  };
}

export const report =
  (start?: string, end?: string): BareHandler =>
  async (query) => {
    const range = windowOf(start, end);
    const w = [range.from, range.until];
    const totalsRead = reportTotals(query, range);
    const [totals, turns, damages, excs, kept, charges] = await Promise.all([
      totalsRead,
      totalsRead.then((t) => query(t.turns > WALK_FROM_ROWS ? turnsWalk : turnsRange, w)),
      totalsRead.then((t) => query(t.records > WALK_FROM_ROWS ? damagesWalk : damagesRange, w)),
      exceptions(query, LIMIT),
      // The Active Exceptions tile and chart: the kept counts (decision 0177).
      keptCardCounts(query, overdueBounds(new Date())),
      chargeTotals(query, range),
    ]);
    const byStatus = exceptionsByStatus(kept);
    const turnPage = page(turns, turnRow);
    const damagePage = page(damages, damageRow);
    const shown = excs.slice(0, REPORT_PAGE_SIZE);
    return {
      range: { start: range.start, end: range.end },
      tiles: {
        totalTurns: totals.turns,
        damagedItems: totals.damaged,
        missingItems: totals.missing,
        activeExceptions: byStatus.reduce((n, x) => n + x.count, 0),
      },
      charges,
      turns: turnPage.rows,
      exceptions: shown.map(({ key: _key, ...e }) => e),
      damages: damagePage.rows,
      next: {
        turns: turnPage.next,
        exceptions: excs.length > REPORT_PAGE_SIZE ? benchCursor([shown[shown.length - 1].key, shown[shown.length - 1].cardId]) : null,
        damages: damagePage.next,
      },
      charts: {
        turnsPerWeek: turnsPerWeek(range, totals.weeks),
        exceptionsByStatus: byStatus,
        damagesByItem: totals.items,
      },
    };
  };
