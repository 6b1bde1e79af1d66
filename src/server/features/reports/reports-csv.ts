/**
 * The report CSVs (issue 10 items 6 and 7; decision 0135), streamed with csvResponse: turns,
 * exceptions and damages with the spec's report-row columns (part 2 §3), one line per property
 * (exceptions: per card), read by keyset a page at a time. With rows=each, turns and damages give
 * one line per collection / damage record in the range instead: the export of all of them.
 */
import { csvDate, csvInt, csvMoney, csvText } from '@shared/domain/csv';
import { reportFilename, type ReportExport } from '@shared/domain/reports';
import type { TReportQuery } from '@shared/schemas/reports';
import type { AppDeps, Caller } from '../../lib/context';
import { csvResponse, keysetBatches, type CsvRow } from '../../lib/csv-response';
import * as repo from './reports.repo';
import { exceptionPages, reportContext, tableReads } from './reports.service';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const PAGE = 1000;
/**
 * The per-property tables aggregate the whole range for each page: one page holds every property of
 * a large provider (a few hundred bytes a row), so the aggregation runs once.
 */
const PROPERTY_PAGE = 5000;

export const REPORT_CSV_HEADERS = {
  turns: ['property_name', 'client_name', 'turn_count', 'total_damages', 'total_missing', 'last_turn_date'],
  exceptions: ['property_name', 'client_name', 'status', 'days_count', 'damages_count', 'missing_count', 'notes', 'last_updated'],
  damages: ['property_name', 'client_name', 'damages_count', 'missing_count', 'damage_notes', 'last_updated'],
  turnsEach: ['collected_at', 'property_name', 'client_name', 'returned_at', 'amount', 'invoice_status', 'paid_at', 'notes'],
  damagesEach: [
    'created_at',
    'property_name',
    'client_name',
    'item',
    'sku',
    'quantity',
    'damages_count',
    'missing_count',
    'unit_price',
    'estimated_total',
    'notes',
    'charged_at',
  ],
} as const;

const turnCells = (r: repo.TurnRowDb): CsvRow => [
  csvText(r.propertyName),
  csvText(r.clientName),
  csvInt(r.turnCount),
  csvInt(r.totalDamages),
  csvInt(r.totalMissing),
  csvDate(r.lastTurnDate),
];

const damageCells = (r: repo.DamageRowDb): CsvRow => [
  csvText(r.propertyName),
  csvText(r.clientName),
  csvInt(r.damagesCount),
  csvInt(r.missingCount),
  csvText(r.damageNotes),
  csvDate(r.lastUpdated),
];

const turnDetailCells = (r: repo.TurnDetailDb): CsvRow => [
  csvDate(r.collectedAt),
  csvText(r.propertyName),
  csvText(r.clientName),
  csvDate(r.returnedAt),
  csvMoney(r.amountPence),
  // A £0 invoice owes nothing: 'no charge', never 'unpaid' (issue 19).
  csvText(r.invoiceStatus !== 'paid' && r.amountPence <= 0 ? 'no charge' : r.invoiceStatus),
  csvDate(r.paidAt),
  csvText(r.notes),
];

const damageDetailCells = (r: repo.DamageDetailDb): CsvRow => [
  csvDate(r.createdAt),
  csvText(r.propertyName),
  csvText(r.clientName),
  csvText(r.item),
  csvText(r.sku),
  csvInt(r.quantity),
  csvInt(r.damagesCount),
  csvInt(r.missingCount),
  csvMoney(r.unitPricePence),
  csvMoney(r.unitPricePence * r.quantity),
  csvText(r.notes),
  csvDate(r.chargedAt),
];

async function* exceptionBatches(deps: Deps, scope: Awaited<ReturnType<typeof reportContext>>['scope']): AsyncGenerator<CsvRow[]> {
  for await (const page of exceptionPages(deps, scope, PAGE)) {
    yield page.map((r) => [
      csvText(r.propertyName),
      csvText(r.clientName),
      csvText(r.status),
      csvInt(r.daysCount),
      csvInt(r.damagesCount),
      csvInt(r.missingCount),
      csvText(r.notes),
      csvDate(r.lastUpdated),
    ]);
  }
}

/** The CSV download of one report for the range asked for (the range is checked before the first byte). */
export async function reportCsv(
  deps: Deps,
  caller: Caller,
  kind: ReportExport,
  query: TReportQuery & { rows: 'property' | 'each' },
): Promise<Response> {
  const { scope, range } = await reportContext(deps, caller, query);
  const w = { from: range.from, until: range.until };
  const each = query.rows === 'each' && kind !== 'exceptions';
  const filename = reportFilename(kind, range.start, range.end, each);
  if (kind === 'exceptions') return csvResponse({ filename, header: REPORT_CSV_HEADERS.exceptions, batches: exceptionBatches(deps, scope) });
  if (kind === 'turns' && each) {
    const batches = keysetBatches((after: repo.TurnDetailDb | undefined, n) => repo.turnDetails(deps.db, scope, w, after, n), turnDetailCells, PAGE);
    return csvResponse({ filename, header: REPORT_CSV_HEADERS.turnsEach, batches });
  }
  if (kind === 'damages' && each) {
    const batches = keysetBatches(
      (after: repo.DamageDetailDb | undefined, n) => repo.damageDetails(deps.db, scope, w, after, n),
      damageDetailCells,
      PAGE,
    );
    return csvResponse({ filename, header: REPORT_CSV_HEADERS.damagesEach, batches });
  }
  const reads = await tableReads(deps, scope, { ...w, start: range.start, end: range.end });
  if (kind === 'turns') {
    const batches = keysetBatches(
      (after: repo.TurnRowDb | undefined, n) => repo.turnRows(deps.db, scope, w, after, n, reads.turns),
      turnCells,
      PROPERTY_PAGE,
    );
    return csvResponse({ filename, header: REPORT_CSV_HEADERS.turns, batches });
  }
  const batches = keysetBatches(
    (after: repo.DamageRowDb | undefined, n) => repo.damageRows(deps.db, scope, w, after, n, reads.damages),
    damageCells,
    PROPERTY_PAGE,
  );
  return csvResponse({ filename, header: REPORT_CSV_HEADERS.damages, batches });
}
