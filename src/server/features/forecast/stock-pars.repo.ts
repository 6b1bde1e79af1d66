/**
 * /stock's kept sum of property pars (decision 0197, amended for issue 21): one row per stock item in
 * stock_item_pars, rewritten whole by the refresh under its own advisory lock, and read one row per item.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { stockItemPars } from '../../db/schema';

const STOCK_PARS_LOCK_ID = 471_197;

/**
 * Runs `work` in one transaction holding the refresh's lock, once across instances: with `wait`, after
 * any refresh under way has committed; without, not at all (null) while another instance holds it.
 */
export function withStockParsLock<T>(db: Db, wait: boolean, work: (tx: DbOrTx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    if (wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${STOCK_PARS_LOCK_ID})`);
    } else {
      const [row] = await rawRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${STOCK_PARS_LOCK_ID}) as locked`);
      if (!row?.locked) return null;
    }
    return work(tx);
  });
}

export interface StockItemKind {
  id: string;
  category: string;
  type: string;
  size: string;
}

/** Every stock item's kind (what slot of a property's inventory it fills). */
export function listStockItemKinds(db: DbOrTx): Promise<StockItemKind[]> {
  return rawRows<StockItemKind>(db, sql`select id, category::text as category, type, size from stock_items`);
}

/** Replaces the kept pars with these, all at `computedAt`. */
export async function replaceStockPars(tx: DbOrTx, pars: readonly { stockItemId: string; par: number | null }[], computedAt: Date): Promise<void> {
  await tx.delete(stockItemPars);
  if (pars.length) await tx.insert(stockItemPars).values(pars.map((p) => ({ ...p, computedAt })));
}

export interface StockParRecord {
  stockItemId: string;
  par: number | null;
  computedAt: Date;
}

/** The kept pars: one row per stock item. */
export function listStockPars(db: DbOrTx): Promise<StockParRecord[]> {
  return db.select({ stockItemId: stockItemPars.stockItemId, par: stockItemPars.par, computedAt: stockItemPars.computedAt }).from(stockItemPars);
}
