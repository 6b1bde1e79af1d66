/** The hour boundaries the per-hour totals are read by (decision 0178): whole hours from the first boundary at or after a start. */
import { describe, expect, it } from 'vitest';
import { firstWholeHour, hourStart } from './hour-totals';

describe('hour boundaries', () => {
  it('keep a start on the hour, and move a start inside one to the next', () => {
    expect(firstWholeHour(new Date('2026-07-10T23:00:00.000Z')).toISOString()).toBe('2026-07-10T23:00:00.000Z');
    expect(firstWholeHour(new Date('2026-07-10T23:00:00.001Z')).toISOString()).toBe('2026-07-11T00:00:00.000Z');
    expect(firstWholeHour(new Date('2026-07-10T22:59:59.999Z')).toISOString()).toBe('2026-07-10T23:00:00.000Z');
  });

  it('give the start of the hour that holds an instant', () => {
    expect(hourStart(new Date('2026-03-29T01:30:00Z')).toISOString()).toBe('2026-03-29T01:00:00.000Z'); // London's clocks go forward at 01:00 UTC
    expect(hourStart(new Date('2026-10-25T01:00:00Z')).toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });
});
