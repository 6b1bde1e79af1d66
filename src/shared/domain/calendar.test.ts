import { describe, expect, it } from 'vitest';
import {
  addDays,
  canDeleteEvent,
  dayColor,
  DEFAULT_EVENT_COLOR,
  eventColor,
  feedWindow,
  gridRange,
  monthGrid,
  monthOf,
  rangeDays,
  rangeProblem,
  REQUEST_COLORS,
  shiftMonth,
  shortDayLabel,
  CALENDAR_RULE_MESSAGES as M,
} from './calendar';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('monthGrid', () => {
  it('starts a month whose 1st is a Monday on that day (June 2026: 5 rows)', () => {
    const weeks = monthGrid(2026, 6);
    expect(weeks[0][0]).toEqual({ date: '2026-06-01', inMonth: true });
    expect(weeks).toHaveLength(5);
    expect(weeks[4][6]).toEqual({ date: '2026-07-05', inMonth: false });
  });

  it('puts a month starting on a Sunday in the last column (March 2026: 6 rows)', () => {
    const weeks = monthGrid(2026, 3);
    expect(weeks[0].map((d) => d.date)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
    expect(weeks[0][6].inMonth).toBe(true);
    expect(weeks[0][5].inMonth).toBe(false);
    expect(weeks).toHaveLength(6);
    expect(weeks[5][1]).toEqual({ date: '2026-03-31', inMonth: true });
  });

  it('has 29 in-month days in February of a leap year and 4 rows for a February starting on Monday', () => {
    const leap = monthGrid(2028, 2)
      .flat()
      .filter((d) => d.inMonth);
    expect(leap).toHaveLength(29);
    expect(leap.at(-1)?.date).toBe('2028-02-29');
    expect(monthGrid(2027, 2)).toHaveLength(4);
    expect(monthGrid(2027, 2)[0][0].date).toBe('2027-02-01');
  });

  it('always has Monday-first rows of seven consecutive days', () => {
    for (let m = 1; m <= 12; m++) {
      const weeks = monthGrid(2026, m);
      expect(weeks.length).toBeGreaterThanOrEqual(4);
      expect(weeks.length).toBeLessThanOrEqual(6);
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        expect(weekday(week[0].date)).toBe(1);
        expect(weekday(week[6].date)).toBe(0);
      }
    }
  });
});

describe('gridRange and shiftMonth', () => {
  it('gives the first and last day the grid shows', () => {
    expect(gridRange(2026, 3)).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(rangeDays(gridRange(2026, 3).from, gridRange(2026, 3).to)).toBe(42);
  });

  it('moves across year ends both ways', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 5, 0)).toEqual({ year: 2026, month: 5 });
    expect(shiftMonth(2026, 5, -17)).toEqual({ year: 2024, month: 12 });
  });
});

describe('eventColor and dayColor', () => {
  it('colours requests by status and other events by their own colour, blue by default', () => {
    expect(eventColor({ requestStatus: 'accepted', color: '#000000' })).toBe(REQUEST_COLORS.accepted);
    expect(eventColor({ requestStatus: 'pending', color: null })).toBe(REQUEST_COLORS.pending);
    expect(eventColor({ requestStatus: 'declined', color: null })).toBe(REQUEST_COLORS.declined);
    expect(eventColor({ requestStatus: null, color: '#8b5cf6' })).toBe('#8b5cf6');
    expect(eventColor({ requestStatus: null, color: null })).toBe(DEFAULT_EVENT_COLOR);
  });

  it('lets declined beat pending beat accepted on a day, and the first event decide otherwise', () => {
    const ev = (requestStatus: 'accepted' | 'pending' | 'declined' | null, color: string | null = null) => ({ requestStatus, color });
    expect(dayColor([ev('accepted'), ev('pending'), ev('declined')])).toBe(REQUEST_COLORS.declined);
    expect(dayColor([ev('accepted'), ev('pending')])).toBe(REQUEST_COLORS.pending);
    expect(dayColor([ev(null, '#8b5cf6'), ev('accepted')])).toBe(REQUEST_COLORS.accepted);
    expect(dayColor([ev(null, '#8b5cf6'), ev(null, '#000000')])).toBe('#8b5cf6');
    expect(dayColor([])).toBeNull();
  });
});

describe('ranges and the feed window', () => {
  it('counts both ends and refuses reversed or too-long ranges', () => {
    expect(rangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(rangeDays('2026-03-28', '2026-04-02')).toBe(6);
    expect(rangeProblem('2026-03-01', '2026-05-01')).toBeNull();
    expect(rangeProblem('2026-03-01', '2026-05-02')).toBe(M.rangeTooLong);
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe(M.rangeReversed);
  });

  it('adds days across month and DST boundaries and reads the month of a day', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(monthOf('2026-11-24')).toEqual({ year: 2026, month: 11 });
    expect(feedWindow('2026-03-01')).toEqual({ from: '2025-12-01', to: '2027-03-01' });
  });
});

describe('canDeleteEvent', () => {
  const owner = { userId: 'u1', editsAny: false };
  const staff = { userId: 'u2', editsAny: true };
  it('never allows a request’s event; allows the creator and staff who edit the board', () => {
    expect(canDeleteEvent({ requestId: 'r', createdBy: 'u1' }, owner)).toBe(false);
    expect(canDeleteEvent({ requestId: 'r', createdBy: 'u1' }, staff)).toBe(false);
    expect(canDeleteEvent({ requestId: null, createdBy: 'u1' }, owner)).toBe(true);
    expect(canDeleteEvent({ requestId: null, createdBy: 'u3' }, owner)).toBe(false);
    expect(canDeleteEvent({ requestId: null, createdBy: null }, owner)).toBe(false);
    expect(canDeleteEvent({ requestId: null, createdBy: 'u3' }, staff)).toBe(true);
  });
});

describe('shortDayLabel', () => {
  it("names a calendar day as 'Tue 1 Dec', whatever the time zone", () => {
    expect(shortDayLabel('2026-12-01')).toBe('Tue 1 Dec');
    expect(shortDayLabel('2026-11-28')).toBe('Sat 28 Nov');
    expect(shortDayLabel('2027-03-28')).toBe('Sun 28 Mar');
  });
});
