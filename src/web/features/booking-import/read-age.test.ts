import { describe, expect, it } from 'vitest';
import { readAge } from './read-age';

describe('readAge', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('says the age in minutes, hours, then days', () => {
    expect(readAge('2026-12-01T11:59:40Z', now)).toBe('just now');
    expect(readAge('2026-12-01T11:59:00Z', now)).toBe('1 minute ago');
    expect(readAge('2026-12-01T11:48:00Z', now)).toBe('12 minutes ago');
    expect(readAge('2026-12-01T05:30:00Z', now)).toBe('6 hours ago');
    expect(readAge('2026-11-28T12:00:00Z', now)).toBe('3 days ago');
  });
  it('never says a negative age (a clock a little ahead)', () => expect(readAge('2026-12-01T12:01:00Z', now)).toBe('just now'));
});
