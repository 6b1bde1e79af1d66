/**
 * The period filter the ledgers share (docs/product.md §2.9: collections 7 / 30 / 90 days or all; damages the
 * same): a rolling window back from the server's now, with its labels. One rule for both screens.
 */
const DAY_MS = 86_400_000;

export const ROLLING_PERIODS = ['7', '30', '90', 'all'] as const;
export type RollingPeriod = (typeof ROLLING_PERIODS)[number];

export const ROLLING_PERIOD_LABELS: Record<RollingPeriod, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  all: 'All time',
};

/** The first instant in the period (null: all time). */
export function rollingPeriodStart(period: RollingPeriod, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - Number(period) * DAY_MS);
}
