import { describe, expect, it } from 'vitest';
import { confirmsEmail, erasedClientEmail, erasedClientName, erasedUserEmail } from './erasure';

describe('erasure placeholders', () => {
  const id = '3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b';
  it('hold no personal data and stay unique per record', () => {
    expect(erasedClientName(id)).toBe('Erased client 3f2a9c1e');
    expect(erasedClientEmail(id)).toBe(`client-${id}@erased.invalid`);
    expect(erasedUserEmail('u1')).toBe('user-u1@erased.invalid');
    expect(erasedClientEmail(id)).not.toBe(erasedClientEmail('4f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b'));
  });
  it('confirms with the account e-mail only', () => {
    expect(confirmsEmail('  Anna@Owner.example ', 'anna@owner.example')).toBe(true);
    expect(confirmsEmail('ann@owner.example', 'anna@owner.example')).toBe(false);
    expect(confirmsEmail('', 'anna@owner.example')).toBe(false);
  });
});
