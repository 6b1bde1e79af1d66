/** GET /api/stock?search=&category= -> TStockResponse; PUT /api/stock (on-shelf quantities) -> TStockResponse or 409. */
import { z } from 'zod';
import { STOCK_QUANTITY_MESSAGES as Q } from '../domain/stock';
import {
  MAX_SHELF_QUANTITY,
  STOCK_CATEGORIES,
  STOCK_FILTERS,
  STOCK_MESSAGES as M,
  STOCK_STATUSES,
  type StockAlerts,
  type StockRow,
  type StockSummary,
} from '../domain/stock-rows';
import { PAR_BASES } from '../domain/par-levels';
import { UUID_PATTERN } from './ids';
import type { AssertTrue, Same } from './same-shape';

export const ZStockQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  category: z.enum(STOCK_FILTERS, { error: 'Category must be all, covers, sheets, pillowcases or towels' }).default('all'),
  /** Par per row: the spec's 3 × on beds (default) or the sum of the properties' pars (decision 0197). */
  par: z.enum(PAR_BASES, { error: 'Par must be spec or properties' }).default('spec'),
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

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

const ZStockCategory = z.enum(STOCK_CATEGORIES);

/** One stock item's shelf as the Check Stock modal edits it. */
export const ZShelfItem = z
  .object({
    id: z.string(),
    category: ZStockCategory,
    label: z.string(),
    onShelf: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'ShelfItem' });
export type TShelfItem = z.infer<typeof ZShelfItem>;

export const ZStockRow = z
  .object({
    /** The stock item's id, or 'pillowcases' for the combined row. */
    key: z.string(),
    /** The item whose shelf this row edits; null for a combined row of several items (edited in Check Stock). */
    itemId: z.string().nullable(),
    /** The version the row was read at (null with itemId). */
    version: z.number().int().nullable(),
    category: ZStockCategory,
    type: z.string(),
    size: z.string(),
    label: z.string(),
    onBeds: z.number().int(),
    onShelf: z.number().int(),
    inTransit: z.number().int(),
    total: z.number().int(),
    par: z.number().int(),
    needToOrder: z.number().int(),
    status: z.enum(STOCK_STATUSES),
    minimumStock: z.number().int(),
    maximumStock: z.number().int(),
    unitCostPence: z.number().int(),
  })
  .meta({ id: 'StockRow' });
export type TStockRow = z.infer<typeof ZStockRow>;
export type StockRowShapeCheck = AssertTrue<Same<TStockRow, StockRow>>;

const ZStockSummary = z.object({
  /** Pieces of linen in total (on beds, on the shelf and in transit). */
  totalItems: z.number().int(),
  /** Rows that need ordering. */
  needToOrder: z.number().int(),
  /** Rows with nothing at all. */
  outOfStock: z.number().int(),
  totalProperties: z.number().int(),
});
export type StockSummaryShapeCheck = AssertTrue<Same<z.infer<typeof ZStockSummary>, StockSummary>>;

const ZStockAlerts = z.object({
  outOfStock: z.array(z.string()),
  toOrder: z.array(z.object({ label: z.string(), needToOrder: z.number().int() })),
});
export type StockAlertsShapeCheck = AssertTrue<Same<z.infer<typeof ZStockAlerts>, StockAlerts>>;

export const ZStockResponse = z.object({
  /** The rows the search and category filter match. */
  rows: z.array(ZStockRow),
  /** Every stock item's shelf (the Check Stock modal). */
  items: z.array(ZShelfItem),
  /** Over all rows, whatever the filter. */
  summary: ZStockSummary,
  alerts: ZStockAlerts,
  /** With par=properties: when the kept sum of property pars was worked out (the hourly job); otherwise null. */
  parComputedAt: z.string().nullable(),
});
export type TStockResponse = z.infer<typeof ZStockResponse>;

/** The 409 of a save that read an older version: the message and the items' current shelf numbers. */
export const ZStockConflict = z.object({
  error: z.object({ code: z.literal('stock_changed'), message: z.string(), items: z.array(ZShelfItem) }),
});
export type TStockConflict = z.infer<typeof ZStockConflict>;
