/**
 * The changeovers list: changeovers collected since a moment, with property, client and team names,
 * and the damage activities of each changeover's cycle. Tenant scope is a parameter.
 */
import { and, desc, eq, gte, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeovers, cleaningTeams, clients, properties } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { inScope, type Scope } from '../../lib/scope';

export interface ChangeoverFilters {
  since: Date;
  search?: string;
  status: 'all' | 'in_transit' | 'returned';
}

/**
 * Damage and missing counts recorded on the card during this changeover's cycle: from going on beds
 * (started_at, else collection) until the return (or now while in transit). The next cycle starts at
 * the return, so no activity counts twice. Names are written out: drizzle renders outer columns
 * unqualified inside a subquery.
 */
const cycleActivities = (column: 'damages_count' | 'missing_count') => sql<number>`(
  select coalesce(sum(la.${sql.raw(column)}), 0)::bigint from linen_activities la
  where la.linen_card_id = "changeovers"."linen_card_id"
    and la.activity_type = 'damage'
    and la.created_at >= coalesce("changeovers"."started_at", "changeovers"."collected_at")
    and ("changeovers"."returned_at" is null or la.created_at < "changeovers"."returned_at")
)`.mapWith(Number);

function conditions(scope: Scope, filters: ChangeoverFilters, withStatus: boolean): (SQL | undefined)[] {
  const search = filters.search?.trim();
  const pattern = search ? likePattern(search) : '';
  return [
    inScope(changeovers.clientId, scope),
    isNotNull(changeovers.collectedAt),
    gte(changeovers.collectedAt, filters.since),
    search
      ? or(
          ilike(properties.name, pattern),
          ilike(properties.address, pattern),
          ilike(clients.name, pattern),
          ilike(cleaningTeams.name, pattern),
          ilike(changeovers.notes, pattern),
        )
      : undefined,
    withStatus && filters.status === 'in_transit' ? isNull(changeovers.returnedAt) : undefined,
    withStatus && filters.status === 'returned' ? isNotNull(changeovers.returnedAt) : undefined,
  ];
}

function rowsQuery(db: DbOrTx, scope: Scope, filters: ChangeoverFilters, withStatus: boolean) {
  return db
    .select({
      id: changeovers.id,
      linenCardId: changeovers.linenCardId,
      propertyName: properties.name,
      propertyAddress: properties.address,
      clientName: clients.name,
      cleaningTeamName: cleaningTeams.name,
      startedAt: changeovers.startedAt,
      collectedAt: changeovers.collectedAt,
      returnedAt: changeovers.returnedAt,
      notes: changeovers.notes,
      damagesCount: cycleActivities('damages_count').as('damages_count'),
      missingCount: cycleActivities('missing_count').as('missing_count'),
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .innerJoin(clients, eq(clients.id, changeovers.clientId))
    .leftJoin(cleaningTeams, eq(cleaningTeams.id, changeovers.cleaningTeamId))
    .where(and(...conditions(scope, filters, withStatus)));
}

/** Newest collection first; at most `limit` rows. */
export async function listChangeovers(db: DbOrTx, scope: Scope, filters: ChangeoverFilters, limit: number) {
  return rowsQuery(db, scope, filters, true).orderBy(desc(changeovers.collectedAt), desc(changeovers.id)).limit(limit);
}

/** The tiles: every changeover of the window and search, whatever the status filter. */
export async function summariseChangeovers(db: DbOrTx, scope: Scope, filters: ChangeoverFilters) {
  const rows = rowsQuery(db, scope, filters, false).as('rows');
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inTransit: sql<number>`(count(*) filter (where ${rows.returnedAt} is null))::int`,
      damages: sql<number>`coalesce(sum(${rows.damagesCount}), 0)::bigint`.mapWith(Number),
      missing: sql<number>`coalesce(sum(${rows.missingCount}), 0)::bigint`.mapWith(Number),
    })
    .from(rows);
  return row;
}
