import { describe, expect, it } from 'vitest';
import { describeCoverage, formatPostcode } from './postcode-format';

describe('formatPostcode', () => {
  it.each([
    ['ts11aa', 'TS1 1AA'],
    ['TS10 1AB', 'TS10 1AB'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['DL3 0AA', 'DL3 0AA'],
    ['M11AE', 'M1 1AE'],
  ])('puts the space before the inward code of %s', (input, expected) => {
    expect(formatPostcode(input)).toBe(expected);
  });

  it.each([
    ['ts1', 'TS1'],
    ['DL2', 'DL2'],
    ['hello', 'HELLO'],
    ['', ''],
  ])('leaves %s without a space', (input, expected) => {
    expect(formatPostcode(input)).toBe(expected);
  });
});

describe('describeCoverage', () => {
  it('lists the covered districts of docs/product.md §1.9', () => {
    expect(describeCoverage()).toBe('TS1 to TS8, TS10 to TS12, TS16 to TS21, TS24 to TS27 and DL1 to DL3');
  });
});
