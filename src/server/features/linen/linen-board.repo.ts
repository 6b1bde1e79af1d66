/**
 * The board's paged SQL (decision 0172): the counts under a search (its matches; the counts without one are
 * kept by triggers, linen-card-counts.repo.ts, decision 0177), one column's page by a keyset on
 * (created_at desc, id desc), and the change feed on updated_at (linen_cards_updated_idx).
 */
import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { LinenStatus } from '@shared/domain/linen';
import type { BoardException } from '@shared/schemas/linen-board';
import type { DbOrTx } from '../../db/client';
import { clients, linenCards, properties } from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';
import { overBedsSql, overTransitSql, zeros, type OverdueBounds } from './linen-card-counts.repo';
import { cardFields, selectCardRows } from './linen-card-select';

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

/** What a board tile shows (the shared card fields) and created_at to the microsecond for the keyset. */
const columnCardFields = (today: string) => ({ ...cardFields(today), createdKey: timeKey(linenCards.createdAt) });

export type ColumnCardRow = Awaited<ReturnType<typeof listColumnPages>>[number];

/** The filter's predicate: the search and the exception (null when it filters nothing). */
export function filterSql(filter: BoardFilter, bounds: OverdueBounds): SQL | undefined {
  return and(
    filter.search ? searchSql(filter.search) : undefined,
    filter.exception === 'over14' ? overBedsSql(bounds.beds) : filter.exception === 'transit4' ? overTransitSql(bounds.transit) : undefined,
  );
}

/**
 * The ids of one page of a column (limit + 1, to know whether there is more), newest first, after `after`:
 * read on linen_cards_board_idx (status, created_at, id) where not archived (an owner's on
 * linen_cards_client_board_idx); the names are joined only when a search filters on them.
 */
function pageIds(db: DbOrTx, scope: Scope, status: LinenStatus, filter: BoardFilter, bounds: OverdueBounds, limit: number, after?: ColumnKey) {
  const keyset = after ? sql`(${linenCards.createdAt}, ${linenCards.id}) < (${timeKeyValue(after.createdKey)}, ${after.id}::uuid)` : undefined;
  const from = db.select({ id: linenCards.id }).from(linenCards).$dynamic();
  const named = filter.search
    ? from.innerJoin(properties, eq(properties.id, linenCards.propertyId)).innerJoin(clients, eq(clients.id, linenCards.clientId))
    : from;
  return named
    .where(and(current(scope), eq(linenCards.status, status), filterSql(filter, bounds), keyset))
    .orderBy(desc(linenCards.createdAt), desc(linenCards.id))
    .limit(limit + 1);
}

/**
 * The first page (limit + 1 rows) of each column asked, after `after` when given, in one statement: each
 * column's page of ids (`pageIds`) gathered into one array, then only those cards' tiles read (joins and
 * per-card probes for at most limit + 1 cards a column). Rows come newest first; the caller groups them.
 */
export async function listColumnPages(
  db: DbOrTx,
  scope: Scope,
  statuses: readonly LinenStatus[],
  filter: BoardFilter,
  bounds: OverdueBounds,
  today: string,
  limit: number,
  after?: ColumnKey,
) {
  if (statuses.length === 0) return [];
  const ids = sql.join(
    statuses.map((s) => sql`array(${pageIds(db, scope, s, filter, bounds, limit, after)})`),
    sql` || `,
  );
  return selectCardRows(db, columnCardFields(today))
    .where(sql`${linenCards.id} = any(${ids})`)
    .orderBy(desc(linenCards.createdAt), desc(linenCards.id));
}

/**
 * Cards in scope changed after `since` (a time key), archived ones too, at most `limit`, with whether each
 * matches the filter. Read on linen_cards_updated_idx (linen_cards_client_updated_idx for an owner).
 */
export async function changedSince(db: DbOrTx, scope: Scope, since: string, filter: BoardFilter, bounds: OverdueBounds, today: string, limit: number) {
  const matches = filterSql(filter, bounds);
  return selectCardRows(db, { ...columnCardFields(today), matches: matches ? sql<boolean>`coalesce(${matches}, false)` : sql<boolean>`true` })
    .where(and(inScope(linenCards.clientId, scope), gt(linenCards.updatedAt, timeKeyValue(since))))
    .orderBy(linenCards.updatedAt)
    .limit(limit);
}
