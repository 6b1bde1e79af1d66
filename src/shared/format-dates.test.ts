import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-dates';

describe('app date formats', () => {
  it('shows dates and date-times in UK time', () => {
    expect(formatDate('2026-11-23T14:05:00Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-23T14:05:00Z')).toBe('23 Nov 2026, 14:05');
    // British Summer Time: 23:30 UTC on 14 June is 00:30 on the 15th in London.
    expect(formatDateTime('2026-06-14T23:30:00Z')).toBe('15 Jun 2026, 00:30');
    expect(formatTime(new Date('2026-09-01T08:07:00Z'))).toBe('09:07');
    expect(formatDate('2026-09-01T08:07:00Z')).toBe('1 Sep 2026');
  });

  it('shows a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('2026-03-29')).toBe('29 Mar 2026');
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('gives the fallback for no date or an unreadable one', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, '')).toBe('');
    expect(formatDateTime('not a date', 'Never')).toBe('Never');
    expect(formatDateTime('')).toBe('—');
  });
});
