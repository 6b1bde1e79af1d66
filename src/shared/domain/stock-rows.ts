/**
 * The stock rows of /stock (docs/product.md §2.2 'Stock Management', §3 'Stock row', §4 'Stock status per
 * row', §5 'Stock quantities', §9 'Stock'; decision 0130): par, total, need to order and status per
 * row, the category defaults, pillowcases combined into one row, the summary cards and the alerts.
 */
import { STOCK_QUANTITY_MESSAGES, stockItemLabel } from './stock';

export const STOCK_CATEGORIES = ['covers', 'sheets', 'pillowcases', 'towels', 'consumables', 'other'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];

/** Par is this many times the on-bed count. */
export const STOCK_PAR_MULTIPLIER = 3;

/** The most a shelf may hold of one item (an int4 column; far above any real shelf). */
export const MAX_SHELF_QUANTITY = 1_000_000;

export const STOCK_MESSAGES = {
  loadFailed: 'Failed to load stock data',
  saveFailed: 'Failed to save stock data',
  empty: 'No Stock Data Found',
  tooLarge: `Stock quantity cannot be more than ${MAX_SHELF_QUANTITY.toLocaleString('en-GB')}`,
  changed: 'The stock numbers changed since they were loaded. The latest numbers are shown: check them and save again.',
  unknownItem: 'One of the stock items no longer exists',
  duplicateItem: 'Each stock item may be saved only once',
  nothingToSave: 'There are no stock changes to save',
  saved: 'Stock saved',
} as const;

export const STOCK_STATUSES = ['out_of_stock', 'need_to_order', 'overstocked', 'good'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  out_of_stock: 'Out of Stock',
  need_to_order: 'Need to Order',
  overstocked: 'Overstocked',
  good: 'Good Stock',
};

/** The category filter: All plus the four linen categories. */
export const STOCK_FILTERS = ['all', 'covers', 'sheets', 'pillowcases', 'towels'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  all: 'All',
  covers: 'Duvet Covers',
  sheets: 'Fitted Sheets',
  pillowcases: 'Pillowcases',
  towels: 'Towels',
};

export interface StockDefaults {
  minimumStock: number;
  maximumStock: number;
  unitCostPence: number;
}

/** §9: default minimum/maximum and unit cost in pence per category (none for consumables and other). */
export const STOCK_CATEGORY_DEFAULTS: Partial<Record<StockCategory, StockDefaults>> = {
  covers: { minimumStock: 10, maximumStock: 50, unitCostPence: 2500 },
  sheets: { minimumStock: 10, maximumStock: 50, unitCostPence: 2000 },
  pillowcases: { minimumStock: 20, maximumStock: 100, unitCostPence: 800 },
  towels: { minimumStock: 15, maximumStock: 80, unitCostPence: 1500 },
};

/** An item's minimum, maximum and unit cost: its own where set (above 0), else its category's default. */
export function stockDefaultsFor(item: { category: StockCategory } & StockDefaults): StockDefaults {
  const d = STOCK_CATEGORY_DEFAULTS[item.category];
  return {
    minimumStock: item.minimumStock > 0 ? item.minimumStock : (d?.minimumStock ?? 0),
    maximumStock: item.maximumStock > 0 ? item.maximumStock : (d?.maximumStock ?? 0),
    unitCostPence: item.unitCostPence > 0 ? item.unitCostPence : (d?.unitCostPence ?? 0),
  };
}

export interface StockCounts {
  onBeds: number;
  onShelf: number;
  inTransit: number;
}

export interface StockFigures {
  total: number;
  par: number;
  needToOrder: number;
  status: StockStatus;
}

/** Out of Stock if total is 0; Need to Order if need > 0; Overstocked if total exceeds par; else Good Stock. */
export function stockStatus(total: number, par: number): StockStatus {
  if (total <= 0) return 'out_of_stock';
  if (par - total > 0) return 'need_to_order';
  if (total > par) return 'overstocked';
  return 'good';
}

/**
 * par = 3 × on beds (or the par given: the sum of the properties' pars, decision 0197); total = on beds +
 * on shelf + in transit; need = max(0, par − total); the status.
 */
export function stockFigures(c: StockCounts, givenPar: number | null = null): StockFigures {
  const total = c.onBeds + c.onShelf + c.inTransit;
  const par = givenPar ?? STOCK_PAR_MULTIPLIER * c.onBeds;
  return { total, par, needToOrder: Math.max(0, par - total), status: stockStatus(total, par) };
}

/** A stock item as stored, with its version (what a save must name). */
export interface StockItemInput extends StockDefaults {
  id: string;
  category: StockCategory;
  type: string;
  size: string;
  onShelf: number;
  version: number;
}

/** Where an item's linen is, away from the shelf: at properties (on beds) or on cards in transit. */
export interface StockHolding {
  onBeds: number;
  inTransit: number;
}

