import { describe, expect, it } from 'vitest';
import { bedSizeOf, inventorySlotOf, towelKindOf } from './stock-item-slots';

describe('stock items as inventory slots', () => {
  it('reads bed sizes and towel kinds of stock items', () => {
    expect(bedSizeOf('Super King')).toBe('superking');
    expect(bedSizeOf('super-king')).toBe('superking');
    expect(bedSizeOf('Queen')).toBeNull();
    expect(towelKindOf('Bath Sheet')).toBe('bath_towels');
    expect(towelKindOf('Flannel')).toBeNull();
    expect(inventorySlotOf({ category: 'covers', type: 'Duvet Cover', size: 'Double' })).toEqual({ group: 'covers', size: 'double' });
    expect(inventorySlotOf({ category: 'pillowcases', type: 'Pillowcase', size: '' })).toBeNull();
    expect(inventorySlotOf({ category: 'towels', type: 'Bath Mat', size: '' })).toEqual({ group: 'towels', kind: 'bath_mats' });
    expect(inventorySlotOf({ category: 'towels', type: 'Hand Towel', size: '' })).toEqual({ group: 'towels', kind: 'hand_towels' });
    expect(inventorySlotOf({ category: 'consumables', type: 'Soap', size: '' })).toBeNull();
  });
});
