import { describe, expect, it } from 'vitest';
import type { Figure } from './figures';
import { formatBytes, formatGrowthTable, formatScaleTable, growthOf, growthTable, median, parseScales, scaled, type ScalePoint } from './scale';

const figure = (p50: number, p99: number, cpuPerRequest: number): Figure => ({ requests: 100, seconds: 2, rps: 50, p50, p99, cpuPerRequest });

const point = (screen: string, scale: number, wallMs: number | null, dbMs: number | null, bytes: number): ScalePoint => ({
  screen,
  scale,
  app: figure(wallMs ?? 0, (wallMs ?? 0) * 2, 1),
  bare: figure(10, 20, 0.5),
  wallMs,
  dbMs,
  queries: 2,
  bytes,
  gzipBytes: Math.round(bytes / 10),
});

describe('scaled volumes', () => {
  it('multiplies and rounds, never below one row', () => {
    expect(scaled(5_000, 1)).toBe(5_000);
    expect(scaled(5_000, 16)).toBe(80_000);
    expect(scaled(200_000, 16)).toBe(3_200_000);
    expect(scaled(50, 0.1)).toBe(5);
    expect(scaled(3, 0.1)).toBe(1);
  });

  it('reads --scale as positive numbers in the order given, and refuses anything else', () => {
    expect(parseScales('1,4,16')).toEqual([1, 4, 16]);
    expect(parseScales('0.1, 0.4')).toEqual([0.1, 0.4]);
    expect(() => parseScales('1,,4')).toThrow(/positive numbers/);
    expect(() => parseScales('1,-4')).toThrow(/positive numbers/);
    expect(() => parseScales('big')).toThrow(/positive numbers/);
  });
});

describe('growth', () => {
  it('takes the median of the probes', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is size ÷ base, unknown when either side is', () => {
    expect(growthOf(10, 160)).toBe(16);
    expect(growthOf(null, 5)).toBeNull();
    expect(growthOf(0, 5)).toBeNull();
  });

  it('compares every size with the first and flags DB time or bytes above 1.5×', () => {
    const points = [
      point('board', 1, 100, 10, 1_000),
      point('board', 4, 400, 40, 4_000),
      point('board', 16, 1_600, 160, 16_000),
      point('stock', 1, 10, 2, 500),
      point('stock', 4, 11, 2.5, 500),
      point('stock', 16, 12, 2.9, 500),
    ];
    const growth = growthTable(points, [1, 4, 16]);
    expect(growth.map((g) => [g.screen, g.scale, g.db, g.bytes, g.flagged])).toEqual([
      ['board', 4, 4, 4, true],
      ['board', 16, 16, 16, true],
      ['stock', 4, 1.25, 1, false],
      ['stock', 16, 1.45, 1, false],
    ]);
    expect(growth[1].wall).toBe(16);
    expect(growth[1].cpu).toBe(1);
  });

  it('leaves out a screen that has no figure at the base size', () => {
    expect(growthTable([point('board', 4, 1, 1, 1)], [1, 4])).toEqual([]);
  });
});

describe('tables', () => {
  it('prints one markdown row per screen and size, and the growth with its marks', () => {
    const points = [point('board', 1, 100, 10, 2_650_000), point('board', 16, 1_600, 160.4, 42_900_000)];
    const table = formatScaleTable(points);
    expect(table[2]).toBe('| board | 1× | 100 | 100 / 200 | 10 / 20 | 1.0 | 10.0 (2) | 2.6 MB | 265 KB |');
    const growth = formatGrowthTable(growthTable(points, [1, 16]), 1);
    expect(growth[0]).toContain('| 1× → |');
    expect(growth[2]).toBe('| board | 16× | ×16 ! | ×1.0 | ×16 ! | ×16 ! | grows |');
  });

  it('prints sizes in B, KB and MB', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(12_345)).toBe('12.3 KB');
    expect(formatBytes(376_000)).toBe('376 KB');
    expect(formatBytes(10_700_000)).toBe('10.7 MB');
  });
});
