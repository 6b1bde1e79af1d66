/**
 * The scale mode's arithmetic (`npm run bench -- --scale=1,4,16`, issue 21 item 5), pure so that it is
 * tested (bench/lib/scale.test.ts): how a seeded volume grows with the scale, each screen's figures at
 * each size, and how much they grow from the first size to each larger one (flagged above 1.5×, the
 * issue's bound for a screen whose cost is set by what it shows).
 */
import type { Figure } from './figures';

/** A seeded volume at a scale: at least one, so that a small trial scale (0.1) still has every kind of row. */
export const scaled = (n: number, scale: number) => Math.max(1, Math.round(n * scale));

/** `--scale=1,4,16` → [1, 4, 16], in the order given (the first is the base of the growth table). */
export function parseScales(text: string): number[] {
  const scales = text.split(',').map((part) => Number(part.trim()));
  if (scales.length === 0 || scales.some((s) => !Number.isFinite(s) || s <= 0)) {
    throw new Error(`--scale takes positive numbers separated by commas (e.g. 1,4,16), not '${text}'`);
  }
  return scales;
}

/** Growth above this (size ÷ base) is flagged: the issue's goal is at most 1.5× from 1× to 16×. */
export const GROWTH_LIMIT = 1.5;

/** One screen's figures at one size. */
export interface ScalePoint {
  screen: string;
  scale: number;
  /** Under load (autocannon or wrk), app and bare; null when that side was not run. */
  app: Figure | null;
  bare: Figure | null;
  /** One request at a time with the system at rest: the app's wall time (ms), median over the probes. */
  wallMs: number | null;
  /** Database time per request (ms): the bare handler's queries, summed, median over the probes; null if none. */
  dbMs: number | null;
  /** How many queries the bare handler ran. */
  queries: number | null;
  /** The app's response body, uncompressed and gzipped. */
  bytes: number;
  gzipBytes: number;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** size ÷ base, or null when either is unknown or the base is 0. */
export function growthOf(base: number | null, at: number | null): number | null {
  if (base === null || at === null || base <= 0) return null;
  return at / base;
}

const sizeLabel = (scale: number) => `${scale}×`;

export function formatBytes(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)} MB`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(n >= 100_000 ? 0 : 1)} KB`;
  return `${n} B`;
}

const ms = (v: number | null | undefined, digits = 0) => (v === null || v === undefined ? '–' : v.toFixed(digits));
const p50p99 = (f: Figure | null) => (f && f.p50 !== null && f.p99 !== null ? `${f.p50} / ${f.p99}` : '–');

/** The figures, one row per screen and size, as a markdown table. */
export function formatScaleTable(points: ScalePoint[]): string[] {
  const lines = [
    '| screen | size | wall ms (one at a time) | app p50 / p99 ms (load) | bare p50 / p99 ms (load) | server CPU ms/req (app) | DB ms/req (queries) | bytes | gzip |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const p of points) {
    lines.push(
      `| ${p.screen} | ${sizeLabel(p.scale)} | ${ms(p.wallMs)} | ${p50p99(p.app)} | ${p50p99(p.bare)} | ${ms(p.app?.cpuPerRequest, 1)} | ` +
        `${ms(p.dbMs, 1)}${p.queries === null ? '' : ` (${p.queries})`} | ${formatBytes(p.bytes)} | ${formatBytes(p.gzipBytes)} |`,
    );
  }
  return lines;
}

export interface Growth {
  screen: string;
  scale: number;
  /** The app's wall time one at a time, its server CPU per request under load, DB time, bytes: each size ÷ the base size. */
  wall: number | null;
  cpu: number | null;
  db: number | null;
  bytes: number | null;
  /** DB time or bytes grew more than GROWTH_LIMIT. */
  flagged: boolean;
}

/** Each screen's growth from the base size (the first scale) to every other size. */
export function growthTable(points: ScalePoint[], scales: number[]): Growth[] {
  const base = scales[0];
  const out: Growth[] = [];
  for (const screen of [...new Set(points.map((p) => p.screen))]) {
    const at = (scale: number) => points.find((p) => p.screen === screen && p.scale === scale);
    const from = at(base);
    if (!from) continue;
    for (const scale of scales.slice(1)) {
      const to = at(scale);
      if (!to) continue;
      const g = {
        screen,
        scale,
        wall: growthOf(from.wallMs, to.wallMs),
        cpu: growthOf(from.app?.cpuPerRequest ?? null, to.app?.cpuPerRequest ?? null),
        db: growthOf(from.dbMs, to.dbMs),
        bytes: growthOf(from.bytes, to.bytes),
      };
      out.push({ ...g, flagged: (g.db ?? 0) > GROWTH_LIMIT || (g.bytes ?? 0) > GROWTH_LIMIT });
    }
  }
  return out;
}

const factor = (v: number | null) => (v === null ? '–' : `×${v.toFixed(v >= 10 ? 0 : 1)}${v > GROWTH_LIMIT ? ' !' : ''}`);

/** The growth as a markdown table; ' !' marks a factor above 1.5, 'grows' a screen whose DB time or bytes do. */
export function formatGrowthTable(growth: Growth[], base: number): string[] {
  const lines = [
    `| screen | ${sizeLabel(base)} → | wall | server CPU | DB time | bytes | flat? |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const g of growth) {
    lines.push(
      `| ${g.screen} | ${sizeLabel(g.scale)} | ${factor(g.wall)} | ${factor(g.cpu)} | ${factor(g.db)} | ${factor(g.bytes)} | ${g.flagged ? 'grows' : 'flat'} |`,
    );
  }
  return lines;
}
