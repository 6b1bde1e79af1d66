import { describe, expect, it } from 'vitest';
import { cardTimings, isDueForAutoMove, overBeds, overdueBounds, overTransit, sweepCutoff } from './linen-cycle';
import { londonWallClockMs } from './london-time';

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

describe('overdueBounds (the board counts and filters overdue cards in SQL)', () => {
  /** What the SQL tests: since <= upper and London's wall clock of since <= wall. */
  const inBound = (since: Date, b: { upper: Date; wall: string }) =>
    since.getTime() <= b.upper.getTime() && londonWallClockMs(since) <= Date.parse(`${b.wall.replace(' ', 'T')}Z`);

  it('agrees with overBeds and overTransit minute by minute around the cut-off, clock changes included', () => {
    for (const nowIso of ['2026-11-26T10:15:00Z', '2026-03-29T00:30:00Z', '2026-04-09T12:00:00Z', '2026-10-25T01:30:00Z', '2026-11-05T23:59:00Z']) {
      const now = new Date(nowIso);
      const bounds = overdueBounds(now);
      for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 7) {
        const beds = new Date(now.getTime() - 15 * 86_400_000 + minutes * 60_000);
        expect(inBound(beds, bounds.beds), `${nowIso} ${minutes}`).toBe(overBeds({ status: 'on_beds', onBedsSince: beds, transitSince: null }, now));
        const transit = new Date(now.getTime() - 5 * 86_400_000 + minutes * 60_000);
        expect(inBound(transit, bounds.transit)).toBe(overTransit({ status: 'in_transit', onBedsSince: null, transitSince: transit }, now));
      }
    }
  });
});
