import { describe, expect, it } from 'vitest';
import { bedsFromInput } from './beds';

describe('bedsFromInput', () => {
  it('reads numbers and turns anything else into 0', () => {
    expect(bedsFromInput('3')).toBe(3);
    expect(bedsFromInput(' 2 ')).toBe(2);
    expect(bedsFromInput('')).toBe(0);
    expect(bedsFromInput('abc')).toBe(0);
    expect(bedsFromInput(undefined)).toBe(0);
    expect(bedsFromInput(Number.NaN)).toBe(0);
    expect(bedsFromInput(4)).toBe(4);
  });

  it('keeps negative and fractional numbers so the form can say what is wrong', () => {
    expect(bedsFromInput('-1')).toBe(-1);
    expect(bedsFromInput('1.5')).toBe(1.5);
  });
});
