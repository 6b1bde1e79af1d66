import { describe, expect, it } from 'vitest';
import { moveKey, roundDays } from './round-list';

describe('the round page', () => {
  it('moves a stop up, down, or to where it was dropped', () => {
    expect(moveKey(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveKey(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('offers London’s today to 14 days ahead, tomorrow first', () => {
    // 23:30 UTC on 27 June is 00:30 on 28 June in London.
    expect(roundDays(new Date('2026-06-27T23:30:00Z'))).toEqual({ today: '2026-06-28', tomorrow: '2026-06-29', last: '2026-07-12' });
  });
});
