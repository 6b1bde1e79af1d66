import { describe, expect, it } from 'vitest';
import { cardTimings, isDueForAutoMove, overBeds, overTransit, sweepCutoff } from './linen-cycle';

const at = (iso: string) => new Date(iso);

describe('overdue', () => {
  const now = at('2026-06-30T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it('on beds: more than 14 days, for on_beds and changeover_due', () => {
    expect(overBeds({ status: 'on_beds', onBedsSince: daysAgo(14), transitSince: null }, now)).toBe(false);
    expect(overBeds({ status: 'on_beds', onBedsSince: daysAgo(15), transitSince: null }, now)).toBe(true);
    expect(overBeds({ status: 'changeover_due', onBedsSince: daysAgo(20), transitSince: null }, now)).toBe(true);
    expect(overBeds({ status: 'new', onBedsSince: daysAgo(20), transitSince: null }, now)).toBe(false);
    expect(overBeds({ status: 'in_transit', onBedsSince: daysAgo(20), transitSince: daysAgo(1) }, now)).toBe(false);
  });
  it('in transit: more than 4 days', () => {
    expect(overTransit({ status: 'in_transit', onBedsSince: null, transitSince: daysAgo(4) }, now)).toBe(false);
    expect(overTransit({ status: 'in_transit', onBedsSince: null, transitSince: daysAgo(5) }, now)).toBe(true);
    expect(overTransit({ status: 'on_beds', onBedsSince: null, transitSince: daysAgo(5) }, now)).toBe(false);
  });
  it('cardTimings gives the counts and flags', () => {
    expect(cardTimings({ status: 'on_beds', onBedsSince: daysAgo(3.5).toISOString(), transitSince: null }, now)).toEqual({
      daysOnBeds: 3,
      daysInTransit: null,
      overBeds: false,
      overTransit: false,
    });
    expect(cardTimings({ status: 'in_transit', onBedsSince: daysAgo(30), transitSince: daysAgo(6) }, now)).toEqual({
      daysOnBeds: null,
      daysInTransit: 6,
      overBeds: false,
      overTransit: true,
    });
    expect(cardTimings({ status: 'on_beds', onBedsSince: null, transitSince: null }, now).daysOnBeds).toBeNull();
  });
  it('the sweep moves only on_beds cards over 14 days', () => {
    expect(isDueForAutoMove({ status: 'on_beds', onBedsSince: daysAgo(15), transitSince: null }, now)).toBe(true);
    expect(isDueForAutoMove({ status: 'on_beds', onBedsSince: daysAgo(14.9), transitSince: null }, now)).toBe(false);
    expect(isDueForAutoMove({ status: 'changeover_due', onBedsSince: daysAgo(30), transitSince: null }, now)).toBe(false);
  });
  it('the sweep cutoff never excludes a due card', () => {
    // Just due across the change to BST: 14 wall-clock days, 13 days 23 h of real time... plus one more day.
    const spring = at('2026-04-04T09:00:00Z');
    const since = at('2026-03-20T10:00:00Z');
    expect(isDueForAutoMove({ status: 'on_beds', onBedsSince: since, transitSince: null }, spring)).toBe(true);
    expect(since.getTime()).toBeLessThan(sweepCutoff(spring).getTime());
  });
});
