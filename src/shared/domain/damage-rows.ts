/** The record-damages form's rows (docs/product.md §2.5 'Record damages'): totals and which rows are saved. */
import { MAX_CHARGE_PENCE } from './charges';
import { LINEN_MESSAGES } from './linen';
import { formatPence } from './money';

export interface DamageRowInput {
  productKey: string;
  damagedQuantity: number;
  missingQuantity: number;
  unitPricePence: number;
}

/** Row total in pence = (damaged + missing) × unit price. */
export function rowTotal(row: Pick<DamageRowInput, 'damagedQuantity' | 'missingQuantity' | 'unitPricePence'>): number {
  return (row.damagedQuantity + row.missingQuantity) * row.unitPricePence;
}

/** The most one damage row may come to: what one charge may be (its price × quantity is charged in one checkout). */
export const MAX_DAMAGE_ROW_PENCE = MAX_CHARGE_PENCE;
export const DAMAGE_ROW_TOO_LARGE = `A row's total (quantity × unit price) can be at most ${formatPence(MAX_DAMAGE_ROW_PENCE)}`;

/** Whether a row's total stays within what one charge may be. */
export function isRowWithinLimit(row: Pick<DamageRowInput, 'damagedQuantity' | 'missingQuantity' | 'unitPricePence'>): boolean {
  return rowTotal(row) <= MAX_DAMAGE_ROW_PENCE;
}

/** A row with zero damaged and zero missing records nothing and is ignored (with or without a product). */
export function isEmptyRow(row: DamageRowInput): boolean {
  return row.damagedQuantity + row.missingQuantity === 0;
}

/** A row that records something: a product and damaged or missing above 0. */
export function isSavableRow(row: DamageRowInput): boolean {
  return row.productKey.trim() !== '' && !isEmptyRow(row);
}

/**
 * The rows a save writes, or the message that refuses it. Rows with zero quantities are ignored; at
 * least one row must remain, and every remaining row needs a product (quantities typed without a
 * product refuse the save rather than being dropped silently).
 */
export function rowsToSave<T extends DamageRowInput>(rows: T[]): { rows: T[] } | { error: string } {
  const kept = rows.filter((r) => !isEmptyRow(r));
  if (kept.length === 0 || !kept.every(isSavableRow)) return { error: LINEN_MESSAGES.damageRowsRequired };
  if (!kept.every(isRowWithinLimit)) return { error: DAMAGE_ROW_TOO_LARGE };
  return { rows: kept };
}

/** The total of all rows, in pence. */
export function rowsTotal(rows: Pick<DamageRowInput, 'damagedQuantity' | 'missingQuantity' | 'unitPricePence'>[]): number {
  return rows.reduce((sum, r) => sum + rowTotal(r), 0);
}

/** A stock item's SKU from category, type and size: 'covers', 'Duvet Cover', 'king' -> 'COVERS-DUVET-COVER-KING'. */
export function stockSku(item: { category: string; type: string; size: string }): string {
  return [item.category, item.type, item.size]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SIZE_NAMES: Record<string, string> = { single: 'Single', double: 'Double', king: 'King', superking: 'Super King' };

/** A stock item as a damage row names it: 'King Duvet Cover', 'Bath Towel'. */
export function stockItemName(item: { type: string; size: string }): string {
  return item.size ? `${SIZE_NAMES[item.size] ?? item.size} ${item.type}` : item.type;
}
