/**
 * The changeovers list: changeovers collected since a moment, newest first, a keyset page at a time
 * (collected_at, id) with property, client and team names and each cycle's damage and missing counts;
 * and the tiles' aggregate over the window. Tenant scope is a parameter.
 *
 * The cycle counts (decision 0081: the card's damage activities from started_at, else collected_at,
 * until the return) are stored on the row by database triggers in the same transaction as the change
 * (decision 0175, migration 0015), so neither the page nor the tiles read linen_activities.
 * Indexes: the staff page walks changeovers_window_idx backwards; owners read changeovers_client_window_idx
 * (client_id, collected_at, id). The tiles add up the per-hour totals (decision 0178) and read the part
 * hour's rows, index-only on changeovers_window_idx (collected_at, id, returned_at and the two counts).
 */
import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { changeovers, cleaningTeams, clients, properties } from '../../db/schema';
import { totalsOf } from '../../lib/day-totals';
import { firstWholeHour } from '../../lib/hour-totals';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { likePattern } from '../../lib/like-pattern';
import { visitOfChangeover } from '../../lib/visit-links';
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
      /** The courier visit whose Collect made it: its proof (decision 0191). */
      visitId: visitOfChangeover(changeovers.id),
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

/** The tiles' figures: changeovers of the window, in transit, and their cycles' damage and missing counts. */
export interface ChangeoverSummary {
  total: number;
  inTransit: number;
  damages: number;
  missing: number;
}

/**
 * The tiles: every changeover of the window (and search), whatever the status filter. Without a search they
 * add up the per-hour totals (changeover_hour_totals, decision 0178) of the whole hours from the first hour
 * boundary after the window's start (720 rows for staff, whatever a month holds) and read the changeovers of
 * the part hour before it (index-only on changeovers_window_idx). A search reads the matching rows of the
 * window (no kept total can answer a free-text match).
 */
export async function summariseChangeovers(db: DbOrTx, scope: Scope, filters: ChangeoverFilters): Promise<ChangeoverSummary> {
  if (filters.search?.trim()) return summariseChangeoverRows(db, scope, filters);
  const whole = firstWholeHour(filters.since);
  const [row] = await rawRows<Record<string, string | number>>(
    db,
    sql`select h.total + p.total as total, h.in_transit + p.in_transit as in_transit, h.damages + p.damages as damages, h.missing + p.missing as missing
      from (select coalesce(sum(changeovers), 0)::bigint as total, coalesce(sum(in_transit), 0)::bigint as in_transit,
              coalesce(sum(damages), 0)::bigint as damages, coalesce(sum(missing), 0)::bigint as missing
            from changeover_hour_totals where ${totalsOf(scope)} and hour >= ${whole.toISOString()}::timestamptz) h,
        (select count(*)::bigint as total, count(*) filter (where ${changeovers.returnedAt} is null)::bigint as in_transit,
              coalesce(sum(${changeovers.cycleDamagesCount}), 0)::bigint as damages, coalesce(sum(${changeovers.cycleMissingCount}), 0)::bigint as missing
            from ${changeovers}
            where ${and(...windowConditions(scope, filters), lt(changeovers.collectedAt, whole))}) p`,
  );
  return { total: Number(row.total), inTransit: Number(row.in_transit), damages: Number(row.damages), missing: Number(row.missing) };
}

/** The tiles from the window's matching rows themselves (a search; tests compare the two). */
export async function summariseChangeoverRows(db: DbOrTx, scope: Scope, filters: ChangeoverFilters): Promise<ChangeoverSummary> {
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
