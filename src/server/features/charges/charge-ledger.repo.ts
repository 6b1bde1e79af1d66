/**
 * The charges after they exist (issue 18): the provider's list (filtered, keyset-paged, newest first)
 * with its totals, one charge in scope, an owner's pending charges, the waive, the overdue items a late
 * fee is added to, and the automatic policy's candidates. Tenant scope is a parameter.
 */
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ChargeKind, ChargeStatus, LateFeeSubject } from '@shared/domain/charges';
import type { DbOrTx } from '../../db/client';
import { changeovers, charges, clients, linenActivities, linenCards, properties, users } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { timeKey, timeKeyValue } from '../../lib/keyset-time';
import { inScope, type Scope } from '../../lib/scope';

export interface ChargeQuery {
  kind?: ChargeKind;
  status?: ChargeStatus;
  /** Made at or after this instant; null for all time. */
  since: Date | null;
  /** Property or client name contains it. */
  search?: string;
}

/** The keyset position of a row: newest first, then id. */
export interface ChargeKey {
  createdAtKey: string;
  id: string;
}

const creator = alias(users, 'charge_creator');

const rowColumns = {
  id: charges.id,
  kind: charges.kind,
  status: charges.status,
  amountPence: charges.amountPence,
  reason: charges.reason,
  propertyId: charges.propertyId,
  propertyName: properties.name,
  clientId: charges.clientId,
  clientName: clients.name,
  linenCardId: charges.linenCardId,
  period: charges.period,
  subjectType: charges.subjectType,
  subjectId: charges.subjectId,
  createdByName: creator.name,
  createdAt: charges.createdAt,
  createdAtKey: timeKey(charges.createdAt),
  paidAt: charges.paidAt,
  paidVia: charges.paidVia,
  waivedAt: charges.waivedAt,
  waiveReason: charges.waiveReason,
};

export type ChargeListRow = Awaited<ReturnType<typeof listCharges>>[number];

function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(charges)
    .innerJoin(properties, eq(properties.id, charges.propertyId))
    .innerJoin(clients, eq(clients.id, charges.clientId))
    .leftJoin(creator, eq(creator.id, charges.createdBy));
}

function conditions(scope: Scope, q: ChargeQuery): (SQL | undefined)[] {
  const search = q.search?.trim();
  return [
    inScope(charges.clientId, scope),
    q.kind ? eq(charges.kind, q.kind) : undefined,
    q.status ? eq(charges.status, q.status) : undefined,
    q.since ? gte(charges.createdAt, q.since) : undefined,
    search ? or(ilike(properties.name, likePattern(search)), ilike(clients.name, likePattern(search))) : undefined,
  ];
}

/** Up to `limit` charges after `after` (newest first). */
export async function listCharges(db: DbOrTx, scope: Scope, q: ChargeQuery, limit: number, after?: ChargeKey) {
  const keyset = after ? sql`(${charges.createdAt}, ${charges.id}) < (${timeKeyValue(after.createdAtKey)}, ${after.id}::uuid)` : undefined;
  return joined(db)
    .where(and(...conditions(scope, q), keyset))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(limit);
}

/** The totals over every charge the filters match. */
export async function summariseCharges(db: DbOrTx, scope: Scope, q: ChargeQuery) {
  const sumOf = (status: ChargeStatus) => ({
    count: sql<number>`(count(*) filter (where ${charges.status} = ${status}))::int`,
    pence: sql<number>`coalesce(sum(${charges.amountPence}) filter (where ${charges.status} = ${status}), 0)::bigint`.mapWith(Number),
  });
  const [pending, paid, waived] = [sumOf('pending'), sumOf('paid'), sumOf('waived')];
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      pendingCount: pending.count,
      pendingPence: pending.pence,
      paidCount: paid.count,
      paidPence: paid.pence,
      waivedCount: waived.count,
      waivedPence: waived.pence,
    })
    .from(charges)
    .innerJoin(properties, eq(properties.id, charges.propertyId))
    .innerJoin(clients, eq(clients.id, charges.clientId))
    .where(and(...conditions(scope, q)));
  return row;
}

/** One charge in scope (any status), or undefined. */
export async function findCharge(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await joined(db).where(and(eq(charges.id, id), inScope(charges.clientId, scope)));
  return row;
}

/** The pending charges of an owner's clients, oldest first (uses charges_client_status_idx). */
export async function pendingCharges(db: DbOrTx, scope: Scope) {
  return joined(db)
    .where(and(inScope(charges.clientId, scope), eq(charges.status, 'pending')))
    .orderBy(asc(charges.createdAt), asc(charges.id));
}

