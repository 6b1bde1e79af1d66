import { describe, expect, it } from 'vitest';
import { elapsedDays, firstWholeDay, londonInstant, londonMidnight, londonToday, londonWallClockMs } from './london-time';

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

describe('londonInstant and londonMidnight', () => {
  it('is 00:00 UTC in winter and 23:00 UTC the day before in summer time', () => {
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });
  it('keeps the hour on the days the clocks change', () => {
    expect(londonInstant('2026-03-29', 8).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(londonInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });
});

describe('firstWholeDay', () => {
  it('is the next London day unless the instant is a London midnight', () => {
    // 23:30 UTC in summer is 00:30 the next London day: the first whole day is the one after.
    expect(firstWholeDay(at('2026-07-10T23:30:00Z'))).toEqual({ day: '2026-07-12', from: at('2026-07-11T23:00:00Z') });
    expect(firstWholeDay(at('2026-07-10T22:30:00Z'))).toEqual({ day: '2026-07-11', from: at('2026-07-10T23:00:00Z') });
    expect(firstWholeDay(at('2026-07-10T23:00:00Z'))).toEqual({ day: '2026-07-11', from: at('2026-07-10T23:00:00Z') });
    expect(firstWholeDay(at('2026-12-31T12:00:00Z'))).toEqual({ day: '2027-01-01', from: at('2027-01-01T00:00:00Z') });
    // The night the clocks go back (25 October 2026): the next midnight is 00:00 UTC.
    expect(firstWholeDay(at('2026-10-25T12:00:00Z'))).toEqual({ day: '2026-10-26', from: at('2026-10-26T00:00:00Z') });
  });
});
