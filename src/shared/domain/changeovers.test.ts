import { describe, expect, it } from 'vitest';
import { changeoverStatus, changeoverWindowStart, daysOnBed, filteredCount } from './changeovers';

describe('changeover status and window', () => {
  it('is in transit until returned', () => {
    expect(changeoverStatus(null)).toBe('in_transit');
    expect(changeoverStatus(undefined)).toBe('in_transit');
    expect(changeoverStatus(new Date())).toBe('returned');
    expect(changeoverStatus('2026-11-01T10:00:00Z')).toBe('returned');
  });
  it('reaches back 30 days from now', () => {
    expect(changeoverWindowStart(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-10-24T12:00:00.000Z');
  });
});

describe('days on bed (Europe/London)', () => {
  it('counts whole days, flooring part days', () => {
    expect(daysOnBed('2026-11-01T09:00:00Z', '2026-11-15T08:59:59Z')).toBe(13);
    expect(daysOnBed('2026-11-01T09:00:00Z', '2026-11-15T09:00:00Z')).toBe(14);
    expect(daysOnBed('2026-11-01T09:00:00Z', '2026-11-01T20:00:00Z')).toBe(0);
  });
  it('keeps a day a day across the spring clock change (a 23-hour day)', () => {
    // 28 Mar 2027 01:00 GMT the clocks go forward: 12:00 GMT on the 27th to 12:00 BST on the 28th is 23 real hours.
    expect(daysOnBed(new Date('2027-03-27T12:00:00Z'), new Date('2027-03-28T11:00:00Z'))).toBe(1);
  });
  it('keeps a day a day across the autumn clock change (a 25-hour day)', () => {
    // 25 Oct 2026 the clocks go back: 12:00 BST on the 24th to 11:30 GMT on the 25th is 24.5 real hours but under a day on the clock.
    expect(daysOnBed(new Date('2026-10-24T11:00:00Z'), new Date('2026-10-25T11:30:00Z'))).toBe(0);
    expect(daysOnBed(new Date('2026-10-24T11:00:00Z'), new Date('2026-10-25T12:00:00Z'))).toBe(1);
  });
  it('is null without both moments and never negative', () => {
    expect(daysOnBed(null, '2026-11-01T00:00:00Z')).toBeNull();
    expect(daysOnBed('2026-11-01T00:00:00Z', null)).toBeNull();
    expect(daysOnBed('not a date', '2026-11-01T00:00:00Z')).toBeNull();
    expect(daysOnBed('2026-11-05T00:00:00Z', '2026-11-01T00:00:00Z')).toBe(0);
  });
});

describe('filteredCount', () => {
  it('is the count of the rows the status filter keeps', () => {
    const summary = { total: 7, inTransit: 3, returned: 4 };
    expect(filteredCount(summary, 'all')).toBe(7);
    expect(filteredCount(summary, 'in_transit')).toBe(3);
    expect(filteredCount(summary, 'returned')).toBe(4);
  });
});
