import { describe, expect, it } from 'vitest';
import { atRest, figureOf, formatFigure, formatRatio, percentiles, sliceSeconds, slowestOf, wantsAnotherSlice } from './figures';

const plan = { minimumSeconds: 2, fits: 5, maximumSeconds: 60 };

describe('slice sizing', () => {
  it('keeps the minimum for fast requests and stretches for slow ones until the slowest fits five times', () => {
    expect(sliceSeconds(0, plan)).toBe(2);
    expect(sliceSeconds(40, plan)).toBe(2);
    expect(sliceSeconds(1_500, plan)).toBe(8);
    expect(sliceSeconds(3_100, plan)).toBe(16);
    expect(sliceSeconds(45_000, plan)).toBe(60);
    expect(sliceSeconds(Number.NaN, plan)).toBe(2);
  });

  it('takes a slice that answered nothing as a request at least that long', () => {
    expect(slowestOf([{ requests: 0, seconds: 2, latencies: [] }])).toBe(2_000);
    expect(sliceSeconds(slowestOf([{ requests: 0, seconds: 2, latencies: [] }]), plan)).toBe(10);
    expect(slowestOf([{ requests: 3, seconds: 2, latencies: [120, 900, 300] }])).toBe(900);
    expect(slowestOf([{ requests: 40, seconds: 2, latencies: { p50: 30, p99: 700 } }])).toBe(700);
  });

  it('runs slices until the seconds are done and the figure has enough answers, within the cap', () => {
    expect(wantsAnotherSlice({ seconds: 4, requests: 500 }, 10, 60)).toBe(true);
    expect(wantsAnotherSlice({ seconds: 10, requests: 500 }, 10, 60)).toBe(false);
    expect(wantsAnotherSlice({ seconds: 10, requests: 12 }, 10, 60)).toBe(true);
    expect(wantsAnotherSlice({ seconds: 60, requests: 12 }, 10, 60)).toBe(false);
  });
});

describe('figures', () => {
  it('has no percentiles without latencies (not 0)', () => {
    expect(percentiles([{ latencies: [] }])).toEqual({ p50: null, p99: null });
    expect(percentiles([])).toEqual({ p50: null, p99: null });
    expect(percentiles([{ latencies: [10, 20, 30, 40] }])).toEqual({ p50: 30, p99: 40 });
    expect(percentiles([{ latencies: { p50: 5, p99: 50 } }, { latencies: { p50: 7, p99: 90 } }, { latencies: { p50: 6, p99: 60 } }])).toEqual({ p50: 6, p99: 90 });
  });

  it("prints 'not measured' for a figure with too few answers, never 0 req/s", () => {
    const nothing = figureOf([{ requests: 0, seconds: 2, latencies: [] }], 2, 0);
    expect(formatFigure(nothing)).toBe('not measured (0 requests answered in 2 s; a figure needs 30)');
    expect(formatFigure(nothing)).not.toMatch(/\b0 req\/s|p50 +0 ms/);
    const few = figureOf([{ requests: 4, seconds: 60, latencies: [9000, 9500, 9900, 12000] }], 60, 400);
    expect(formatFigure(few)).toBe('not measured (4 requests answered in 60 s; a figure needs 30)');
    const one = figureOf([{ requests: 1, seconds: 10, latencies: [9000] }], 10, null);
    expect(formatFigure(one, 30)).toMatch(/^not measured \(1 request answered/);
  });

  it('prints a measured figure with its request count, and a slow one with a decimal', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    const f = figureOf([{ requests: 100, seconds: 10, latencies }], 10, 250);
    expect(formatFigure(f)).toBe('    10 req/s  p50   51 ms  p99  100 ms  server CPU 2.50 ms/req  (100 requests)');
    const slow = figureOf([{ requests: 40, seconds: 16, latencies: Array(40).fill(3000) }], 16, null);
    expect(formatFigure(slow)).toBe('   2.5 req/s  p50 3000 ms  p99 3000 ms  (40 requests)');
  });

  it('compares app and bare only when both were measured', () => {
    const many = (ms: number) => figureOf([{ requests: 100, seconds: 10, latencies: Array(100).fill(ms) }], 10, 100);
    const none = figureOf([{ requests: 0, seconds: 10, latencies: [] }], 10, 0);
    expect(formatRatio(many(20), none)).toEqual(['  ratio not measured (one side has too few answers)']);
    expect(formatRatio(many(20), many(10))[0]).toBe('  ratio 100% of bare req/s; p99 app/bare 20/10 ms');
  });
});

describe('settling', () => {
  it('is at rest only when the server is idle and PostgreSQL runs nothing for the bench', () => {
    expect(atRest(5, 0)).toBe(true);
    expect(atRest(5, null)).toBe(true);
    expect(atRest(null, null)).toBe(true);
    expect(atRest(5, 2)).toBe(false);
    expect(atRest(180, 0)).toBe(false);
  });
});
