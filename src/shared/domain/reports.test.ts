import { describe, expect, it } from 'vitest';
import { defaultReportRange, exceptionCutoffs, exceptionDays, exceptionsByStatus, monthBefore, reportFilename, reportRange, REPORT_MESSAGES as M, turnsPerWeek, weekStart } from './reports';
import { londonMidnight } from './london-time';

const DAY = 86_400_000;

describe('the report range', () => {
  it('defaults to one month before London today, to today', () => {
    expect(defaultReportRange(new Date('2026-11-24T10:00:00Z'))).toEqual({ start: '2026-10-24', end: '2026-11-24' });
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    expect(defaultReportRange(new Date('2026-05-31T23:30:00Z'))).toEqual({ start: '2026-05-01', end: '2026-06-01' });
  });
  it('clamps a month back to the shorter month and crosses the year', () => {
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2028-03-30')).toBe('2028-02-29');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });
  it('starts at 00:00 London and ends after 23:59:59.999 London of the end day', () => {
    const winter = reportRange({ start: '2026-01-05', end: '2026-01-06' }, new Date());
    expect(winter).toEqual({
      range: { start: '2026-01-05', end: '2026-01-06', from: new Date('2026-01-05T00:00:00Z'), until: new Date('2026-01-07T00:00:00Z') },
    });
    const summer = reportRange({ start: '2026-07-01', end: '2026-07-31' }, new Date());
    if (!('range' in summer)) throw new Error('refused');
    expect(summer.range.from.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(summer.range.until.toISOString()).toBe('2026-07-31T23:00:00.000Z');
    // 23:59:59.999 London on the end day is inside; the next millisecond is not.
    expect(summer.range.until.getTime() - 1).toBe(Date.parse('2026-07-31T22:59:59.999Z'));
  });
  it('knows London midnight on the clock-change days', () => {
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
  it('fills a missing end from the default and refuses a reversed or malformed range', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(reportRange({ start: '2026-11-01' }, now)).toMatchObject({ range: { start: '2026-11-01', end: '2026-11-24' } });
    expect(reportRange({ start: '2026-11-25', end: '2026-11-24' }, now)).toEqual({ problem: M.reversed });
    expect(reportRange({ start: '2026-02-30', end: '2026-03-01' }, now)).toEqual({ problem: M.badStart });
    expect(reportRange({ start: '2026-02-01', end: '1 March' }, now)).toEqual({ problem: M.badEnd });
    expect(reportRange({ start: '2026-11-24', end: '2026-11-24' }, now)).toMatchObject({ range: { start: '2026-11-24', end: '2026-11-24' } });
  });
});

describe('turns per week', () => {
  it('takes Monday as the first day of the week', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2026-11-01')).toBe('2026-10-26');
  });
  it('lists every week of the range, zero where SQL found none', () => {
    expect(turnsPerWeek({ start: '2026-11-01', end: '2026-11-17' }, [{ week: '2026-11-09', turns: 4 }])).toEqual([
      { week: '2026-10-26', turns: 0 },
      { week: '2026-11-02', turns: 0 },
      { week: '2026-11-09', turns: 4 },
      { week: '2026-11-16', turns: 0 },
    ]);
  });
});

describe('exceptions', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  it('counts more than 14 days on beds (also changeover due) and more than 4 in transit', () => {
    expect(exceptionDays({ status: 'on_beds', onBedsSince: ago(15), transitSince: null }, now)).toBe(15);
    expect(exceptionDays({ status: 'on_beds', onBedsSince: ago(14), transitSince: null }, now)).toBeNull();
    expect(exceptionDays({ status: 'changeover_due', onBedsSince: ago(20), transitSince: null }, now)).toBe(20);
    expect(exceptionDays({ status: 'in_transit', onBedsSince: ago(30), transitSince: ago(5) }, now)).toBe(5);
    expect(exceptionDays({ status: 'in_transit', onBedsSince: null, transitSince: ago(4) }, now)).toBeNull();
    expect(exceptionDays({ status: 'new', onBedsSince: ago(40), transitSince: ago(40) }, now)).toBeNull();
  });
  it('pre-filters no overdue card away', () => {
    const { onBeds, inTransit } = exceptionCutoffs(now);
    expect(onBeds.getTime()).toBeGreaterThanOrEqual(ago(15).getTime());
    expect(inTransit.getTime()).toBeGreaterThanOrEqual(ago(5).getTime());
    expect(onBeds.getTime()).toBeLessThan(ago(14).getTime());
    expect(inTransit.getTime()).toBeLessThan(ago(4).getTime());
  });
  it('counts exceptions per column, every column listed', () => {
    const none = { new: 0, on_beds: 0, changeover_due: 0, in_transit: 0 };
    expect(exceptionsByStatus({ beds: { ...none, on_beds: 1 }, transit: { ...none, in_transit: 2 } })).toEqual([
      { status: 'on_beds', count: 1 },
      { status: 'changeover_due', count: 0 },
      { status: 'in_transit', count: 2 },
    ]);
  });
});

describe('file names', () => {
  it('names each export with its start and end days', () => {
    expect(reportFilename('turns', '2026-10-24', '2026-11-24')).toBe('turns_report_2026-10-24_2026-11-24.csv');
    expect(reportFilename('damages', '2026-10-24', '2026-11-24', true)).toBe('damages_detail_report_2026-10-24_2026-11-24.csv');
  });
});
