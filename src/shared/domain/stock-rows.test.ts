import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_QUANTITY_MESSAGES } from './stock';
import {
  buildStockRows,
  checkShelfQuantity,
  matchesStockFilter,
  matchesStockSearch,
  MAX_SHELF_QUANTITY,
  STOCK_MESSAGES,
  stockAlerts,
  stockDefaultsFor,
  stockFigures,
  stockStatus,
  summariseStock,
  type StockHolding,
  type StockItemInput,
} from './stock-rows';

const item = (over: Partial<StockItemInput> & Pick<StockItemInput, 'id'>): StockItemInput => ({
  category: 'covers',
  type: 'Duvet Cover',
  size: 'double',
  onShelf: 0,
  version: 0,
  minimumStock: 0,
  maximumStock: 0,
  unitCostPence: 0,
  ...over,
});
const holdings = (entries: Record<string, StockHolding>) => new Map(Object.entries(entries));

describe('stock figures', () => {
  it('par is 3 × on beds, total adds all three, need is what par lacks', () => {
    expect(stockFigures({ onBeds: 10, onShelf: 5, inTransit: 4 })).toEqual({ total: 19, par: 30, needToOrder: 11, status: 'need_to_order' });
    expect(stockFigures({ onBeds: 2, onShelf: 3, inTransit: 1 })).toEqual({ total: 6, par: 6, needToOrder: 0, status: 'good' });
    expect(stockFigures({ onBeds: 0, onShelf: 0, inTransit: 0 })).toEqual({ total: 0, par: 0, needToOrder: 0, status: 'out_of_stock' });
  });

  it('statuses in the spec order: out of stock, need to order, overstocked, good', () => {
    expect(stockStatus(0, 30)).toBe('out_of_stock');
    expect(stockStatus(29, 30)).toBe('need_to_order');
    expect(stockStatus(31, 30)).toBe('overstocked');
    expect(stockStatus(30, 30)).toBe('good');
    // Shelf stock with nothing on beds: par 0, so it is more than needed.
    expect(stockStatus(5, 0)).toBe('overstocked');
  });

  it('holds its invariants for any counts', () => {
    const n = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(n, n, n, (onBeds, onShelf, inTransit) => {
        const f = stockFigures({ onBeds, onShelf, inTransit });
        expect(f.total).toBe(onBeds + onShelf + inTransit);
        expect(f.par).toBe(3 * onBeds);
        expect(f.needToOrder).toBe(Math.max(0, f.par - f.total));
        expect(f.needToOrder).toBeGreaterThanOrEqual(0);
        // Exactly one status, and it agrees with the numbers.
        if (f.total === 0) expect(f.status).toBe('out_of_stock');
        else if (f.needToOrder > 0) expect(f.status).toBe('need_to_order');
        else if (f.total > f.par) expect(f.status).toBe('overstocked');
        else expect(f.status).toBe('good');
      }),
    );
  });
});

describe('category defaults', () => {
  it('uses §9 defaults where the item has none', () => {
    expect(stockDefaultsFor({ category: 'covers', minimumStock: 0, maximumStock: 0, unitCostPence: 0 })).toEqual({
      minimumStock: 10,
      maximumStock: 50,
      unitCostPence: 2500,
    });
    expect(stockDefaultsFor({ category: 'sheets', minimumStock: 0, maximumStock: 0, unitCostPence: 0 }).unitCostPence).toBe(2000);
    expect(stockDefaultsFor({ category: 'pillowcases', minimumStock: 0, maximumStock: 0, unitCostPence: 0 })).toEqual({
      minimumStock: 20,
      maximumStock: 100,
      unitCostPence: 800,
    });
    expect(stockDefaultsFor({ category: 'towels', minimumStock: 0, maximumStock: 0, unitCostPence: 0 })).toEqual({
      minimumStock: 15,
      maximumStock: 80,
      unitCostPence: 1500,
    });
    expect(stockDefaultsFor({ category: 'consumables', minimumStock: 0, maximumStock: 0, unitCostPence: 0 }).unitCostPence).toBe(0);
  });

  it("keeps an item's own values", () => {
    expect(stockDefaultsFor({ category: 'covers', minimumStock: 4, maximumStock: 9, unitCostPence: 1999 })).toEqual({
      minimumStock: 4,
      maximumStock: 9,
      unitCostPence: 1999,
    });
  });
});

