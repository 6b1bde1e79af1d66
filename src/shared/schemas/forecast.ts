/**
 * Stock → Forecast (issue 24 items 2 and 3; decision 0197):
 *   GET /api/stock/forecast            -> TForecastResponse (the next 14 London days)
 *   GET /api/stock/forecast.csv        -> the same as CSV
 *   GET /api/stock/par-levels?search=&offset=&limit= -> TParLevelsResponse (a page of properties by name)
 */
import { z } from 'zod';
import type { Forecast, ForecastDay } from '../domain/linen-forecast';
import type { AssertTrue, Same } from './same-shape';

const count = z.number().int();

export const ZBucketCounts = z.object({ single: count, double: count, king: count, superking: count, towels: count }).meta({ id: 'ForecastBuckets' });

export const ZForecastDay = z
  .object({
    day: z.string(),
    changeovers: count,
    bySource: z.object({ accepted: count, pending: count, booking: count }),
    need: ZBucketCounts,
    dueBack: ZBucketCounts,
    available: ZBucketCounts,
    short: ZBucketCounts,
    flagged: z.boolean(),
  })
  .meta({ id: 'ForecastDay' });
export type ForecastDayShapeCheck = AssertTrue<Same<z.infer<typeof ZForecastDay>, ForecastDay>>;

export const ZForecastResponse = z.object({
  today: z.string(),
  shelf: ZBucketCounts,
  days: z.array(ZForecastDay),
  flaggedDays: count,
  /** The laundry's turnaround the forecast assumes, in days. */
  turnaroundDays: count,
  /** Non-archived properties whose linen inventory names no bed linen or towels (they need nothing here). */
  propertiesWithoutInventory: count,
});
export type TForecastResponse = z.infer<typeof ZForecastResponse>;
export type ForecastShapeCheck = AssertTrue<Same<Omit<TForecastResponse, 'turnaroundDays' | 'propertiesWithoutInventory'>, Forecast>>;

export const PAR_PAGE_MAX = 100;

export const ZParLevelsQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be a whole number')
    .max(1_000_000, 'Offset is too large')
    .default(0),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PAR_PAGE_MAX, `Limit must be at most ${PAR_PAGE_MAX}`)
    .default(50),
});
export type TParLevelsQuery = z.input<typeof ZParLevelsQuery>;

export const ZParLevelRow = z
  .object({
    propertyId: z.string(),
    name: z.string(),
    clientName: z.string().nullable(),
    beds: count,
    /** Changeovers in the last 8 weeks, and per week. */
    changeovers: count,
    perWeek: z.number(),
    parSets: count,
    /** Sets per changeover, par, held and short per bed size and towel packs. */
    sets: ZBucketCounts,
    par: ZBucketCounts,
    held: ZBucketCounts,
    short: ZBucketCounts,
    parBedSets: count,
    heldBedSets: count,
    shortBedSets: count,
    parTowelPacks: count,
    heldTowelPacks: count,
    shortTowelPacks: count,
  })
  .meta({ id: 'ParLevelRow' });
export type TParLevelRow = z.infer<typeof ZParLevelRow>;

export const ZParLevelsResponse = z.object({
  rows: z.array(ZParLevelRow),
  /** Non-archived properties matching the search. */
  total: count,
  offset: count,
  limit: count,
});
export type TParLevelsResponse = z.infer<typeof ZParLevelsResponse>;
