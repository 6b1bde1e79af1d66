/**
 * The board's paged SQL (decision 0172): the counts under a search (its matches; the counts without one are
 * kept by triggers, linen-card-counts.repo.ts, decision 0177), one column's page by a keyset on
 * (created_at desc, id desc), and the change feed on updated_at (linen_cards_updated_idx).
 */
import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { BoardException } from '@shared/schemas/linen-board';
import type { DbOrTx } from '../../db/client';
import { charges, cleaningTeams, clients, linenCards, properties } from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';
import { overBedsSql, overTransitSql, zeros, type OverdueBounds } from './linen-card-counts.repo';
import { nextAcceptedRequestDate } from '../requests';

export type { OverdueBounds };

export interface BoardFilter {
  search?: string;
  exception: BoardException;
}

/** A position in a column: the card's created_at to the microsecond and its id. */
export interface ColumnKey {
  createdKey: string;
  id: string;
}

const searchSql = (search: string) => or(sql`${properties.name} ilike ${likePattern(search)}`, sql`${clients.name} ilike ${likePattern(search)}`)!;

const current = (scope: Scope) => and(eq(linenCards.archived, false), inScope(linenCards.clientId, scope))!;


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
