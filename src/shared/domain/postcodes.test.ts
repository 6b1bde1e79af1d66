import { describe, expect, it } from 'vitest';
import { isPostcodeCovered, normalisePostcode } from './postcodes';

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
