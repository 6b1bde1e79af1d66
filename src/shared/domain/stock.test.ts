import { describe, expect, it } from 'vitest';
import {
  checkStockQuantity,
  STOCK_QUANTITY_MESSAGES,
  maxAssignable,
  overAllocationMessage,
  shelfChanges,
  stockIndicator,
  stockItemLabel,
} from './stock';

describe('stock indicator colour', () => {
  it('is red with nothing on the shelf, whatever the par', () => {
    expect(stockIndicator(0, 30)).toBe('red');
    expect(stockIndicator(0, 0)).toBe('red');
    expect(stockIndicator(-2, 10)).toBe('red');
  });

  it('is orange below 30% of par and green from 30% up', () => {
    expect(stockIndicator(8, 30)).toBe('orange');
    expect(stockIndicator(9, 30)).toBe('green');
    expect(stockIndicator(1, 10)).toBe('orange');
    expect(stockIndicator(3, 10)).toBe('green');
  });

  it('is green when there is stock and no par is set', () => {
    expect(stockIndicator(1, 0)).toBe('green');
  });
});

describe('stock bounds', () => {
  it('allows up to the shelf plus what the property already holds, never below 0', () => {
    expect(maxAssignable(5)).toBe(5);
    expect(maxAssignable(5, 3)).toBe(8);
    expect(maxAssignable(0)).toBe(0);
    expect(maxAssignable(-4)).toBe(0);
    expect(maxAssignable(2.7, 1.2)).toBe(3);
  });

  it('refuses a typed quantity out of range with a message instead of correcting it', () => {
    const item = { type: 'Duvet Cover', size: 'double' };
    expect(checkStockQuantity('4', item, 10)).toEqual({ ok: true, quantity: 4 });
    expect(checkStockQuantity('', item, 10)).toEqual({ ok: true, quantity: 0 });
    expect(checkStockQuantity('10', item, 10)).toEqual({ ok: true, quantity: 10 });
    expect(checkStockQuantity('14', item, 10)).toEqual({
      ok: false,
      message: 'Not enough stock: only 10 Duvet Cover (Double) available on the shelf',
    });
    expect(checkStockQuantity('-3', item, 10)).toEqual({ ok: false, message: STOCK_QUANTITY_MESSAGES.notNegative });
    expect(checkStockQuantity('2.9', item, 10)).toEqual({ ok: false, message: STOCK_QUANTITY_MESSAGES.wholeNumber });
    expect(checkStockQuantity('abc', item, 10)).toEqual({ ok: false, message: STOCK_QUANTITY_MESSAGES.wholeNumber });
    expect(checkStockQuantity('1', item, 0).ok).toBe(false);
  });
});

describe('shelf changes of an assignment', () => {
  it('takes new quantities off the shelf and returns lowered ones', () => {
    expect(
      shelfChanges(
        [
          { stockItemId: 'a', quantity: 4 },
          { stockItemId: 'b', quantity: 1 },
          { stockItemId: 'c', quantity: 2 },
        ],
        { b: 3, c: 2 },
      ),
    ).toEqual([
      { stockItemId: 'a', quantity: 4, delta: 4 },
      { stockItemId: 'b', quantity: 1, delta: -2 },
    ]);
  });

  it('counts a repeated item once, the last quantity winning', () => {
    expect(
      shelfChanges(
        [
          { stockItemId: 'a', quantity: 4 },
          { stockItemId: 'a', quantity: 1 },
        ],
        {},
      ),
    ).toEqual([{ stockItemId: 'a', quantity: 1, delta: 1 }]);
  });

  it('changes nothing for an empty request', () => {
    expect(shelfChanges([], { a: 2 })).toEqual([]);
  });
});

describe('labels', () => {
  it('names the item with its size', () => {
    expect(stockItemLabel({ type: 'Duvet Cover', size: 'double' })).toBe('Duvet Cover (Double)');
    expect(stockItemLabel({ type: 'Bath Mat', size: '' })).toBe('Bath Mat');
    expect(overAllocationMessage({ type: 'Duvet Cover', size: 'king' }, 3)).toBe(
      'Not enough stock: only 3 Duvet Cover (King) available on the shelf',
    );
  });
});
