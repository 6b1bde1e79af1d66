import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password';
import { personalInputs } from './password-inputs';

describe('passwordProblems', () => {
  it('refuses passwords under 6 characters with the spec message', () => {
    expect(passwordProblems('abc12')).toEqual(['Password must be at least 6 characters']);
  });
  it('refuses common and guessable passwords with reasons', () => {
    const reasons = passwordProblems('password');
    expect(reasons[0]).toBe('Password is too weak.');
    expect(reasons.length).toBeGreaterThan(1);
  });
  it('refuses a password holding the user’s own name or e-mail, whatever the case or separators', () => {
    const inputs = personalInputs({ email: 'jane.smith@example.com', name: 'Jane Smithson' });
    const refused = ['Jane.Smith-Lantern-42', 'Tidy-SMITHSON-Lantern-42', 'x-jane.smith@example.com-9', 'Tidy-Jane-Harbour-Lantern'];
    for (const p of refused) expect(passwordProblems(p, inputs)).toEqual(['Password must not contain your name or e-mail address.']);
    expect(passwordProblems('Tidy-Harbour-Lantern-42', inputs)).toEqual([]);
  });
  it('counts short personal words as guessable without refusing them outright', () => {
    const inputs = personalInputs({ email: 'al@example.com', name: 'Al Li' });
    expect(passwordProblems('Tidy-Harbour-Lantern-42', inputs)).toEqual([]);
    expect(passwordProblems('al1234', inputs)[0]).toBe('Password is too weak.');
  });
  it('accepts a long unpredictable passphrase', () => {
    expect(passwordProblems('Tidy-Harbour-Lantern-42')).toEqual([]);
  });
});
