/**
 * The stock records: the shelf (stock_items), the linen assigned to non-archived properties
 * (property_stock) split by whether the property's card is in transit, as kept totals (stock_totals,
 * decision 0179), and the conditional shelf save.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { stockItems } from '../../db/schema';

/** The shelf's reads are the properties feature's (the property form assigns from the same items). */
export { countAllProperties, findStockItems, listStockItems, type StockItemRow } from '../properties';

export interface HoldingRecord {
  stockItemId: string;
  onBeds: number;
  inTransit: number;
}

/**
 * Per stock item, the quantity assigned to non-archived properties (decision 0130): in transit when
 * the property's live card is in transit, otherwise with the property (On Beds). Read from the totals
 * the database keeps in the same transaction as every change (stock_totals, decision 0179): one row per
 * item, whatever the number of properties.
 */
export function listHoldings(db: DbOrTx): Promise<HoldingRecord[]> {
  return rawRows<HoldingRecord>(
    db,
    sql`select stock_item_id as "stockItemId", on_beds::int as "onBeds", in_transit::int as "inTransit" from stock_totals`,
  );
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
