/** GET /api/stock?search=&category= -> TStockResponse; PUT /api/stock (on-shelf quantities) -> TStockResponse or 409. */
import { z } from 'zod';
import { STOCK_QUANTITY_MESSAGES as Q } from '../domain/stock';
import {
  MAX_SHELF_QUANTITY,
  STOCK_FILTERS,
  STOCK_MESSAGES as M,
  type StockAlerts,
  type StockCategory,
  type StockRow,
  type StockSummary,
} from '../domain/stock-rows';
import { UUID_PATTERN } from './ids';

export const ZStockQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  category: z.enum(STOCK_FILTERS, { error: 'Category must be all, covers, sheets, pillowcases or towels' }).default('all'),
});
export type TStockQuery = z.input<typeof ZStockQuery>;

export const ZShelfQuantity = z.number({ error: Q.wholeNumber }).int(Q.wholeNumber).min(0, Q.notNegative).max(MAX_SHELF_QUANTITY, M.tooLarge);

export const ZStockSaveItem = z.object({
  id: z.string({ error: M.unknownItem }).regex(UUID_PATTERN, M.unknownItem),
  /** The version the quantity was read at. */
  version: z.number({ error: 'Version must be a whole number' }).int('Version must be a whole number').min(0, 'Version must be a whole number'),
  onShelf: ZShelfQuantity,
});

export const ZSaveStock = z.object({
  items: z
    .array(ZStockSaveItem, { error: M.nothingToSave })
    .min(1, M.nothingToSave)
    .max(500, 'Too many stock items at once')
    .refine((items) => new Set(items.map((i) => i.id.toLowerCase())).size === items.length, M.duplicateItem),
});
export type TSaveStock = z.infer<typeof ZSaveStock>;

/** One stock item's shelf as the Check Stock modal edits it. */
export interface TShelfItem {
  id: string;
  category: StockCategory;
  label: string;
  onShelf: number;
  version: number;
}

export type TStockRow = StockRow;

export interface TStockResponse {
  /** The rows the search and category filter match. */
  rows: TStockRow[];
  /** Every stock item's shelf (the Check Stock modal). */
  items: TShelfItem[];
  /** Over all rows, whatever the filter. */
  summary: StockSummary;
  alerts: StockAlerts;
}

/** The 409 of a save that read an older version: the message and the items' current shelf numbers. */
export interface TStockConflict {
  error: { code: 'stock_changed'; message: string; items: TShelfItem[] };
}
