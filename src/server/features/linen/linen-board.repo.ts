/**
 * The board's paged SQL (decision 0172): grouped counts on the current cards (linen_cards_board_idx and
 * linen_cards_client_board_idx, partial on `not archived`), the overdue counts on the overdue cards only
 * (linen_cards_sweep_idx, linen_cards_transit_idx), one column's page by a keyset on
 * (created_at desc, id desc), and the change feed on updated_at (linen_cards_updated_idx).
 */
import { and, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { OverdueBound } from '@shared/domain/linen-cycle';
import type { BoardException } from '@shared/schemas/linen-board';
import type { DbOrTx } from '../../db/client';
import { charges, cleaningTeams, clients, linenCards, properties } from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';
import { nextAcceptedRequestDate } from '../requests';

export interface OverdueBounds {
  beds: OverdueBound;
  transit: OverdueBound;
}

export interface BoardFilter {
  search?: string;
  exception: BoardException;
}

/** A position in a column: the card's created_at to the microsecond and its id. */
export interface ColumnKey {
  createdKey: string;
  id: string;
}

const wallOf = (column: SQL | unknown, bound: OverdueBound) => sql`(${column} at time zone 'Europe/London') <= ${bound.wall}::timestamp`;

/** Over 14 days on beds, as a predicate an index range serves. */
const overBedsSql = (b: OverdueBound) =>
  and(inArray(linenCards.status, ['on_beds', 'changeover_due']), lte(linenCards.onBedsSince, b.upper), wallOf(linenCards.onBedsSince, b))!;
/** Over 4 days in transit. */
const overTransitSql = (b: OverdueBound) => and(eq(linenCards.status, 'in_transit'), lte(linenCards.transitSince, b.upper), wallOf(linenCards.transitSince, b))!;

const searchSql = (search: string) => or(sql`${properties.name} ilike ${likePattern(search)}`, sql`${clients.name} ilike ${likePattern(search)}`)!;

const current = (scope: Scope) => and(eq(linenCards.archived, false), inScope(linenCards.clientId, scope))!;

type PerStatus = Record<LinenStatus, number>;
const zeros = (): PerStatus => ({ new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 });

/** The current cards in scope per column: an index-only count on the board index. */
export async function countByStatus(db: DbOrTx, scope: Scope): Promise<PerStatus> {
  const rows = await db
    .select({ status: linenCards.status, n: sql<number>`count(*)::int` })
    .from(linenCards)
    .where(current(scope))
    .groupBy(linenCards.status);
  const out = zeros();
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/** Per column, how many current cards are over 14 days on beds and over 4 in transit: reads the overdue cards only. */
export async function countOverdue(db: DbOrTx, scope: Scope, bounds: OverdueBounds): Promise<{ beds: PerStatus; transit: PerStatus }> {
  const beds = overBedsSql(bounds.beds);
  const transit = overTransitSql(bounds.transit);
  const rows = await db
    .select({
      status: linenCards.status,
      beds: sql<number>`count(*) filter (where ${beds})::int`,
      transit: sql<number>`count(*) filter (where ${transit})::int`,
    })
    .from(linenCards)
    .where(and(current(scope), or(beds, transit)))
    .groupBy(linenCards.status);
  const out = { beds: zeros(), transit: zeros() };
  for (const r of rows) {
    out.beds[r.status] = Number(r.beds);
    out.transit[r.status] = Number(r.transit);
  }
  return out;
}

/** With a search: per column, the matching cards and how many of them are overdue (names joined; the search reads its matches). */
export async function countFound(db: DbOrTx, scope: Scope, bounds: OverdueBounds, search: string) {
  const rows = await db
    .select({
      status: linenCards.status,
      n: sql<number>`count(*)::int`,
      beds: sql<number>`count(*) filter (where ${overBedsSql(bounds.beds)})::int`,
      transit: sql<number>`count(*) filter (where ${overTransitSql(bounds.transit)})::int`,
    })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .where(and(current(scope), searchSql(search)))
    .groupBy(linenCards.status);
  const out = { found: zeros(), beds: zeros(), transit: zeros() };
  for (const r of rows) {
    out.found[r.status] = Number(r.n);
    out.beds[r.status] = Number(r.beds);
    out.transit[r.status] = Number(r.transit);
  }
  return out;
}

/** What a board tile shows; onBedsSince and transitSince for its day counts; created_at to the microsecond for the keyset. */
const columnCardFields = (today: string) => ({
  id: linenCards.id,
  propertyId: linenCards.propertyId,
  propertyName: properties.name,
  clientName: clients.name,
  status: linenCards.status,
  onBedsSince: linenCards.onBedsSince,
  transitSince: linenCards.transitSince,
  damagesCount: linenCards.damagesCount,
  missingCount: linenCards.missingCount,
  cleaningTeamName: cleaningTeams.name,
  archived: linenCards.archived,
  serviceRequestedFor: nextAcceptedRequestDate(linenCards.propertyId, today),
  pendingChargesPence: sql<number>`(select coalesce(sum(${charges.amountPence}), 0)::int from ${charges} where ${charges.linenCardId} = ${linenCards.id} and ${charges.status} = 'pending')`.mapWith(Number),
  createdKey: timeKey(linenCards.createdAt),
});

function selectColumnCards(db: DbOrTx, today: string) {
  return db
    .select(columnCardFields(today))
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, linenCards.cleaningTeamId));
}

