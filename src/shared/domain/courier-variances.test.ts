import { describe, expect, it } from 'vitest';
import {
  missedFeeKey,
  missedStopOf,
  replacementReason,
  replacementUnitPence,
  suggestedReplacementPence,
  varianceChargeKey,
  visitProofPath,
} from './courier-variances';
import { MAX_CHARGE_PENCE } from './charges';

const stock = [
  { category: 'covers', type: 'Duvet Cover', size: 'double', unitCostPence: 2500 },
  { category: 'covers', type: 'Duvet Cover', size: 'king', unitCostPence: 0 },
  { category: 'sheets', type: 'Flat Sheet', size: 'double', unitCostPence: 2000 },
  { category: 'pillowcases', type: 'Pillowcase', size: '', unitCostPence: 800 },
  { category: 'towels', type: 'Hand Towel', size: '', unitCostPence: 1200 },
  { category: 'towels', type: 'Bath Mats', size: '', unitCostPence: 1500 },
];

describe('replacementUnitPence', () => {
  it('finds bed linen by category and size, and a category’s one unsized item for every size', () => {
    expect(replacementUnitPence('covers.double', stock)).toBe(2500);
    expect(replacementUnitPence('sheets.double', stock)).toBe(2000);
    expect(replacementUnitPence('pillowcases.king', stock)).toBe(800);
    expect(replacementUnitPence('sheets.single', stock)).toBeNull();
  });

  it('reads a size as the business typed it, as the forecast does', () => {
    const typed = [{ category: 'covers', type: 'Duvet Cover', size: 'Super King', unitCostPence: 3200 }];
    expect(replacementUnitPence('covers.superking', typed)).toBe(3200);
  });

  it('prices by the item named as the counted one, and skips an unpriced match', () => {
    const towels = [
      { category: 'towels', type: 'Bath Sheet', size: '', unitCostPence: 2500 },
      { category: 'towels', type: 'Bath Towels', size: '', unitCostPence: 1500 },
      { category: 'covers', type: 'Duvet Cover', size: 'superking', unitCostPence: 0 },
      { category: 'covers', type: 'Duvet Cover', size: 'Super King', unitCostPence: 3200 },
    ];
    expect(replacementUnitPence('towels.bath_towels', towels)).toBe(1500);
    expect(replacementUnitPence('towels.bath_towels', towels.slice(0, 1))).toBe(2500);
    expect(replacementUnitPence('covers.superking', towels)).toBe(3200);
  });

  it('finds towels by type, singular or plural, any case', () => {
    expect(replacementUnitPence('towels.hand_towels', stock)).toBe(1200);
    expect(replacementUnitPence('towels.bath_mats', stock)).toBe(1500);
    expect(replacementUnitPence('towels.bath_towels', stock)).toBeNull();
  });

  it('has no price for a cost of 0 or a malformed item: staff then type the amount', () => {
    expect(replacementUnitPence('covers.king', stock)).toBeNull();
    expect(replacementUnitPence('covers', stock)).toBeNull();
    expect(replacementUnitPence('covers.double', [])).toBeNull();
  });
});

describe('suggestedReplacementPence', () => {
  it('is the items short × the price, within the charge bound; none when over or unpriced', () => {
    expect(suggestedReplacementPence(2, 2500)).toBe(5000);
    expect(suggestedReplacementPence(0, 2500)).toBeNull();
    expect(suggestedReplacementPence(-1, 2500)).toBeNull();
    expect(suggestedReplacementPence(3, null)).toBeNull();
    expect(suggestedReplacementPence(1_000_000, 2500)).toBe(MAX_CHARGE_PENCE);
  });
});

describe('keys, texts and the stop a No access was', () => {
  it('makes one key per visit and item, and one per missed visit', () => {
    expect(varianceChargeKey('v1', 'covers.double')).toBe('variance:v1:covers.double');
    expect(missedFeeKey('v1')).toBe('missed:v1');
    expect(visitProofPath('v1')).toBe('/visits/v1');
  });

  it('names the item and how many were short', () => {
    expect(replacementReason('towels.bath_mats', 2)).toBe('Linen short at collection: Bath mats × 2');
  });

  it('reads the stop from the card’s column: collection, return, delivery; nothing on beds', () => {
    expect(missedStopOf('changeover_due')).toBe('collection');
    expect(missedStopOf('in_transit')).toBe('return');
    expect(missedStopOf('new')).toBe('delivery');
    expect(missedStopOf('on_beds')).toBeNull();
  });
});
