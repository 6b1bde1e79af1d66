/** Checkout sessions, orders, handled webhook events, and the payer's name for a receipt. */
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkoutSessions, orders, paymentEvents } from '../../db/schema';
import { isUuid } from '@shared/schemas/ids';
import { timeKey, timeKeyValue, type TimeIdKey } from '../../lib/keyset-time';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckout = typeof checkoutSessions.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;


// ── Checkout sessions ────────────────────────────────────────────────────────────────────────────
export async function insertCheckout(db: DbOrTx, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row;
}

export async function setCheckoutProviderSession(db: DbOrTx, id: string, providerSessionId: string, url: string) {
  await db.update(checkoutSessions).set({ providerSessionId, url }).where(eq(checkoutSessions.id, id));
}

export async function deleteCheckout(db: DbOrTx, id: string) {
  await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
}

/**
 * Claims the one open checkout of a user for a purpose and subject (the partial unique index
 * checkout_sessions_one_open_uq): the new row, or undefined when an open one already exists.
 */
export async function claimOpenCheckout(db: DbOrTx, values: NewCheckout & { subjectId: string }): Promise<CheckoutRow | undefined> {
  const [row] = await db.insert(checkoutSessions).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's open checkout for a purpose and subject (at most one, by the unique index), with or without its page yet. */
export async function findOpenCheckout(
  db: DbOrTx,
  where: { userId: string; purpose: string; subjectId: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, where.userId),
        eq(checkoutSessions.purpose, where.purpose),
        eq(checkoutSessions.subjectId, where.subjectId),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/** A checkout by our id or the provider's session id, only if it belongs to the user. */
export async function findOwnCheckout(db: DbOrTx, idOrProviderId: string, userId: string): Promise<CheckoutRow | undefined> {
  const match: SQL | undefined = isUuid(idOrProviderId)
    ? or(eq(checkoutSessions.id, idOrProviderId), eq(checkoutSessions.providerSessionId, idOrProviderId))
    : eq(checkoutSessions.providerSessionId, idOrProviderId);
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(match, eq(checkoutSessions.userId, userId)));
  return row;
}

/** Locks the checkout for the rest of the webhook's transaction. */
export async function lockCheckoutByProviderSession(tx: DbOrTx, providerSessionId: string) {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .for('update');
  return row;
}

/** Marks a checkout complete unless it already is; true when this call did it. */
export async function completeCheckout(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(checkoutSessions.id, id), ne(checkoutSessions.status, 'complete')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Records the provider's subscription a (subscription-mode) checkout started. */
export async function setCheckoutSubscription(tx: DbOrTx, id: string, subscriptionId: string): Promise<void> {
  await tx.update(checkoutSessions).set({ subscriptionId }).where(eq(checkoutSessions.id, id));
}

/** The checkout that started a subscription (the newest, should there be more); undefined when none recorded it. */
export async function findCheckoutOfSubscription(tx: DbOrTx, subscriptionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.subscriptionId, subscriptionId))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

/** Open → expired (cancelled or timed out); a completed checkout stays complete. */
export async function expireCheckout(db: DbOrTx, where: { id: string } | { providerSessionId: string }): Promise<boolean> {
  const match = 'id' in where ? eq(checkoutSessions.id, where.id) : eq(checkoutSessions.providerSessionId, where.providerSessionId);
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(match, eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/**
 * The payment that paid a property's deposit: its first completed deposit order, with the provider of
 * its checkout and the payment intent a refund goes back to; undefined when the deposit was not paid
 * through a checkout.
 */
export async function findDepositPayment(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({
      amountPence: orders.amountTotalPence,
      paymentIntentId: orders.paymentIntentId,
      provider: checkoutSessions.provider,
      paidAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.providerSessionId, orders.checkoutSessionId))
    .where(and(eq(orders.purpose, 'deposit'), eq(orders.status, 'completed'), sql`${orders.reference}->>'propertyId' = ${propertyId}`))
    .orderBy(orders.createdAt, orders.id)
    .limit(1);
  return row;
}

// ── Webhook events, orders, subscriptions ────────────────────────────────────────────────────────
/** Records a webhook event id; false when it was already recorded (a replay). */
export async function recordEvent(tx: DbOrTx, event: { id: string; provider: string; type: string }): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Records the order of a checkout (one per checkout); returns its id, our order reference. */
export async function upsertOrder(tx: DbOrTx, values: typeof orders.$inferInsert, now: Date): Promise<string> {
  const { checkoutSessionId: _key, ...update } = values;
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoUpdate({ target: orders.checkoutSessionId, set: { ...update, updatedAt: now } })
    .returning({ id: orders.id });
  return row.id;
}

export async function findOrderByCheckoutSession(db: DbOrTx, providerSessionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, providerSessionId));
  return row;
}

/** Up to `limit` orders newest first after `after` (a keyset on created_at, id): one user's, or everyone's (userId null). */
export async function listOrders(db: DbOrTx, userId: string | null, limit: number, after?: TimeIdKey) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      checkoutSessionId: orders.checkoutSessionId,
      amountTotalPence: orders.amountTotalPence,
      currency: orders.currency,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      purpose: orders.purpose,
      reference: orders.reference,
      createdAt: orders.createdAt,
      createdAtKey: timeKey(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        userId ? eq(orders.userId, userId) : undefined,
        after ? sql`(${orders.createdAt}, ${orders.id}) < (${timeKeyValue(after.timeKey)}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

