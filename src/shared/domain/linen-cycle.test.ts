import { describe, expect, it } from 'vitest';
import {
  cardTimings,
  daysInTransit,
  daysOnBeds,
  isDueForAutoMove,
  isPastBound,
  overBeds,
  overdueBounds,
  OVERDUE_IN_TRANSIT_DAYS,
  OVERDUE_ON_BEDS_DAYS,
  overTransit,
  sweepCutoff,
} from './linen-cycle';

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

describe('overdueBounds: the one statement of the rule (the SQL counts and filters, the flags, the exceptions)', () => {
  it('a clock is past its bound exactly when its day count is over the limit, minute by minute around the cut-off, clock changes included; upper never excludes it', () => {
    for (const nowIso of ['2026-11-26T10:15:00Z', '2026-03-29T00:30:00Z', '2026-04-09T12:00:00Z', '2026-10-25T01:30:00Z', '2026-11-05T23:59:00Z']) {
      const now = new Date(nowIso);
      const bounds = overdueBounds(now);
      for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 7) {
        const beds = new Date(now.getTime() - 15 * 86_400_000 + minutes * 60_000);
        const bedsCard = { status: 'on_beds' as const, onBedsSince: beds, transitSince: null };
        const overBedsByDays = daysOnBeds(bedsCard, now)! > OVERDUE_ON_BEDS_DAYS;
        expect(isPastBound(beds, bounds.beds), `${nowIso} ${minutes}`).toBe(overBedsByDays);
        expect(overBeds(bedsCard, now)).toBe(overBedsByDays);
        if (overBedsByDays) expect(beds.getTime()).toBeLessThanOrEqual(bounds.beds.upper.getTime());
        const transit = new Date(now.getTime() - 5 * 86_400_000 + minutes * 60_000);
        const transitCard = { status: 'in_transit' as const, onBedsSince: null, transitSince: transit };
        const overTransitByDays = daysInTransit(transitCard, now)! > OVERDUE_IN_TRANSIT_DAYS;
        expect(isPastBound(transit, bounds.transit)).toBe(overTransitByDays);
        expect(overTransit(transitCard, now)).toBe(overTransitByDays);
        if (overTransitByDays) expect(transit.getTime()).toBeLessThanOrEqual(bounds.transit.upper.getTime());
      }
    }
  });
});
