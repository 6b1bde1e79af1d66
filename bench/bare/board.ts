/**
 * The board's paged reads on the bare baseline (decision 0172), staff scope (every client): the same SQL
 * as linen-board.repo.ts and a body of the same shape. The counts from the kept card counts (decision 0177:
 * no sweep or hire clock on a read) and the first pages; one column's next page; a poll of the change feed.
 */
import { cardTimings, overdueBounds } from '@shared/domain/linen-cycle';
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import { londonToday } from '@shared/domain/london-time';
import { benchCursor, type BareHandler } from '../lib/bare';
import type { Query, Row } from '../lib/sql';
import { keptCardCounts, keptVersion, TIME_KEY } from './card-counts';

const PAGE = 30;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

type Bounds = ReturnType<typeof overdueBounds>;

const CARD_SQL = `select lc.id, lc.property_id, p.name as property_name, c.name as client_name, lc.status, lc.on_beds_since, lc.transit_since,
    lc.damages_count, lc.missing_count, t.name as team_name, lc.archived,
    (select min(r.requested_date)::text from linen_requests r
      where r.property_id = lc.property_id and r.status = 'accepted' and r.requested_date >= $1) as service_requested_for,
    (select coalesce(sum(ch.amount_pence), 0)::int from charges ch where ch.linen_card_id = lc.id and ch.status = 'pending') as pending_charges_pence,
    to_char(lc.created_at at time zone 'UTC', ${TIME_KEY}) as created_key
  from linen_cards lc join properties p on p.id = lc.property_id join clients c on c.id = lc.client_id
  left join cleaning_teams t on t.id = lc.cleaning_team_id`;

function columnCard(r: Row, now: Date) {
  const { daysOnBeds, daysInTransit, overBeds, overTransit } = cardTimings(
    { status: r.status as LinenStatus, onBedsSince: r.on_beds_since as Date | null, transitSince: r.transit_since as Date | null },
    now,
  );
  return {
    id: r.id,
    propertyId: r.property_id,
    propertyName: r.property_name,
    clientName: r.client_name,
    status: r.status,
    daysOnBeds,
    daysInTransit,
    overBeds,
    overTransit,
    damagesCount: r.damages_count,
    missingCount: r.missing_count,
    cleaningTeamName: r.team_name,
    serviceRequestedFor: r.service_requested_for,
    pendingChargesPence: r.pending_charges_pence,
    createdAt: r.created_key,
  };
}

const pageIds = (p: number, after: boolean) =>
  `array(select lc.id from linen_cards lc where not lc.archived and lc.status = $${p}::linen_card_status
    ${after ? 'and (lc.created_at, lc.id) < ($ak::timestamptz, $ai::uuid)' : ''} order by lc.created_at desc, lc.id desc limit ${PAGE + 1})`;

/** The first pages of the columns (after a key when given) in one statement: the pages' ids, then those cards' tiles (decision 0185). */
async function pages(query: Query, statuses: readonly LinenStatus[], now: Date, after?: { key: string; id: string }) {
  const ids = statuses.map((_, i) => pageIds(i + 2, Boolean(after))).join(' || ');
  const n = statuses.length + 2;
  const rows = await query(
    `${CARD_SQL} where lc.id = any(${ids.replaceAll('$ak', `$${n}`).replaceAll('$ai', `$${n + 1}`)}) order by lc.created_at desc, lc.id desc`,
    [londonToday(now), ...statuses, ...(after ? [after.key, after.id] : [])],
  );
  return statuses.map((status) => {
    const mine = rows.filter((r) => r.status === status);
    const cards = mine.slice(0, PAGE);
    const last = cards[cards.length - 1];
    return { cards: cards.map((r) => columnCard(r, now)), next: mine.length > PAGE && last ? benchCursor([last.created_key, last.id]) : null };
  });
}

const perStatus = <T>(f: (s: LinenStatus) => T) => Object.fromEntries(LINEN_STATUSES.map((s) => [s, f(s)])) as Record<LinenStatus, T>;

async function versionAndCounts(query: Query, bounds: Bounds) {
  const { totals: n, beds, transit, latest } = await keptCardCounts(query, bounds, true);
  const total = LINEN_STATUSES.reduce((a, s) => a + n[s], 0);
  return {
    version: b64(`${total}|${latest ?? '1970-01-01T00:00:00.000000Z'}`),
    counts: {
      totals: n,
      overdue: perStatus((s) => beds[s] + transit[s]),
      exceptions: { all: total, over14: LINEN_STATUSES.reduce((a, s) => a + beds[s], 0), transit4: LINEN_STATUSES.reduce((a, s) => a + transit[s], 0) },
      exception: 'all' as const,
      columns: n,
    },
  };
}

/** GET /api/linen-cards/board: the version and counts (one read), then the four first pages (one read). */
export const boardPages: BareHandler = async (query) => {
  const now = new Date();
  const { version, counts } = await versionAndCounts(query, overdueBounds(now));
  const first = await pages(query, LINEN_STATUSES, now);
  const { columns, ...rest } = counts;
  return { ...rest, columns: perStatus((s) => ({ count: columns[s], ...first[LINEN_STATUSES.indexOf(s)] })), version };
};

/** A cursor before every card: the bench's next page reads 30 cards by the keyset from the top of a column. */
const BOARD_BENCH_AFTER = { key: '2099-01-01T00:00:00.000000Z', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
export const BOARD_BENCH_CURSOR = benchCursor([BOARD_BENCH_AFTER.key, BOARD_BENCH_AFTER.id]);

/** GET /api/linen-cards/board/column?status=new&cursor=…: one page of 30. */
export const boardColumnPage: BareHandler = async (query) => (await pages(query, ['new'], new Date(), BOARD_BENCH_AFTER))[0];

/** A version no board has (none of its cards): the poll reads the version and counts, finds no row changed and answers reset. */
export const BOARD_BENCH_SINCE = b64('0|2099-01-01T00:00:00.000000Z');

/** GET /api/linen-cards/board/changes?since=…: a poll of the change feed (version, the changed rows' probe). */
export const boardChanges: BareHandler = async (query) => {
  const { total, latest } = await keptVersion(query);
  await query(`${CARD_SQL} where lc.updated_at > $2::timestamptz order by lc.updated_at limit 501`, [londonToday(new Date()), '2099-01-01T00:00:00.000000Z']);
  return { version: b64(`${total}|${latest}`), reset: true, cards: [], removed: [], counts: null };
};
