import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password';
import { passwordRequirements } from './password-requirements';

const met = (password: string, userInputs: string[] = []) =>
  Object.fromEntries(passwordRequirements(password, passwordProblems(password, userInputs)).map((r) => [r.id, r.met]));

describe('passwordRequirements', () => {
  it('meets nothing for an empty or short password', () => {
    expect(met('')).toEqual({ length: false, strength: false });
    expect(met('abc')).toEqual({ length: false, strength: false });
  });
  it('meets the length from 6 characters, and the strength only when the estimator accepts it', () => {
    expect(met('abcdef')).toEqual({ length: true, strength: false });
    expect(met('password')).toEqual({ length: true, strength: false });
    expect(met('jane.smith', ['jane.smith@example.com', 'jane.smith'])).toEqual({ length: true, strength: false });
    expect(met('Tidy-Harbour-Lantern-42')).toEqual({ length: true, strength: true });
  });
  it('does not count the strength as met while the estimate is unknown', () => {
    expect(passwordRequirements('Tidy-Harbour-Lantern-42', undefined).map((r) => r.met)).toEqual([true, false]);
  });
  it('labels the requirements with the spec minimum', () => {
    expect(passwordRequirements('', [])[0].label).toBe('At least 6 characters');
  });
});
