import { describe, expect, it } from 'vitest';
import { actionTimes, percentile, planRound, ROUND_PATTERN, spread, type PlanCard, type PlanRound } from './courier-plan';
import { benchInventory } from './seed-courier';
import { onHire } from '@shared/domain/courier-visits';

const cards = (list: string, n: number): PlanCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${list}-${i}`,
    propertyName: `${list} house ${i}`,
    labelCode: i % 3 === 0 ? null : `L${list}${i}`,
    onHire: [...onHire(benchInventory(1 + (i % 4)))].map(([item, expected]) => ({ item, expected })),
  }));
const round = (n = 200): PlanRound => ({ collect: { cards: cards('c', n) }, return: { cards: cards('r', n) }, deliver: { cards: cards('d', n) } });
const now = new Date('2026-11-27T10:00:00Z');

describe('the courier bench round', () => {
  it('makes 200 stops: 80 collects, 60 returns, 50 deliveries and 10 no access, interleaved, each card once', () => {
    const plan = planRound(round(), { actions: 200, photos: 50, now });
    const count = (a: string) => plan.filter((s) => s.action === a).length;
    expect([count('collect'), count('return'), count('deliver'), count('no_access')]).toEqual([80, 60, 50, 10]);
    expect(new Set(plan.map((s) => s.card.id)).size).toBe(200);
    // No access is a collect nobody opened for: its card comes from the collect list.
    expect(plan.filter((s) => s.action === 'no_access').every((s) => s.card.id.startsWith('c-'))).toBe(true);
    expect(plan.slice(0, ROUND_PATTERN.length).map((s) => s.action)).toEqual(ROUND_PATTERN);
  });

  it('puts exactly the photos asked for: one on every no access, the rest on collects, at most one each', () => {
    const plan = planRound(round(), { actions: 200, photos: 50, now });
    expect(plan.reduce((n, s) => n + s.photos, 0)).toBe(50);
    expect(plan.filter((s) => s.action === 'no_access').every((s) => s.photos === 1 && s.noOnePresent)).toBe(true);
    expect(plan.filter((s) => s.photos > 0).every((s) => s.action === 'collect' || s.action === 'no_access')).toBe(true);
    // Spread over the round, not bunched at its start.
    const withPhoto = plan.flatMap((s, i) => (s.action === 'collect' && s.photos ? [i] : []));
    expect(withPhoto[0]).toBeLessThan(10);
    expect(withPhoto[withPhoto.length - 1]).toBeGreaterThan(185);
  });

  it('gives the phone times in order, a minute apart, all before now and within the server’s 7 days', () => {
    const plan = planRound(round(), { actions: 200, photos: 50, now });
    const times = plan.map((s) => Date.parse(s.happenedAt));
    expect(times.every((t, i) => i === 0 || t - times[i - 1] === 60_000)).toBe(true);
    expect(times[times.length - 1]).toBeLessThan(now.getTime());
    expect(now.getTime() - times[0]).toBeLessThan(7 * 86_400_000);
  });

  it('counts what is on hire, one item short on every seventh stop; signs unless no one was present', () => {
    const plan = planRound(round(), { actions: 200, photos: 50, now });
    const short = plan.filter((s) => s.counts.some((c) => c.counted !== s.card.onHire.find((h) => h.item === c.item)!.expected));
    expect(short.length).toBe(plan.filter((s, i) => i % 7 === 0 && s.action !== 'no_access').length);
    expect(plan.filter((s) => s.action !== 'no_access').every((s) => s.counts.length === s.card.onHire.length)).toBe(true);
    expect(plan.filter((s) => s.noOnePresent).length).toBe(10 + 20 - plan.filter((s, i) => i % 10 === 9 && s.action === 'no_access').length);
    // Scanned stops send their label's code; a card without a label is picked from the list.
    expect(plan.filter((s) => s.bagCode).every((s) => s.bagCode === s.card.labelCode)).toBe(true);
    expect(plan.some((s) => s.bagCode) && plan.some((s) => !s.bagCode)).toBe(true);
  });

  it('refuses a round too short for the plan, and photos that cannot fit', () => {
    expect(() => planRound(round(50), { actions: 200, photos: 50, now })).toThrow(/collect list has 50 cards/);
    expect(() => planRound(round(), { actions: 200, photos: 5, now })).toThrow(/cannot cover 10/);
    expect(() => planRound(round(), { actions: 200, photos: 200, now })).toThrow(/more than one per collect/);
  });
});

describe('the courier bench figures', () => {
  it('reads percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('times each action from the previous stop’s answer, its photos included', () => {
    const requests = [
      { kind: 'visit' as const, start: 100, end: 130 },
      { kind: 'photo' as const, start: 131, end: 200 },
      { kind: 'visit' as const, start: 201, end: 240 },
      { kind: 'visit' as const, start: 245, end: 260 },
    ];
    expect(actionTimes(requests, 90)).toEqual([40, 110, 20]);
  });

  it('prints p50, p95 and max, or none', () => {
    expect(spread([10, 20, 30])).toBe('p50 20 ms, p95 30 ms, max 30 ms (3)');
    expect(spread([])).toBe('none');
  });
});
