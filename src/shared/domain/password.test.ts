import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password';

describe('passwordProblems', () => {
  it('refuses passwords under 6 characters with the spec message', () => {
    expect(passwordProblems('abc12')).toEqual(['Password must be at least 6 characters']);
  });
  it('refuses common and guessable passwords with reasons', () => {
    const reasons = passwordProblems('password');
    expect(reasons[0]).toBe('Password is too weak.');
    expect(reasons.length).toBeGreaterThan(1);
    expect(passwordProblems('jane.smith', ['jane.smith@example.com', 'jane.smith'])[0]).toBe('Password is too weak.');
  });
  it('accepts a long unpredictable passphrase', () => {
    expect(passwordProblems('Tidy-Harbour-Lantern-42')).toEqual([]);
  });
});