/** pending -> waived; false when it was not pending (paid, or waived already). */
export async function markChargeWaived(tx: DbOrTx, id: string, by: string, reason: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(charges)
    .set({ status: 'waived', waivedAt: now, waivedBy: by, waiveReason: reason })
    .where(and(eq(charges.id, id), eq(charges.status, 'pending')))
    .returning({ id: charges.id });
  return rows.length > 0;
}

/** An item a late fee could be added to, with what the rule and the charge need; undefined when missing. */
export async function findLateFeeSubject(db: DbOrTx, type: LateFeeSubject, id: string) {
  if (type === 'collection') {
    const [row] = await db
      .select({
        clientId: changeovers.clientId,
        propertyId: changeovers.propertyId,
        propertyName: properties.name,
        collectedAt: changeovers.collectedAt,
        createdAt: changeovers.createdAt,
        invoiceStatus: changeovers.invoiceStatus,
        amountPence: changeovers.amountPence,
        amountPaidPence: changeovers.amountPaidPence,
      })
      .from(changeovers)
      .innerJoin(properties, eq(properties.id, changeovers.propertyId))
      .where(eq(changeovers.id, id));
    if (!row) return undefined;
    const item = {
      type,
      collectedAt: row.collectedAt,
      createdAt: row.createdAt,
      paid: row.invoiceStatus === 'paid',
      owedPence: row.amountPence - row.amountPaidPence,
    } as const;
    return { type, ...row, item };
  }
  const [row] = await db
    .select({
      clientId: linenCards.clientId,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
      createdAt: linenActivities.createdAt,
      chargeRequestedAt: linenActivities.chargeRequestedAt,
      chargedAt: linenActivities.chargedAt,
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(and(eq(linenActivities.id, id), eq(linenActivities.activityType, 'damage')));
  return row && { type, ...row, item: { type, createdAt: row.createdAt, chargeRequestedAt: row.chargeRequestedAt, chargedAt: row.chargedAt } as const };
}

export interface AutoLateFeeCandidate {
  subjectType: LateFeeSubject;
  subjectId: string;
  clientId: string;
  propertyId: string;
  propertyName: string;
  enteredAt: Date;
}

/**
 * Overdue items whose automatic moment passed (entered in [since, before)) and that have no late fee
 * yet: a bounded range of each table's entry-date index, at most `limit` of each.
 */
export async function autoLateFeeCandidates(db: DbOrTx, window: { since: Date; before: Date }, limit: number): Promise<AutoLateFeeCandidate[]> {
  const noFee = (type: LateFeeSubject, id: PgColumn) =>
    sql`not exists (select 1 from ${charges} where ${charges.kind} = 'late_payment' and ${charges.dedupeKey} = ${`${type}:`}::text || ${id}::text)`;
  const collections = await db
    .select({
      subjectId: changeovers.id,
      clientId: changeovers.clientId,
      propertyId: changeovers.propertyId,
      propertyName: properties.name,
      enteredAt: changeovers.collectedAt,
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .where(
      and(
        gte(changeovers.collectedAt, window.since),
        lt(changeovers.collectedAt, window.before),
        eq(changeovers.invoiceStatus, 'unpaid'),
        // Something still owed: a £0 invoice (no services at Collect) is never late (issue 19).
        sql`${changeovers.amountPence} > ${changeovers.amountPaidPence}`,
        noFee('collection', changeovers.id),
      ),
    )
    .orderBy(asc(changeovers.collectedAt))
    .limit(limit);
  const damages = await db
    .select({
      subjectId: linenActivities.id,
      clientId: linenCards.clientId,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
      enteredAt: linenActivities.createdAt,
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(
      and(
        gte(linenActivities.createdAt, window.since),
        lt(linenActivities.createdAt, window.before),
        eq(linenActivities.activityType, 'damage'),
        isNotNull(linenActivities.chargeRequestedAt),
        isNull(linenActivities.chargedAt),
        noFee('damage', linenActivities.id),
      ),
    )
    .orderBy(asc(linenActivities.createdAt))
    .limit(limit);
  return [
    ...collections.map((r) => ({ ...r, subjectType: 'collection' as const, enteredAt: r.enteredAt! })),
    ...damages.map((r) => ({ ...r, subjectType: 'damage' as const })),
  ];
}
