/**
 * The stock records: the shelf (stock_items), the linen assigned to non-archived properties
 * (property_stock) split by whether the property's card is in transit, and the conditional shelf save.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linenCards, properties, propertyStock, stockItems } from '../../db/schema';

/** The shelf's reads are the properties feature's (the property form assigns from the same items). */
export { findStockItems, listStockItems, type StockItemRow } from '../properties';

export interface HoldingRecord {
  stockItemId: string;
  onBeds: number;
  inTransit: number;
}

/**
 * Per stock item, the quantity assigned to non-archived properties (decision 0130): in transit when
 * the property's live card is in transit, otherwise with the property (On Beds).
 */
export function listHoldings(db: DbOrTx): Promise<HoldingRecord[]> {
  const inTransit = sql`${linenCards.status} = 'in_transit'`;
  return db
    .select({
      stockItemId: propertyStock.stockItemId,
      onBeds: sql<number>`coalesce(sum(${propertyStock.quantity}) filter (where ${linenCards.status} is null or not ${inTransit}), 0)::int`,
      inTransit: sql<number>`coalesce(sum(${propertyStock.quantity}) filter (where ${inTransit}), 0)::int`,
    })
    .from(propertyStock)
    .innerJoin(properties, and(eq(properties.id, propertyStock.propertyId), eq(properties.archived, false)))
    .leftJoin(linenCards, and(eq(linenCards.propertyId, properties.id), eq(linenCards.archived, false)))
    .groupBy(propertyStock.stockItemId);
}

export async function countActiveProperties(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.archived, false));
  return row?.n ?? 0;
}

/** Sets an item's shelf only if it is still at the version read; bumps the version. False when it moved on. */
export async function saveShelfAt(tx: DbOrTx, id: string, version: number, onShelf: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(stockItems)
    .set({ onShelf, version: sql`${stockItems.version} + 1`, updatedAt: now })
    .where(and(eq(stockItems.id, id), eq(stockItems.version, version)))
    .returning({ id: stockItems.id });
  return rows.length === 1;
}
