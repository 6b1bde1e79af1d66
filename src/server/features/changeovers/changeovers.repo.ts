/**
 * The changeovers list: changeovers collected since a moment, newest first, a keyset page at a time
 * (collected_at, id) with property, client and team names and each cycle's damage and missing counts;
 * and the tiles' aggregate over the window. Tenant scope is a parameter.
 *
 * The cycle counts (decision 0081: the card's damage activities from started_at, else collected_at,
 * until the return) are stored on the row by database triggers in the same transaction as the change
 * (decision 0175, migration 0015), so neither the page nor the tiles read linen_activities.
 * Indexes: the staff page walks changeovers_window_idx backwards; the
 * tiles are an index-only scan of changeovers_window_idx (collected_at, id, returned_at and the two
 * counts); owners read changeovers_client_window_idx (client_id, collected_at, id).
 */
import { and, desc, eq, gte, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeovers, cleaningTeams, clients, properties } from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';

export interface ChangeoverFilters {
  since: Date;
  search?: string;
  status: 'all' | 'in_transit' | 'returned';
}

/** A page's position: the last row's collected_at (timeKey text, to the microsecond) and id. */
export interface ChangeoverKey {
  collectedAtKey: string;
  id: string;
}

/** The search over names, address and notes (the joins of `joined`). */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    ilike(properties.name, pattern),
    ilike(properties.address, pattern),
    ilike(clients.name, pattern),
    ilike(cleaningTeams.name, pattern),
    ilike(changeovers.notes, pattern),
  );
}

function windowConditions(scope: Scope, filters: ChangeoverFilters): (SQL | undefined)[] {
  return [inScope(changeovers.clientId, scope), isNotNull(changeovers.collectedAt), gte(changeovers.collectedAt, filters.since)];
}

const statusCondition = (status: ChangeoverFilters['status']) =>
  status === 'in_transit' ? isNull(changeovers.returnedAt) : status === 'returned' ? isNotNull(changeovers.returnedAt) : undefined;

/** One page: up to `limit` rows after `after`, newest collection first; only the fields the screen shows. */
export async function listChangeovers(db: DbOrTx, scope: Scope, filters: ChangeoverFilters, limit: number, after?: ChangeoverKey) {
  const keyset = after
    ? sql`(${changeovers.collectedAt}, ${changeovers.id}) < (${timeKeyValue(after.collectedAtKey)}, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: changeovers.id,
      collectedAtKey: timeKey(changeovers.collectedAt),
      propertyName: properties.name,
      propertyAddress: properties.address,
      clientName: clients.name,
      cleaningTeamName: cleaningTeams.name,
      startedAt: changeovers.startedAt,
      collectedAt: changeovers.collectedAt,
      returnedAt: changeovers.returnedAt,
      notes: changeovers.notes,
      damagesCount: changeovers.cycleDamagesCount,
      missingCount: changeovers.cycleMissingCount,
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .innerJoin(clients, eq(clients.id, changeovers.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, changeovers.cleaningTeamId))
    .where(and(...windowConditions(scope, filters), searchCondition(filters.search), statusCondition(filters.status), keyset))
    .orderBy(desc(changeovers.collectedAt), desc(changeovers.id))
    .limit(limit);
}

export type ChangeoverListRow = Awaited<ReturnType<typeof listChangeovers>>[number];

/**
 * The tiles: every changeover of the window (and search), whatever the status filter. One aggregate over
 * the window's index entries: it reads nothing older than the window, but it reads every changeover of
 * the window (what the tiles count), so it grows with how many changeovers a month has (the number of
 * properties), not with history. Without a search it is index-only on changeovers_window_idx.
 */
export async function summariseChangeovers(db: DbOrTx, scope: Scope, filters: ChangeoverFilters) {
  const search = searchCondition(filters.search);
  const totals = {
    total: sql<number>`count(*)::int`,
    inTransit: sql<number>`(count(*) filter (where ${changeovers.returnedAt} is null))::int`,
    damages: sql<number>`coalesce(sum(${changeovers.cycleDamagesCount}), 0)::bigint`.mapWith(Number),
    missing: sql<number>`coalesce(sum(${changeovers.cycleMissingCount}), 0)::bigint`.mapWith(Number),
  };
  const where = and(...windowConditions(scope, filters), search);
  const [row] = search
    ? await db
        .select(totals)
        .from(changeovers)
        .innerJoin(properties, eq(properties.id, changeovers.propertyId))
        .innerJoin(clients, eq(clients.id, changeovers.clientId))
        .leftJoin(cleaningTeams, eq(cleaningTeams.id, changeovers.cleaningTeamId))
        .where(where)
    : await db.select(totals).from(changeovers).where(where);
  return row;
}
