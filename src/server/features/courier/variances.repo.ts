/**
 * The variance list (decision 0192): the counts of applied visits that differ from what was out on hire,
 * open (no resolution yet) or handled (resolved or charged), a keyset page at a time, newest first, in the
 * caller's scope; and the one row per variance that says what became of it.
 *
 * Open: applied visits walked newest first on courier_visits_applied_idx (one property: on
 * courier_visits_property_idx), each visit's differing counts by its key, a variance with a resolution
 * skipped by the resolutions' key. Handled: the resolutions newest first on courier_visit_resolutions_resolved_idx.
 */
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charges, clients, courierVisitCounts, courierVisitResolutions, courierVisits, properties, stockItems, users } from '../../db/schema';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { inScope, type Scope } from '../../lib/scope';

/** A row's place in the list: its time (the visit's, or the resolution's), visit id and item. */
export interface VarianceKey {
  timeKey: string;
  visitId: string;
  item: string;
}

const resolvedBy = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${courierVisitResolutions.resolvedBy})`;
const courierName = sql<string | null>`(select u.full_name from "users" u where u.id = ${courierVisits.courierUserId})`;

const fields = {
  visitId: courierVisits.id,
  item: courierVisitCounts.item,
  expected: courierVisitCounts.expected,
  counted: courierVisitCounts.counted,
  happenedAt: courierVisits.happenedAt,
  action: courierVisits.action,
  outcome: courierVisits.outcome,
  propertyId: courierVisits.propertyId,
  propertyName: properties.name,
  clientId: courierVisits.clientId,
  clientName: clients.name,
  linenCardId: courierVisits.linenCardId,
  courierName: courierName.as('courier_name'),
  reason: courierVisitResolutions.reason,
  resolvedAt: courierVisitResolutions.resolvedAt,
  resolvedByName: resolvedBy.as('resolved_by_name'),
  chargeId: charges.id,
  chargeAmountPence: charges.amountPence,
  chargeStatus: charges.status,
};

function base(db: DbOrTx) {
  return db
    .select({
      ...fields,
      key: timeKey(courierVisits.happenedAt).as('happened_key'),
      resolvedKey: timeKey(courierVisitResolutions.resolvedAt).as('resolved_key'),
    })
    .from(courierVisitCounts)
    .innerJoin(courierVisits, eq(courierVisits.id, courierVisitCounts.visitId))
    .innerJoin(properties, eq(properties.id, courierVisits.propertyId))
    .leftJoin(clients, eq(clients.id, courierVisits.clientId))
    .leftJoin(
      courierVisitResolutions,
      and(eq(courierVisitResolutions.visitId, courierVisitCounts.visitId), eq(courierVisitResolutions.item, courierVisitCounts.item)),
    )
    .leftJoin(charges, eq(charges.id, courierVisitResolutions.chargeId));
}
export type VarianceRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const differs = ne(courierVisitCounts.counted, courierVisitCounts.expected);
const applied = eq(courierVisits.outcome, 'applied');

/** One page of open variances: newest visit first, then by item. */
export async function listOpenVariances(db: DbOrTx, scope: Scope, propertyId: string | undefined, limit: number, after?: VarianceKey) {
  const where: (SQL | undefined)[] = [
    applied,
    differs,
    isNull(courierVisitResolutions.visitId),
    inScope(courierVisits.clientId, scope),
    propertyId ? eq(courierVisits.propertyId, propertyId) : undefined,
    after
      ? sql`(${courierVisits.happenedAt}, ${courierVisits.id}) < (${timeKeyValue(after.timeKey)}, ${after.visitId}::uuid)
          or (${courierVisits.happenedAt} = ${timeKeyValue(after.timeKey)} and ${courierVisits.id} = ${after.visitId}::uuid and ${courierVisitCounts.item} > ${after.item})`
      : undefined,
  ];
  return base(db)
    .where(and(...where))
    .orderBy(desc(courierVisits.happenedAt), desc(courierVisits.id), asc(courierVisitCounts.item))
    .limit(limit);
}

/** One page of handled variances: most recently resolved or charged first. */
export async function listHandledVariances(db: DbOrTx, scope: Scope, propertyId: string | undefined, limit: number, after?: VarianceKey) {
  const where: (SQL | undefined)[] = [
    sql`${courierVisitResolutions.visitId} is not null`,
    inScope(courierVisits.clientId, scope),
    propertyId ? eq(courierVisits.propertyId, propertyId) : undefined,
    after
      ? sql`(${courierVisitResolutions.resolvedAt}, ${courierVisitResolutions.visitId}, ${courierVisitResolutions.item}) < (${timeKeyValue(after.timeKey)}, ${after.visitId}::uuid, ${after.item})`
      : undefined,
  ];
  return base(db)
    .where(and(...where))
    .orderBy(desc(courierVisitResolutions.resolvedAt), desc(courierVisitResolutions.visitId), desc(courierVisitResolutions.item))
    .limit(limit);
}

/** One variance row (any state), or null when the visit has no such count. */
export async function findVariance(db: DbOrTx, visitId: string, item: string) {
  const [row] = await base(db).where(and(eq(courierVisitCounts.visitId, visitId), eq(courierVisitCounts.item, item)));
  return row ?? null;
}

/** Stores what became of a variance unless it was handled already (a parallel click): true when this call stored it. */
export async function insertResolution(tx: DbOrTx, values: typeof courierVisitResolutions.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(courierVisitResolutions)
    .values(values)
    .onConflictDoNothing({ target: [courierVisitResolutions.visitId, courierVisitResolutions.item] })
    .returning({ visitId: courierVisitResolutions.visitId });
  return rows.length === 1;
}

export async function setResolutionCharge(tx: DbOrTx, visitId: string, item: string, chargeId: string): Promise<void> {
  await tx
    .update(courierVisitResolutions)
    .set({ chargeId })
    .where(and(eq(courierVisitResolutions.visitId, visitId), eq(courierVisitResolutions.item, item)));
}

/** The stock items' replacement prices (the damage rows' prices, decision 0163): a few dozen rows at most. */
export async function replacementPrices(db: DbOrTx) {
  return db
    .select({ category: stockItems.category, type: stockItems.type, size: stockItems.size, unitCostPence: stockItems.unitCostPence })
    .from(stockItems)
    .orderBy(asc(stockItems.category), asc(stockItems.type), asc(stockItems.size), asc(stockItems.id));
}
