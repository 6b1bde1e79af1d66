import { describe, expect, it } from 'vitest';
import { lateChangeoverKey, lateChangeoverReason, periodDays, periodsReached, periodsToCharge } from './hire-clock';

/** A London wall-clock time as an instant (the test dates name their UTC offset). */
const at = (iso: string) => new Date(iso);

describe('periodsReached', () => {
  const since = at('2026-01-05T00:00:00Z'); // midnight in London (GMT)
  const card = { status: 'on_beds' as const, onBedsSince: since };

  it('charges nothing up to the last minute of day 14, and the first period from day 15 00:00 London', () => {
    expect(periodsReached(card, at('2026-01-19T23:59:00Z'), 14)).toBe(0);
    expect(periodsReached(card, at('2026-01-20T00:00:00Z'), 14)).toBe(1);
  });

  it('repeats every further everyDays on beds', () => {
    expect(periodsReached(card, at('2026-02-02T23:59:00Z'), 14)).toBe(1); // day 28
    expect(periodsReached(card, at('2026-02-03T00:00:00Z'), 14)).toBe(2); // day 29
    expect(periodsReached(card, at('2026-02-17T00:00:00Z'), 14)).toBe(3);
    expect(periodsReached(card, at('2026-01-27T00:00:00Z'), 7)).toBe(2);
  });

  it('counts London days across the spring clock change (day 15 starts at 23:00 UTC in BST)', () => {
    const spring = { status: 'on_beds' as const, onBedsSince: at('2026-03-20T00:00:00Z') };
    expect(periodsReached(spring, at('2026-04-03T22:59:00Z'), 14)).toBe(0);
    expect(periodsReached(spring, at('2026-04-03T23:00:00Z'), 14)).toBe(1);
  });

  it('counts London days across the autumn clock change', () => {
    const autumn = { status: 'on_beds' as const, onBedsSince: at('2026-10-19T23:00:00Z') }; // 20 Oct 00:00 BST
    expect(periodsReached(autumn, at('2026-11-03T23:59:00Z'), 14)).toBe(0); // 3 Nov 23:59 GMT, day 14
    expect(periodsReached(autumn, at('2026-11-04T00:00:00Z'), 14)).toBe(1);
  });

  it('stops when the bag is collected, and never runs for a new card', () => {
    const late = at('2026-03-01T00:00:00Z');
    expect(periodsReached({ status: 'changeover_due', onBedsSince: since }, late, 14)).toBeGreaterThan(0);
    expect(periodsReached({ status: 'in_transit', onBedsSince: since }, late, 14)).toBe(0);
    expect(periodsReached({ status: 'new', onBedsSince: null }, late, 14)).toBe(0);
  });
});

describe('periodsToCharge', () => {
  it('lists the periods reached that have no charge yet, once each', () => {
    expect(periodsToCharge(3, [1])).toEqual([2, 3]);
    expect(periodsToCharge(2, [1, 2])).toEqual([]);
    expect(periodsToCharge(0, [])).toEqual([]);
  });
});

describe('lateChangeoverKey', () => {
  it('names the card, its on-beds start and the period', () => {
    const since = at('2026-01-05T00:00:00Z');
    expect(lateChangeoverKey('c1', since, 2)).toBe('c1:2026-01-05T00:00:00.000Z:2');
    expect(lateChangeoverKey('c1', since, 2)).not.toBe(lateChangeoverKey('c1', at('2026-02-05T00:00:00Z'), 2));
  });
});

describe('lateChangeoverReason', () => {
  it('names the days on beds the period is for and the period', () => {
    expect(lateChangeoverReason(1, 14)).toBe('Linen on beds for more than 14 days (period 1)');
    expect(lateChangeoverReason(2, 14)).toBe('Linen on beds for more than 28 days (period 2)');
    expect(lateChangeoverReason(3, 7)).toBe('Linen on beds for more than 28 days (period 3)');
  });

  it('agrees with periodsReached: period p is reached the day after periodDays(p)', () => {
    const since = new Date('2026-01-05T00:00:00Z');
    for (const every of [1, 7, 14, 30]) {
      for (const p of [1, 2, 3]) {
        const dayAfter = new Date(since.getTime() + (periodDays(p, every) + 1) * 86_400_000);
        const dayOf = new Date(dayAfter.getTime() - 60_000);
        expect(periodsReached({ status: 'on_beds', onBedsSince: since }, dayAfter, every)).toBe(p);
        expect(periodsReached({ status: 'on_beds', onBedsSince: since }, dayOf, every)).toBe(p - 1);
      }
    }
  });
});
