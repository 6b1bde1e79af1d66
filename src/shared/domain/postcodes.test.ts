import { describe, expect, it } from 'vitest';
import { isPostcodeCovered, isUkPostcodeShape, normalisePostcode, typedPostcode } from './postcodes';

describe('postcodes', () => {
  it('ignores spaces, uppercases and keeps at most 8 characters', () => {
    expect(normalisePostcode(' ts1 1aa ')).toBe('TS11AA');
    expect(normalisePostcode('abcdefghij')).toBe('ABCDEFGH');
  });

  it.each(['TS1 1AA', 'ts8 9zz', 'TS10 1AB', 'TS12', 'TS16 0AA', 'TS21 3XY', 'TS24 8AA', 'TS27 4ZZ', 'DL1 1AA', 'dl3 0aa', 'DL2'])(
    'covers %s',
    (pc) => expect(isPostcodeCovered(pc)).toBe(true),
  );

  it.each(['TS9 1AA', 'TS13 1AA', 'TS15 9ZZ', 'TS22 5AA', 'TS23 1AA', 'TS28 1AA', 'DL4 1AA', 'DL10 1AA', 'SW1A 1AA', 'NE1 4ST', '', '12345', 'T'])(
    'does not cover %s',
    (pc) => expect(isPostcodeCovered(pc)).toBe(false),
  );
});

describe('postcode shape (issue 7 C6)', () => {
  it.each(['TS1 1AA', 'ts12ab', 'SW1A 1AA', 'M1 1AE', 'TS10 1AB', 'TS1', 'DL3', 'EC1A', 'W1A 0AX'])('%s looks like a UK postcode', (pc) =>
    expect(isUkPostcodeShape(pc)).toBe(true),
  );
  it.each(['', 'hello', '12345', 'T', 'TS', 'TS1 1A', 'TS1 1AAA', '1TS 1AA', 'TS1-1AA', 'ZZZZZZZZ', 'TS123 1AA'])('%s does not', (pc) =>
    expect(isUkPostcodeShape(pc)).toBe(false),
  );

  it('keeps the space as typed, uppercases, and limits the letters and digits to 8', () => {
    expect(typedPostcode('ts1 2ab')).toBe('TS1 2AB');
    expect(typedPostcode('  ts1   2ab')).toBe('TS1 2AB');
    expect(typedPostcode('TS12AB')).toBe('TS12AB');
    expect(typedPostcode('sw1a 1aa extra')).toBe('SW1A 1AA E');
    expect(typedPostcode('abcdefghij')).toBe('ABCDEFGH');
    expect(typedPostcode('ab cd ef gh ij')).toBe('AB CD EF GH');
    // Coverage still ignores the spaces.
    expect(isPostcodeCovered(typedPostcode('ts1 2ab'))).toBe(true);
    expect(isPostcodeCovered('T S 1 2 A B')).toBe(true);
  });
});
