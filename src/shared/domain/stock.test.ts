import { describe, expect, it } from 'vitest';
import {
  clampStockQuantity,
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

  it('clamps typed quantities to 0..max and turns non-numbers into 0', () => {
    expect(clampStockQuantity(4, 10)).toBe(4);
    expect(clampStockQuantity(14, 10)).toBe(10);
    expect(clampStockQuantity(-3, 10)).toBe(0);
    expect(clampStockQuantity('7', 10)).toBe(7);
    expect(clampStockQuantity('2.9', 10)).toBe(2);
    expect(clampStockQuantity('abc', 10)).toBe(0);
    expect(clampStockQuantity('', 10)).toBe(0);
    expect(clampStockQuantity(undefined, 10)).toBe(0);
    expect(clampStockQuantity(5, 0)).toBe(0);
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
    expect(shelfChanges([{ stockItemId: 'a', quantity: 4 }, { stockItemId: 'a', quantity: 1 }], {})).toEqual([
      { stockItemId: 'a', quantity: 1, delta: 1 },
    ]);
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
