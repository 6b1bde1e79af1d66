/**
 * Stock rules used when stock is assigned to a property (docs/product.md §1.5, part 2 §4 'Stock status per
 * row'): the quantity bounds per item, the shelf change an assignment causes, and the indicator colour.
 */

export type StockIndicator = 'red' | 'orange' | 'green';

/** Below this share of par, shelf stock is low (orange). */
export const LOW_STOCK_SHARE = 0.3;

/** The stock indicator colour on the property form: on_shelf 0 red, below 30% of par orange, else green. */
export function stockIndicator(onShelf: number, stockPar: number): StockIndicator {
  if (onShelf <= 0) return 'red';
  if (stockPar > 0 && onShelf < stockPar * LOW_STOCK_SHARE) return 'orange';
  return 'green';
}

export const STOCK_INDICATOR_LABELS: Record<StockIndicator, string> = {
  red: 'Out of stock',
  orange: 'Low stock',
  green: 'In stock',
};

/**
 * The most a property may hold of an item: what is on the shelf plus what the property already holds
 * (lowering an assignment returns stock to the shelf). Never below 0.
 */
export function maxAssignable(onShelf: number, alreadyAssigned = 0): number {
  return Math.max(0, Math.floor(onShelf) + Math.max(0, Math.floor(alreadyAssigned)));
}

export const STOCK_QUANTITY_MESSAGES = {
  wholeNumber: 'Stock quantity must be a whole number',
  notNegative: 'Stock quantity cannot be negative',
} as const;

/**
 * A quantity as typed on the property form: empty is 0; otherwise a whole number from 0 up to what
 * may be assigned. Nothing is corrected silently (issue 7): a value out of range is refused with the
 * reason (the same words the server uses), and the form shows it beside the item.
 */
export function checkStockQuantity(
  typed: string,
  item: { type: string; size: string },
  max: number,
): { ok: true; quantity: number } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === '') return { ok: true, quantity: 0 };
  const n = Number(text);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { ok: false, message: STOCK_QUANTITY_MESSAGES.wholeNumber };
  if (n < 0) return { ok: false, message: STOCK_QUANTITY_MESSAGES.notNegative };
  if (n > max) return { ok: false, message: overAllocationMessage(item, max) };
  return { ok: true, quantity: n };
}

export interface StockAssignment {
  stockItemId: string;
  quantity: number;
}

export interface ShelfChange {
  stockItemId: string;
  /** The property's new quantity. */
  quantity: number;
  /** Taken off the shelf (positive) or returned to it (negative). */
  delta: number;
}

/**
 * What saving a property's stock assignment changes, item by item. Items not mentioned keep their
 * quantity; a repeated item counts once (the last one wins); unchanged items are left out.
 */
export function shelfChanges(requested: readonly StockAssignment[], current: Readonly<Record<string, number>>): ShelfChange[] {
  const wanted = new Map<string, number>();
  for (const r of requested) wanted.set(r.stockItemId, r.quantity);
  const changes: ShelfChange[] = [];
  for (const [stockItemId, quantity] of wanted) {
    const delta = quantity - (current[stockItemId] ?? 0);
    if (delta !== 0) changes.push({ stockItemId, quantity, delta });
  }
  return changes;
}

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** 'Duvet Cover (Double)', or just the type when the item has no size. */
export function stockItemLabel(item: { type: string; size: string }): string {
  const size = item.size.trim();
  return size ? `${item.type} (${capitalise(size)})` : item.type;
}

/** The refusal when a property asks for more than the shelf holds. */
export function overAllocationMessage(item: { type: string; size: string }, available: number): string {
  return `Not enough stock: only ${Math.max(0, available)} ${stockItemLabel(item)} available on the shelf`;
}
