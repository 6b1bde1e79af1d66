import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const key = 'k'.repeat(43);

describe('unsubscribe token', () => {
  it('reads back its own user and kind', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'changeover_due');
    expect(readUnsubscribeToken(key, token)).toEqual({ userId: 'user-1', kind: 'changeover_due' });
  });

  it('refuses another kind, another user, another key and a tampered signature', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'changeover_due');
    const [user, , sig] = token.split('.');
    expect(readUnsubscribeToken(key, `${user}.payment_reminders.${sig}`)).toBeNull();
    expect(readUnsubscribeToken(key, `${Buffer.from('user-2').toString('base64url')}.changeover_due.${sig}`)).toBeNull();
    expect(readUnsubscribeToken('other'.repeat(9), token)).toBeNull();
    expect(readUnsubscribeToken(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readUnsubscribeToken(key, 'nonsense')).toBeNull();
    expect(readUnsubscribeToken(key, `${user}.marketing.${sig}`)).toBeNull();
  });
});
