/** Damage activities of linen cards, and the products and stock items a damage row can name. */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linenActivities, products, propertyStock, stockItems } from '../../db/schema';

export type NewActivity = typeof linenActivities.$inferInsert;

/** Inserts the rows; their ids in the same order (a photo is attached to one afterwards). */
export async function insertActivities(tx: DbOrTx, rows: NewActivity[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await tx.insert(linenActivities).values(rows).returning({ id: linenActivities.id });
  return inserted.map((r) => r.id);
}

/** A card's damage activities, newest first. */
export async function listCardDamages(db: DbOrTx, cardId: string) {
  return db
    .select({
      id: linenActivities.id,
      productName: linenActivities.productName,
      catalogueName: products.name,
      stockType: stockItems.type,
      stockSize: stockItems.size,
      itemSku: linenActivities.itemSku,
      quantity: linenActivities.quantity,
      damagesCount: linenActivities.damagesCount,
      missingCount: linenActivities.missingCount,
      unitPricePence: linenActivities.unitPricePence,
      notes: linenActivities.notes,
      chargedAt: linenActivities.chargedAt,
      createdAt: linenActivities.createdAt,
    })
    .from(linenActivities)
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .leftJoin(stockItems, eq(stockItems.id, linenActivities.stockItemId))
    .where(and(eq(linenActivities.linenCardId, cardId), eq(linenActivities.activityType, 'damage')))
    .orderBy(desc(linenActivities.createdAt), desc(linenActivities.id))
    .limit(500);
}

/** The stock items assigned to a property (its linen inventory), held in a quantity above 0. */
export async function propertyStockItemIds(db: DbOrTx, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: propertyStock.stockItemId })
    .from(propertyStock)
    .where(and(eq(propertyStock.propertyId, propertyId), gt(propertyStock.quantity, 0)));
  return rows.map((r) => r.id);
}

export async function listDamageStockItems(db: DbOrTx) {
  return db
    .select({
      id: stockItems.id,
      category: stockItems.category,
      type: stockItems.type,
      size: stockItems.size,
      unitCostPence: stockItems.unitCostPence,
    })
    .from(stockItems)
    .orderBy(asc(stockItems.category), asc(stockItems.type), asc(stockItems.size));
}

export async function findProductsByIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db.select({ id: products.id, name: products.name, priceId: products.priceId }).from(products).where(inArray(products.id, ids));
}

export async function findStockItemsByIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: stockItems.id, category: stockItems.category, type: stockItems.type, size: stockItems.size })
    .from(stockItems)
    .where(inArray(stockItems.id, ids));
}
