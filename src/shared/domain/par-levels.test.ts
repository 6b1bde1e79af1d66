import { describe, expect, it } from 'vitest';
import { emptyLinenInventory } from './properties';
import { emptyBuckets } from './linen-forecast';
import { itemParFromProperties, parPieces, parSets, propertyPar, setsInCycle, turnoverPerWeek, turnoverSince } from './par-levels';

describe('the par rule', () => {
  it('reads the turnover rate over 8 weeks', () => {
    expect(turnoverPerWeek(0)).toBe(0);
    expect(turnoverPerWeek(16)).toBe(2);
    expect(turnoverPerWeek(1)).toBe(0.13);
    expect(turnoverSince(new Date('2026-12-01T10:00:00Z'))).toEqual(new Date('2026-10-06T10:00:00Z'));
  });

  it('keeps rate × 4-day turnaround / 7 sets in the laundry cycle, rounded up', () => {
    expect(setsInCycle(0)).toBe(0);
    expect(setsInCycle(0.13)).toBe(1);
    expect(setsInCycle(1.75)).toBe(1);
    expect(setsInCycle(2)).toBe(2);
    expect(setsInCycle(7)).toBe(4);
  });

  it('is 1 on beds + the cycle + 1 spare, never below 3', () => {
    expect(parSets(0)).toBe(3);
    expect(parSets(1.75)).toBe(3);
    expect(parSets(2)).toBe(4);
    expect(parSets(3.5)).toBe(4);
    expect(parSets(7)).toBe(6);
  });

  it('sets a property its par per bucket beside what it holds, with the shortfall', () => {
    const sets = { ...emptyBuckets(), double: 2, king: 1, towels: 4 };
    const held = { ...emptyBuckets(), double: 5, king: 4, single: 6, towels: 20 };
    const p = propertyPar({ sets, held, changeoversInPeriod: 16 });
    expect(p.perWeek).toBe(2);
    expect(p.parSets).toBe(4);
    expect(p.par).toEqual({ single: 0, double: 8, king: 4, superking: 0, towels: 16 });
    expect(p.short).toEqual({ single: 0, double: 3, king: 0, superking: 0, towels: 0 });
    // The 6 single sets are held but cover nothing of its par (its beds are double and king).
    expect([p.parBedSets, p.heldBedSets, p.shortBedSets]).toEqual([12, 9, 3]);
    expect([p.parTowelPacks, p.heldTowelPacks, p.shortTowelPacks]).toEqual([16, 20, 0]);
  });

  it('sums the properties’ pars into pieces per stock item', () => {
    const a = emptyLinenInventory();
    a.covers.double = 2;
    a.pillowcases.double = 4;
    a.towels.bath_mats = 1;
    const b = emptyLinenInventory();
    b.covers.double = 1;
    const pieces = parPieces([
      { inventory: a, parSets: 3 },
      { inventory: b, parSets: 5 },
    ]);
    expect(itemParFromProperties({ category: 'covers', type: 'Duvet Cover', size: 'Double' }, pieces)).toBe(11);
    expect(itemParFromProperties({ category: 'pillowcases', type: 'Pillowcase', size: 'double' }, pieces)).toBe(12);
    expect(itemParFromProperties({ category: 'towels', type: 'Bath Mat', size: '' }, pieces)).toBe(3);
    expect(itemParFromProperties({ category: 'covers', type: 'Duvet Cover', size: 'Queen' }, pieces)).toBeNull();
  });
});