describe('stock rows', () => {
  it('one row per item with its version, on beds and in transit from the holdings', () => {
    const rows = buildStockRows(
      [item({ id: 'a', onShelf: 4, version: 7 }), item({ id: 'b', category: 'towels', type: 'Bath Towel', size: '', onShelf: 0 })],
      holdings({ a: { onBeds: 2, inTransit: 1 } }),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      key: 'a',
      itemId: 'a',
      version: 7,
      label: 'Duvet Cover (Double)',
      onBeds: 2,
      onShelf: 4,
      inTransit: 1,
      total: 7,
      par: 6,
      needToOrder: 0,
      status: 'overstocked',
      unitCostPence: 2500,
    });
    expect(rows[1]).toMatchObject({ itemId: 'b', total: 0, status: 'out_of_stock', unitCostPence: 1500 });
  });

  it('combines the pillowcase sizes into one row that names no single item', () => {
    const rows = buildStockRows(
      [
        item({ id: 'p1', category: 'pillowcases', type: 'Pillowcase', size: 'single', onShelf: 3 }),
        item({ id: 'p2', category: 'pillowcases', type: 'Pillowcase', size: 'king', onShelf: 2 }),
      ],
      holdings({ p2: { onBeds: 4, inTransit: 1 } }),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'pillowcases', itemId: null, version: null, onShelf: 5, onBeds: 4, inTransit: 1, total: 10, par: 12 });
    expect(rows[0].label).toBe('Pillowcases (all sizes)');
  });

  it('a single pillowcase item is its own, editable row', () => {
    const rows = buildStockRows([item({ id: 'p', category: 'pillowcases', type: 'Pillowcase', size: '', onShelf: 1, version: 2 })], new Map());
    expect(rows[0]).toMatchObject({ key: 'p', itemId: 'p', version: 2, label: 'Pillowcase' });
  });

  it('hides the pillowcases row while its total is 0, but never other empty rows', () => {
    const rows = buildStockRows([item({ id: 'c' }), item({ id: 'p1', category: 'pillowcases', type: 'Pillowcase', size: 'single' })], new Map());
    expect(rows.map((r) => r.key)).toEqual(['c']);
  });
});

describe('search and filter', () => {
  it('searches item type or size, case-insensitively', () => {
    const row = { type: 'Duvet Cover', size: 'superking' };
    expect(matchesStockSearch(row, 'duvet')).toBe(true);
    expect(matchesStockSearch(row, 'SUPER')).toBe(true);
    expect(matchesStockSearch(row, '  ')).toBe(true);
    expect(matchesStockSearch(row, 'towel')).toBe(false);
  });

  it('filters by category', () => {
    expect(matchesStockFilter({ category: 'towels' }, 'all')).toBe(true);
    expect(matchesStockFilter({ category: 'towels' }, 'towels')).toBe(true);
    expect(matchesStockFilter({ category: 'covers' }, 'sheets')).toBe(false);
  });
});

describe('summary and alerts', () => {
  const rows = buildStockRows(
    [item({ id: 'a', onShelf: 1 }), item({ id: 'b', size: 'king', onShelf: 0 }), item({ id: 'c', size: 'single', onShelf: 20 })],
    holdings({ a: { onBeds: 5, inTransit: 0 }, c: { onBeds: 2, inTransit: 0 } }),
  );

  it('counts items, rows to order and rows out of stock', () => {
    expect(summariseStock(rows, 3)).toEqual({ totalItems: 6 + 0 + 22, needToOrder: 1, outOfStock: 1, totalProperties: 3 });
  });

  it('lists what is out of stock and what to order', () => {
    expect(stockAlerts(rows)).toEqual({ outOfStock: ['Duvet Cover (King)'], toOrder: [{ label: 'Duvet Cover (Double)', needToOrder: 9 }] });
  });
});

describe('on-shelf quantity as typed', () => {
  it('accepts whole numbers from 0', () => {
    expect(checkShelfQuantity('0')).toEqual({ ok: true, quantity: 0 });
    expect(checkShelfQuantity(' 42 ')).toEqual({ ok: true, quantity: 42 });
    expect(checkShelfQuantity(String(MAX_SHELF_QUANTITY))).toEqual({ ok: true, quantity: MAX_SHELF_QUANTITY });
  });

  it("refuses what is not a whole number with the server's words, never turning it into 0", () => {
    for (const typed of ['', 'abc', '1.5', '1e3', '0x10', '12abc']) {
      expect(checkShelfQuantity(typed)).toEqual({ ok: false, message: STOCK_QUANTITY_MESSAGES.wholeNumber });
    }
    expect(checkShelfQuantity('-1')).toEqual({ ok: false, message: STOCK_QUANTITY_MESSAGES.notNegative });
    expect(checkShelfQuantity(String(MAX_SHELF_QUANTITY + 1))).toEqual({ ok: false, message: STOCK_MESSAGES.tooLarge });
  });

  it('round-trips any allowed quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SHELF_QUANTITY }), (n) => {
        expect(checkShelfQuantity(String(n))).toEqual({ ok: true, quantity: n });
      }),
    );
  });
});
