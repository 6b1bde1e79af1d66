/** The product catalogue, and the state of the last product sync. */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appState, products } from '../../db/schema';
import type { SyncedProduct } from './payment-provider';

export type ProductRow = typeof products.$inferSelect;

export async function findProductByPriceId(db: DbOrTx, priceId: string) {
  const [row] = await db.select().from(products).where(eq(products.priceId, priceId));
  return row;
}

/** Active products in catalogue order (synced ones after, by name). */
export async function listActiveProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.sortOrder), asc(products.name));
}

export async function findActiveProductsByPriceIds(db: DbOrTx, priceIds: string[]): Promise<ProductRow[]> {
  if (priceIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), inArray(products.priceId, priceIds)));
}

/** Any products by price id (active or not): names for a checkout's lines. */
export async function findProductsByPriceIds(db: DbOrTx, priceIds: string[]): Promise<ProductRow[]> {
  if (priceIds.length === 0) return [];
  return db.select().from(products).where(inArray(products.priceId, priceIds));
}

/**
 * Saves a successful Stripe sync: upserts every synced price as an active 'stripe' product, and
 * deactivates Stripe products that are gone and the built-in catalogue (kept for the deposit's price).
 */
export async function saveSyncedProducts(tx: DbOrTx, synced: SyncedProduct[], now: Date): Promise<void> {
  const base = 1000;
  for (const [i, p] of synced.entries()) {
    const values = { ...p, source: 'stripe', isActive: true, sortOrder: base + i, syncedAt: now };
    await tx.insert(products).values(values).onConflictDoUpdate({ target: products.priceId, set: values });
  }
  const kept = synced.map((p) => p.priceId);
  await tx
    .update(products)
    .set({ isActive: false })
    .where(
      kept.length
        ? and(eq(products.source, 'stripe'), notInArray(products.priceId, kept))
        : eq(products.source, 'stripe'),
    );
  if (synced.length > 0) await tx.update(products).set({ isActive: false }).where(eq(products.source, 'catalogue'));
}

export async function countActiveProducts(db: DbOrTx): Promise<{ total: number; stripe: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      stripe: sql<number>`(count(*) filter (where ${products.source} = 'stripe'))::int`,
    })
    .from(products)
    .where(eq(products.isActive, true));
  return { total: row?.total ?? 0, stripe: row?.stripe ?? 0 };
}

const SYNC_KEY = 'product_sync';

export interface SyncState {
  lastSyncAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
}

export async function readSyncState(db: DbOrTx): Promise<SyncState> {
  const [row] = await db.select().from(appState).where(eq(appState.key, SYNC_KEY));
  const v = (row?.value ?? {}) as Partial<SyncState>;
  return { lastSyncAt: v.lastSyncAt ?? null, lastAttemptAt: v.lastAttemptAt ?? null, lastError: v.lastError ?? null };
}

export async function writeSyncState(db: DbOrTx, state: SyncState, now: Date): Promise<void> {
  const value = { ...state } as Record<string, unknown>;
  await db
    .insert(appState)
    .values({ key: SYNC_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
}
