/** Subscriptions: one row per provider subscription; a user has a main plan and any add-ons beside it. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface SubscriptionValues {
  customerId?: string | null;
  priceId?: string | null;
  subscriptionStatus: string;
  currentPeriodEnd?: Date | null;
}

/** 'canceled' is final at Stripe: a later event about the subscription never makes it active again. */
const keepCanceled = (status: string) =>
  sql`case when ${subscriptions.subscriptionStatus} = 'canceled' then 'canceled' else ${status} end`;

/**
 * The user's subscriptions, locked for the rest of the transaction. A transaction-scoped advisory lock
 * on the user comes first: with no row yet, FOR UPDATE locks nothing, and two plans completing at once
 * would each miss the other.
 */
export async function lockSubscriptionsOf(tx: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${userId}`}))`);
  return tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)).for('update');
}

/** Records (or refreshes) the subscription a checkout started. */
export async function saveSubscription(
  tx: DbOrTx,
  userId: string,
  subscriptionId: string | null,
  values: SubscriptionValues,
  now: Date,
): Promise<void> {
  if (!subscriptionId) {
    await tx.insert(subscriptions).values({ userId, ...values });
    return;
  }
  await tx
    .insert(subscriptions)
    .values({ userId, subscriptionId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.subscriptionId,
      set: { ...values, subscriptionStatus: keepCanceled(values.subscriptionStatus), updatedAt: now },
    });
}

/** Ends a subscription here (replaced by a new plan, or cancelled); true when it was not ended yet. */
export async function endSubscription(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(subscriptions)
    .set({ subscriptionStatus: 'canceled', updatedAt: now })
    .where(and(eq(subscriptions.id, id), sql`${subscriptions.subscriptionStatus} <> 'canceled'`))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The subscription the provider knows by this id, if this app recorded it. */
export async function findSubscriptionByProviderId(tx: DbOrTx, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  return row;
}

/** Applies a provider's subscription event; the row before and after, or undefined when none has the id. */
export async function updateSubscriptionByProviderId(
  tx: DbOrTx,
  subscriptionId: string,
  values: SubscriptionValues,
  now: Date,
): Promise<{ before: SubscriptionRow; after: SubscriptionRow } | undefined> {
  const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(subscriptions)
    .set({ ...values, subscriptionStatus: keepCanceled(values.subscriptionStatus), updatedAt: now })
    .where(eq(subscriptions.id, before.id))
    .returning();
  return { before, after };
}

/** Records a subscription whose event came before its checkout's completion. */
export async function adoptSubscription(tx: DbOrTx, userId: string, subscriptionId: string, values: SubscriptionValues) {
  await tx.insert(subscriptions).values({ userId, subscriptionId, ...values }).onConflictDoNothing();
}

function prepareSubscriptionsOf(db: DbOrTx) {
  return db
    .select({
      id: subscriptions.id,
      subscriptionId: subscriptions.subscriptionId,
      customerId: subscriptions.customerId,
      priceId: subscriptions.priceId,
      status: subscriptions.subscriptionStatus,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      name: products.name,
      pricePence: products.pricePence,
    })
    .from(subscriptions)
    .leftJoin(products, eq(products.priceId, subscriptions.priceId))
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(asc(subscriptions.createdAt))
    .prepare('subscriptions_of');
}

const preparedSubscriptionsOf = new WeakMap<DbOrTx, ReturnType<typeof prepareSubscriptionsOf>>();

/**
 * The user's subscriptions with their product names, oldest first. GET /api/me asks on every
 * request, so the query is built once per database handle and prepared (decision 0090).
 */
export async function listSubscriptionsOf(db: DbOrTx, userId: string) {
  let query = preparedSubscriptionsOf.get(db);
  if (!query) preparedSubscriptionsOf.set(db, (query = prepareSubscriptionsOf(db)));
  return query.execute({ userId });
}

/** One of the user's subscriptions by our id; undefined for anyone else's. */
export async function findOwnSubscription(db: DbOrTx, id: string, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row;
}