export interface StockRow extends StockCounts, StockFigures, StockDefaults {
  /** The stock item's id, or 'pillowcases' for the combined row. */
  key: string;
  /** The item whose shelf this row edits; null for a combined row of several items (edited in Check Stock). */
  itemId: string | null;
  /** The version the row was read at (null with itemId). */
  version: number | null;
  category: StockCategory;
  type: string;
  size: string;
  label: string;
}

export const PILLOWCASES_ROW_KEY = 'pillowcases';

/** An item's par other than the spec's 3 × on beds, or null for the spec's rule. */
export type ItemPar = (item: StockItemInput) => number | null;

function rowOf(key: string, items: readonly StockItemInput[], holdings: ReadonlyMap<string, StockHolding>, parOf?: ItemPar): StockRow {
  const single = items.length === 1 ? items[0] : null;
  const first = items[0];
  const counts: StockCounts = { onBeds: 0, onShelf: 0, inTransit: 0 };
  for (const item of items) {
    const held = holdings.get(item.id);
    counts.onShelf += item.onShelf;
    counts.onBeds += held?.onBeds ?? 0;
    counts.inTransit += held?.inTransit ?? 0;
  }
  // A given par replaces the spec's only when every item of the row has one.
  const pars = parOf ? items.map(parOf) : [];
  const givenPar = pars.length > 0 && pars.every((p) => p !== null) ? pars.reduce<number>((s, p) => s + p!, 0) : null;
  return {
    key,
    itemId: single?.id ?? null,
    version: single?.version ?? null,
    category: first.category,
    type: single ? first.type : 'Pillowcases',
    size: single ? first.size : '',
    label: single ? stockItemLabel(first) : 'Pillowcases (all sizes)',
    ...counts,
    ...stockFigures(counts, givenPar),
    ...stockDefaultsFor(first),
  };
}

/**
 * One row per stock item, except pillowcases: all their sizes are combined into one row, shown only
 * when its total is above 0 (§9). Items keep the order given (category, then type, then size).
 */
export function buildStockRows(items: readonly StockItemInput[], holdings: ReadonlyMap<string, StockHolding>, parOf?: ItemPar): StockRow[] {
  const rows: StockRow[] = [];
  const pillowcases = items.filter((i) => i.category === 'pillowcases');
  for (const item of items) {
    if (item.category !== 'pillowcases') rows.push(rowOf(item.id, [item], holdings, parOf));
    else if (item === pillowcases[0]) {
      const combined = rowOf(pillowcases.length === 1 ? item.id : PILLOWCASES_ROW_KEY, pillowcases, holdings, parOf);
      if (combined.total > 0) rows.push(combined);
    }
  }
  return rows;
}

/** The search: the text anywhere in the item's type or size (case-insensitive); empty matches all. */
export function matchesStockSearch(row: { type: string; size: string }, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || row.type.toLowerCase().includes(needle) || row.size.toLowerCase().includes(needle);
}

export function matchesStockFilter(row: { category: StockCategory }, filter: StockFilter): boolean {
  return filter === 'all' || row.category === filter;
}

export interface StockSummary {
  /** Pieces of linen in total (on beds, on the shelf and in transit). */
  totalItems: number;
  /** Rows that need ordering. */
  needToOrder: number;
  /** Rows with nothing at all. */
  outOfStock: number;
  totalProperties: number;
}

export function summariseStock(rows: readonly StockRow[], totalProperties: number): StockSummary {
  return {
    totalItems: rows.reduce((sum, r) => sum + r.total, 0),
    needToOrder: rows.filter((r) => r.status === 'need_to_order').length,
    outOfStock: rows.filter((r) => r.status === 'out_of_stock').length,
    totalProperties,
  };
}

export interface StockAlerts {
  outOfStock: string[];
  toOrder: { label: string; needToOrder: number }[];
}

/** The alerts block: the rows out of stock and those to order (with how many). */
export function stockAlerts(rows: readonly StockRow[]): StockAlerts {
  return {
    outOfStock: rows.filter((r) => r.status === 'out_of_stock').map((r) => r.label),
    toOrder: rows.filter((r) => r.status === 'need_to_order').map((r) => ({ label: r.label, needToOrder: r.needToOrder })),
  };
}

/**
 * An on-shelf quantity as typed: a whole number from 0 up to MAX_SHELF_QUANTITY. Empty is refused
 * too: nothing typed is never silently taken as 0 (the spec's 'non-numeric becomes 0' is overridden
 * by issue 10: bad input gets a clear message, the server's words).
 */
export function checkShelfQuantity(typed: string): { ok: true; quantity: number } | { ok: false; message: string } {
  const text = typed.trim();
  if (!/^[+-]?\d+(\.\d*)?$/.test(text) || !Number.isInteger(Number(text))) {
    return { ok: false, message: STOCK_QUANTITY_MESSAGES.wholeNumber };
  }
  const n = Number(text);
  if (n < 0) return { ok: false, message: STOCK_QUANTITY_MESSAGES.notNegative };
  if (n > MAX_SHELF_QUANTITY) return { ok: false, message: STOCK_MESSAGES.tooLarge };
  return { ok: true, quantity: n === 0 ? 0 : n };
}
