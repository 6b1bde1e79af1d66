import { describe, expect, it } from 'vitest';
import { isFullPostcode, isPostcodeCovered, isUkPostcodeShape, normalisePostcode, postcodeParts, postcodesIn, typedPostcode } from './postcodes';

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

describe('postcodeParts (the one reading of a postcode: coverage, display, district order)', () => {
  it('splits a full postcode into outward and inward codes and their parts', () => {
    expect(postcodeParts('SW1A 2AA')).toEqual({
      outward: 'SW1A',
      inward: '2AA',
      area: 'SW',
      district: 1,
      districtLetter: 'A',
      sector: 2,
      unit: 'AA',
    });
    expect(postcodeParts('ts18 1aa')).toEqual({
      outward: 'TS18',
      inward: '1AA',
      area: 'TS',
      district: 18,
      districtLetter: '',
      sector: 1,
      unit: 'AA',
    });
    expect(postcodeParts('TS11AA')).toEqual({ outward: 'TS1', inward: '1AA', area: 'TS', district: 1, districtLetter: '', sector: 1, unit: 'AA' });
    expect(postcodeParts('W1A 0AX')).toEqual({ outward: 'W1A', inward: '0AX', area: 'W', district: 1, districtLetter: 'A', sector: 0, unit: 'AX' });
    expect(postcodeParts('M1 1AE')).toEqual({ outward: 'M1', inward: '1AE', area: 'M', district: 1, districtLetter: '', sector: 1, unit: 'AE' });
  });

  it('reads an outward code alone, with no sector or unit', () => {
    expect(postcodeParts('TS10')).toEqual({ outward: 'TS10', inward: '', area: 'TS', district: 10, districtLetter: '', sector: null, unit: '' });
    expect(postcodeParts('ec1a')).toEqual({ outward: 'EC1A', inward: '', area: 'EC', district: 1, districtLetter: 'A', sector: null, unit: '' });
  });

  it('reads a district written with a leading zero as its number', () => {
    expect(postcodeParts('TS01 1AA')?.district).toBe(1);
  });

  it.each([null, undefined, '', 'not one', '12345', 'TS', 'TS1 1A', 'TS123 1AA', 'TS12A 1AA', '1TS 1AA'])('reads nothing from %s', (pc) =>
    expect(postcodeParts(pc)).toBeNull(),
  );
});

describe('isFullPostcode', () => {
  it.each(['TS1 1AA', 'ts181aa', 'SW1A 1AA', 'W1A 0AX'])('%s is a full postcode', (pc) => expect(isFullPostcode(pc)).toBe(true));
  it.each(['TS1', 'EC1A', '', 'TS1 1A', 'TS12A 1AA', 'TS1 1AAA'])('%s is not', (pc) => expect(isFullPostcode(pc)).toBe(false));
});

describe('postcodesIn', () => {
  it('finds every full postcode written in a text, in order, normalised', () => {
    expect(postcodesIn('1 Quay Street, Stockton TS18 1AA')).toEqual(['TS181AA']);
    expect(postcodesIn('From dl3 7bb to TS11AA, then SW1A 2AA')).toEqual(['DL37BB', 'TS11AA', 'SW1A2AA']);
    expect(postcodesIn('Flat 2, 3 High St\nDarlington DL3\n7BB')).toEqual(['DL37BB']);
  });

  it('takes only whole words, and not an outward code alone', () => {
    expect(postcodesIn('The Old Barn, Yarm TS15')).toEqual([]);
    expect(postcodesIn('XTS18 1AA')).toEqual([]);
    expect(postcodesIn('TS18 1AAB')).toEqual([]);
    expect(postcodesIn('')).toEqual([]);
  });
});

describe('coverage reads the postcode as postcodeParts does', () => {
  it('covers by area and district number, whatever the district letter', () => {
    expect(isPostcodeCovered('TS1A 1AA')).toBe(true);
    expect(isPostcodeCovered('TS01 1AA')).toBe(true);
    // Not a UK postcode shape (two district digits and a letter): not read, so not covered.
    expect(isPostcodeCovered('TS12A 1AA')).toBe(false);
  });
});