export type ColumnCardRow = Awaited<ReturnType<typeof listColumnPage>>[number];

/** The filter's predicate: the search and the exception (null when it filters nothing). */
export function filterSql(filter: BoardFilter, bounds: OverdueBounds): SQL | undefined {
  return and(
    filter.search ? searchSql(filter.search) : undefined,
    filter.exception === 'over14' ? overBedsSql(bounds.beds) : filter.exception === 'transit4' ? overTransitSql(bounds.transit) : undefined,
  );
}

/** One page of a column (limit + 1 rows read, to know whether there is more), newest first, after `after`. */
export async function listColumnPage(
  db: DbOrTx,
  scope: Scope,
  status: LinenStatus,
  filter: BoardFilter,
  bounds: OverdueBounds,
  today: string,
  limit: number,
  after?: ColumnKey,
) {
  const keyset = after ? sql`(${linenCards.createdAt}, ${linenCards.id}) < (${timeKeyValue(after.createdKey)}, ${after.id}::uuid)` : undefined;
  return selectColumnCards(db, today)
    .where(and(current(scope), eq(linenCards.status, status), filterSql(filter, bounds), keyset))
    .orderBy(desc(linenCards.createdAt), desc(linenCards.id))
    .limit(limit + 1);
}

/** The latest change of any card in scope (archived too), to the microsecond; null when there is none (max() reads one index entry). */
export async function latestChange(db: DbOrTx, scope: Scope): Promise<string | null> {
  const [row] = await db
    .select({ key: timeKey(sql`max(${linenCards.updatedAt})`) })
    .from(linenCards)
    .where(inScope(linenCards.clientId, scope));
  return row?.key ?? null;
}

/**
 * Cards in scope changed after `since` (a time key), archived ones too, at most `limit`, with whether each
 * matches the filter. Read on linen_cards_updated_idx (linen_cards_client_updated_idx for an owner).
 */
export async function changedSince(db: DbOrTx, scope: Scope, since: string, filter: BoardFilter, bounds: OverdueBounds, today: string, limit: number) {
  const matches = filterSql(filter, bounds);
  return db
    .select({ ...columnCardFields(today), matches: matches ? sql<boolean>`coalesce(${matches}, false)` : sql<boolean>`true` })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .innerJoin(clients, eq(clients.id, linenCards.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, linenCards.cleaningTeamId))
    .where(and(inScope(linenCards.clientId, scope), gt(linenCards.updatedAt, timeKeyValue(since))))
    .orderBy(linenCards.updatedAt)
    .limit(limit);
}
