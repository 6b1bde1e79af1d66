/**
 * Stock → Forecast (issue 24 items 2 and 3; decision 0197): the 14-day linen forecast, its CSV, the par
 * table a page at a time. (/stock's kept per-item sum of the properties' pars: stock-pars.service.ts.)
 */
import { csvDate, csvFilename, csvInt } from '@shared/domain/csv';
import {
  buildForecast,
  FORECAST_BUCKET_LABELS,
  FORECAST_BUCKETS,
  forecastEnd,
  LAUNDRY_TURNAROUND_DAYS,
  setsFromItems,
  setsOf,
  type Forecast,
  type ForecastProperty,
} from '@shared/domain/linen-forecast';
import { londonToday } from '@shared/domain/london-time';
import { propertyPar, turnoverSince } from '@shared/domain/par-levels';
import { normaliseInventory } from '@shared/domain/properties';
import type { TForecastResponse, TParLevelRow, TParLevelsQuery, TParLevelsResponse } from '@shared/schemas/forecast';
import type { AppDeps } from '../../lib/context';
import { csvResponse, type CsvRow } from '../../lib/csv-response';
import * as repo from './forecast.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export async function readForecast(deps: Deps): Promise<TForecastResponse> {
  const today = londonToday(deps.now());
  const [changeovers, shelfItems] = await Promise.all([repo.listWindowChangeovers(deps.db, today, forecastEnd(today)), repo.listShelfLinen(deps.db)]);
  const ids = [...new Set(changeovers.map((c) => c.propertyId))];
  const records = await repo.listForecastProperties(deps.db, ids);
  const properties: ForecastProperty[] = records.map((r) => ({
    id: r.id,
    sets: setsOf(normaliseInventory(r.inventory)),
    inTransitSince: r.inTransitSince,
  }));
  const forecast = buildForecast({
    today,
    properties,
    changeovers,
    shelf: setsFromItems(shelfItems.map((i) => ({ ...i, quantity: i.onShelf }))),
  });
  const named = new Set(ids);
  const withoutInventory = properties.filter((p) => named.has(p.id) && FORECAST_BUCKETS.every((b) => p.sets[b] === 0)).length;
  return { ...forecast, turnaroundDays: LAUNDRY_TURNAROUND_DAYS, propertiesWithoutInventory: withoutInventory };
}

export const FORECAST_CSV_HEADER: readonly string[] = [
  'Day',
  'Changeovers',
  'From accepted requests',
  'From pending requests',
  'From bookings',
  ...FORECAST_BUCKETS.flatMap((b) => [
    `${FORECAST_BUCKET_LABELS[b]} needed`,
    `${FORECAST_BUCKET_LABELS[b]} available`,
    `${FORECAST_BUCKET_LABELS[b]} short`,
  ]),
  'Shortfall',
];

export function forecastCsvRows(forecast: Forecast): CsvRow[] {
  return forecast.days.map((d) => [
    csvDate(d.day),
    csvInt(d.changeovers),
    csvInt(d.bySource.accepted),
    csvInt(d.bySource.pending),
    csvInt(d.bySource.booking),
    ...FORECAST_BUCKETS.flatMap((b) => [csvInt(d.need[b]), csvInt(d.available[b]), csvInt(d.short[b])]),
    d.flagged ? 'Yes' : 'No',
  ]);
}

export async function forecastCsv(deps: Deps): Promise<Response> {
  const forecast = await readForecast(deps);
  const rows = forecastCsvRows(forecast);
  return csvResponse({
    filename: csvFilename('linen_forecast', forecast.today, 'to', forecastEnd(forecast.today)),
    header: FORECAST_CSV_HEADER,
    batches: (async function* () {
      yield rows;
    })(),
  });
}

export async function readParLevels(deps: Deps, query: TParLevelsQuery & { offset: number; limit: number }): Promise<TParLevelsResponse> {
  const search = query.search ?? '';
  const since = turnoverSince(deps.now());
  const [page, total] = await Promise.all([
    repo.listParPage(deps.db, { search, offset: query.offset, limit: query.limit, since }),
    repo.countParProperties(deps.db, search),
  ]);
  const rows: TParLevelRow[] = page.map((r) => {
    const sets = setsOf(normaliseInventory(r.inventory));
    return {
      propertyId: r.propertyId,
      name: r.name,
      clientName: r.clientName,
      beds: r.beds,
      changeovers: r.changeovers,
      sets,
      ...propertyPar({ sets, held: setsFromItems(r.held), changeoversInPeriod: r.changeovers }),
    };
  });
  return { rows, total, offset: query.offset, limit: query.limit };
}
