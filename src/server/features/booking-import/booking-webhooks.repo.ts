/** The booking_webhooks rows (one per property) and the deliveries taken (decision 0201). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { WebhookSystem } from '@shared/domain/booking-webhooks';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, bookingWebhookDeliveries, bookingWebhooks } from '../../db/schema';

export type BookingWebhookRow = typeof bookingWebhooks.$inferSelect & { system: WebhookSystem };

const asRow = (row: typeof bookingWebhooks.$inferSelect | undefined) => (row ? (row as BookingWebhookRow) : null);

export async function findWebhook(db: DbOrTx, propertyId: string): Promise<BookingWebhookRow | null> {
  const [row] = await db.select().from(bookingWebhooks).where(eq(bookingWebhooks.propertyId, propertyId)).limit(1);
  return asRow(row);
}

/** The row, locked for the rest of the transaction: one delivery of a property is applied at a time. */
export async function lockWebhook(tx: DbOrTx, propertyId: string): Promise<BookingWebhookRow | null> {
  const [row] = await tx.select().from(bookingWebhooks).where(eq(bookingWebhooks.propertyId, propertyId)).for('update').limit(1);
  return asRow(row);
}

/** Connects (or changes) the property's webhook; a new secret only when given one. */
export async function saveWebhook(
  db: DbOrTx,
  values: { propertyId: string; system: WebhookSystem; externalListingId: string | null; secret: string; createdBy: string },
  keepSecret: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(bookingWebhooks)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: bookingWebhooks.propertyId,
      set: {
        system: values.system,
        externalListingId: values.externalListingId,
        ...(keepSecret ? {} : { secret: values.secret }),
        lastError: null,
        updatedAt: now,
      },
    });
}

export async function setSecret(db: DbOrTx, propertyId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db.update(bookingWebhooks).set({ secret, updatedAt: now }).where(eq(bookingWebhooks.propertyId, propertyId)).returning({ id: bookingWebhooks.propertyId });
  return rows.length > 0;
}

export async function deleteWebhook(db: DbOrTx, propertyId: string): Promise<boolean> {
  const rows = await db.delete(bookingWebhooks).where(eq(bookingWebhooks.propertyId, propertyId)).returning({ id: bookingWebhooks.propertyId });
  return rows.length > 0;
}

/** Takes a delivery's key; false when it was taken before (a repeated delivery). */
export async function takeDelivery(tx: DbOrTx, propertyId: string, deliveryKey: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(bookingWebhookDeliveries)
    .values({ propertyId, deliveryKey, receivedAt: now })
    .onConflictDoNothing()
    .returning({ key: bookingWebhookDeliveries.deliveryKey });
  return rows.length > 0;
}

export async function recordReceived(db: DbOrTx, propertyId: string, now: Date, error: string | null): Promise<void> {
  await db.update(bookingWebhooks).set({ lastReceivedAt: now, lastError: error }).where(eq(bookingWebhooks.propertyId, propertyId));
}

/** The stored stay's own last-change time (null: none stored, or the source gave none). */
export async function storedSourceUpdatedAt(db: DbOrTx, propertyId: string, uid: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: bookings.sourceUpdatedAt })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.uid, uid)))
    .limit(1);
  return row?.at ?? null;
}

const PURGE_LOCK_ID = 471_024;

/** Deletes deliveries received before `cutoff`, once across instances (a transaction's advisory lock); null when another holds it. */
export async function purgeDeliveries(db: Db, cutoff: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return null;
    const rows = await tx.delete(bookingWebhookDeliveries).where(lt(bookingWebhookDeliveries.receivedAt, cutoff)).returning({ key: bookingWebhookDeliveries.deliveryKey });
    return rows.length;
  });
}
