import { describe, expect, it } from 'vitest';
import { cardTimings, elapsedDays, isDueForAutoMove, londonToday, londonWallClockMs, overBeds, overTransit, sweepCutoff } from './linen-cycle';

const at = (iso: string) => new Date(iso);

describe('elapsedDays (Europe/London wall clock)', () => {
  it('counts whole days, floored', () => {
    expect(elapsedDays(at('2026-01-01T10:00:00Z'), at('2026-01-15T09:59:59Z'))).toBe(13);
    expect(elapsedDays(at('2026-01-01T10:00:00Z'), at('2026-01-15T10:00:00Z'))).toBe(14);
  });
  it('is 14 days from 10:00 on 20 Mar to 10:00 on 3 Apr across the change to BST', () => {
    // 10:00 GMT on 20 Mar = 10:00Z; 10:00 BST on 3 Apr = 09:00Z (only 13 days 23 h of real time)
    expect(elapsedDays(at('2026-03-20T10:00:00Z'), at('2026-04-03T09:00:00Z'))).toBe(14);
  });
  it('does not gain a day across the change back to GMT', () => {
    // 10:00 BST on 20 Oct = 09:00Z; 09:30 GMT on 3 Nov = 09:30Z (14 days 30 min of real time)
    expect(elapsedDays(at('2026-10-20T09:00:00Z'), at('2026-11-03T09:30:00Z'))).toBe(13);
  });
  it('is never negative', () => {
    expect(elapsedDays(at('2026-01-02T00:00:00Z'), at('2026-01-01T00:00:00Z'))).toBe(0);
  });
});

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

describe('londonToday', () => {
  it('is the London calendar day', () => {
    expect(londonToday(at('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonToday(at('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('londonWallClockMs', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const viaIntl = (d: Date) => {
    const p: Record<string, number> = {};
    for (const part of intl.formatToParts(d)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  };
  it('agrees with Intl every 30 minutes around the clock changes and daily for 2024-2030', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000 / 3) {
      const d = new Date(t);
      expect(londonWallClockMs(d), d.toISOString()).toBe(viaIntl(d));
    }
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = change - 3 * 3_600_000; t <= change + 3 * 3_600_000; t += 1_800_000) {
        const d = new Date(t);
        expect(londonWallClockMs(d), d.toISOString()).toBe(viaIntl(d));
      }
    }
  });
});
