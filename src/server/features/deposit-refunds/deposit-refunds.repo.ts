/**
 * Deposit refunds' SQL: at most one refund per property (deposit_refunds.property_id is unique), its
 * provider's answer, and the provider's refund events applied once (conditional on the status).
 * Tenant scope is a parameter of every read in the caller's name.
 */
import { and, asc, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositRefunds, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export type DepositRefundRow = typeof depositRefunds.$inferSelect;
export type NewDepositRefund = typeof depositRefunds.$inferInsert;

export async function findRefundOfProperty(db: DbOrTx, propertyId: string): Promise<DepositRefundRow | undefined> {
  const [row] = await db.select().from(depositRefunds).where(eq(depositRefunds.propertyId, propertyId));
  return row;
}

/** The property's refund; undefined when the property already has one (the unique property_id). */
export async function insertRefund(tx: DbOrTx, values: NewDepositRefund): Promise<DepositRefundRow | undefined> {
  const [row] = await tx.insert(depositRefunds).values(values).onConflictDoNothing({ target: depositRefunds.propertyId }).returning();
  return row;
}

/** What the provider answered the refund request with. */
export async function setProviderAnswer(
  tx: DbOrTx,
  id: string,
  answer: { providerRefundId: string; succeeded: boolean },
  now: Date,
): Promise<DepositRefundRow> {
  const [row] = await tx
    .update(depositRefunds)
    .set({ providerRefundId: answer.providerRefundId, ...(answer.succeeded ? { status: 'succeeded' as const, refundedAt: now } : {}) })
    .where(eq(depositRefunds.id, id))
    .returning();
  return row;
}

/**
 * The test provider's refunds whose result event is not acknowledged yet (still pending, oldest first):
 * the refund row is the outbox of the event the test provider sends through the webhook.
 */
export async function pendingTestRefunds(db: DbOrTx, limit: number) {
  return db
    .select({
      refundId: depositRefunds.id,
      providerRefundId: depositRefunds.providerRefundId,
      amountPence: depositRefunds.amountPence,
      paymentIntentId: depositRefunds.paymentIntentId,
    })
    .from(depositRefunds)
    .where(
      and(
        eq(depositRefunds.provider, 'test'),
        eq(depositRefunds.status, 'pending'),
        isNotNull(depositRefunds.providerRefundId),
        isNotNull(depositRefunds.paymentIntentId),
      ),
    )
    .orderBy(asc(depositRefunds.createdAt), asc(depositRefunds.id))
    .limit(limit);
}

/**
 * A provider's refund event: the pending refund named by our id (metadata.refund_id) or the provider's
 * refund id becomes succeeded (refunded_at) or failed. Only a pending refund changes, so a replay or a
 * late event changes nothing; returns the changed row, or undefined.
 */
/** The provider's refund id, or our id when the event carries it, as a match on deposit_refunds. */
function refundMatch(match: { refundId: string | null; providerRefundId: string }): SQL | undefined {
  const byId: SQL[] = [eq(depositRefunds.providerRefundId, match.providerRefundId)];
  if (match.refundId && /^[0-9a-f-]{36}$/i.test(match.refundId)) byId.push(eq(depositRefunds.id, match.refundId));
  return or(...byId);
}

/** Whether any refund of ours (in whatever status) is the one a provider's refund event names. */
export async function refundExists(tx: DbOrTx, match: { refundId: string | null; providerRefundId: string }): Promise<boolean> {
  const [row] = await tx.select({ id: depositRefunds.id }).from(depositRefunds).where(refundMatch(match)).limit(1);
  return row !== undefined;
}

export async function settleRefundByEvent(
  tx: DbOrTx,
  match: { refundId: string | null; providerRefundId: string },
  outcome: 'succeeded' | 'failed',
  now: Date,
): Promise<DepositRefundRow | undefined> {
  const [row] = await tx
    .update(depositRefunds)
    .set({
      status: outcome,
      providerRefundId: match.providerRefundId,
      ...(outcome === 'succeeded' ? { refundedAt: now } : {}),
    })
    .where(and(refundMatch(match), eq(depositRefunds.status, 'pending')))
    .returning();
  return row;
}

/** The refunds of the properties in scope, newest first, with each property's name. */
export async function listRefunds(db: DbOrTx, scope: Scope, limit = 200) {
  return db
    .select({
      propertyId: depositRefunds.propertyId,
      propertyName: properties.name,
      status: depositRefunds.status,
      amountPence: depositRefunds.amountPence,
      refundedAt: depositRefunds.refundedAt,
      createdAt: depositRefunds.createdAt,
    })
    .from(depositRefunds)
    .innerJoin(properties, eq(properties.id, depositRefunds.propertyId))
    .where(inScope(properties.clientId, scope))
    .orderBy(desc(depositRefunds.createdAt), desc(depositRefunds.id))
    .limit(limit);
}
