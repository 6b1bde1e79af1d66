import { describe, expect, it } from 'vitest';
import { ZDamageRow } from '../schemas/linen';
import { DAMAGE_ROW_TOO_LARGE, isRowWithinLimit, rowTotal, rowsToSave, rowsTotal, stockItemName, stockSku } from './damage-rows';
import { LINEN_MESSAGES, parseBillingTags } from './linen';

const row = (productKey: string, damagedQuantity: number, missingQuantity: number, unitPricePence = 1250) => ({
  productKey,
  damagedQuantity,
  missingQuantity,
  unitPricePence,
});

describe('damage rows', () => {
  it('row total = (damaged + missing) x unit price', () => {
    expect(rowTotal(row('product:a', 2, 1, 1250))).toBe(3750);
    expect(rowTotal(row('product:a', 0, 0, 1250))).toBe(0);
    expect(rowsTotal([row('a', 1, 0, 100), row('b', 0, 2, 50)])).toBe(200);
  });
  it('needs at least one row with a product and a quantity', () => {
    expect(rowsToSave([])).toEqual({ error: LINEN_MESSAGES.damageRowsRequired });
    expect(rowsToSave([row('', 0, 0)])).toEqual({ error: LINEN_MESSAGES.damageRowsRequired });
    expect(rowsToSave([row('product:a', 0, 0)])).toEqual({ error: LINEN_MESSAGES.damageRowsRequired });
    expect(rowsToSave([row('', 1, 0)])).toEqual({ error: LINEN_MESSAGES.damageRowsRequired });
  });
  it('ignores empty rows and keeps the rest', () => {
    const result = rowsToSave([row('product:a', 1, 0), row('', 0, 0), row('stock:b', 0, 3)]);
    expect(result).toEqual({ rows: [row('product:a', 1, 0), row('stock:b', 0, 3)] });
  });
  it('refuses quantities typed without a product', () => {
    expect(rowsToSave([row('product:a', 1, 0), row('', 2, 0)])).toEqual({ error: LINEN_MESSAGES.damageRowsRequired });
  });
});

describe('parseBillingTags', () => {
  it('trims and drops empties', () => {
    expect(parseBillingTags(' weekly, ,premium ,, ')).toEqual(['weekly', 'premium']);
    expect(parseBillingTags('')).toEqual([]);
  });
});

describe('stock item SKU and name', () => {
  it('derives them from category, type and size', () => {
    expect(stockSku({ category: 'covers', type: 'Duvet Cover', size: 'superking' })).toBe('COVERS-DUVET-COVER-SUPERKING');
    expect(stockSku({ category: 'towels', type: 'Bath Towel', size: '' })).toBe('TOWELS-BATH-TOWEL');
    expect(stockItemName({ type: 'Duvet Cover', size: 'superking' })).toBe('Super King Duvet Cover');
    expect(stockItemName({ type: 'Bath Mat', size: '' })).toBe('Bath Mat');
  });
});

describe("a row's total stays within one charge (issue 19)", () => {
  it('refuses a row whose quantity × unit price passes £100,000.00, in the form rule and the API schema', () => {
    expect(isRowWithinLimit({ damagedQuantity: 1, missingQuantity: 0, unitPricePence: 10_000_000 })).toBe(true);
    expect(isRowWithinLimit({ damagedQuantity: 1, missingQuantity: 1, unitPricePence: 5_000_001 })).toBe(false);
    expect(rowsToSave([row('stock:a', 1000, 0, 100_000)])).toEqual({ error: DAMAGE_ROW_TOO_LARGE });
    const parsed = ZDamageRow.safeParse({ productKey: 'stock:a', damagedQuantity: 100_000, missingQuantity: 0, unitPricePence: 10_000_000 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['unitPricePence'], message: DAMAGE_ROW_TOO_LARGE });
    expect(DAMAGE_ROW_TOO_LARGE).toBe("A row's total (quantity × unit price) can be at most £100,000.00");
  });
});
