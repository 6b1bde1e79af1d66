/**
 * The report requests of the bench (issue 10 Performance): GET /api/reports for the default month and
 * for the whole year of 200,000 damage records and 50,000 collections, and the three report CSVs,
 * each beside a bare node:http + pg baseline that runs the same SQL (staff: every client). The
 * exports of all of them (rows=each, one line per record) are in DOWNLOADS: bench/run.ts streams each
 * once and prints the server process's peak memory.
 */
import { csvDate, csvInt, csvMoney, csvText } from '@shared/domain/csv';
import { addDays } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { BareCsv, BareHandler } from './lib/bare';
import type { Query, Row } from './lib/sql';
import { REPORT_DAYS } from './lib/seed-reports';
import { REPORT_CSV_HEADERS as H } from '../src/server/features/reports/reports-csv';
import { benchCursor } from './lib/bare';
import { exceptions, report, REPORT_BENCH_AFTER, REPORT_BENCH_EXCEPTIONS_AFTER, reportDamagesPage, reportExceptionsPage, reportTurnsPage, windowOf } from './bare/reports';

const today = londonToday(new Date());
/** The whole seeded year (and a little more). */
export const YEAR = { start: addDays(today, -(REPORT_DAYS + 5)), end: today };

const TURNS = `c.collected_at >= $1 and c.collected_at < $2`;
const DAMAGES = `la.activity_type = 'damage' and la.created_at >= $1 and la.created_at < $2`;

const turnRowsSql = (limit: string) => `with t as (
    select c.property_id, count(*)::int as turn_count, max(c.collected_at) as last_turn from changeovers c where ${TURNS} group by c.property_id
  ), d as (
    select lc.property_id, sum(la.damages_count)::int as damaged, sum(la.missing_count)::int as missing
    from linen_activities la join linen_cards lc on lc.id = la.linen_card_id where ${DAMAGES} group by lc.property_id
  )
  select p.id, p.name, cl.name as client_name, t.turn_count, coalesce(d.damaged, 0) as damaged, coalesce(d.missing, 0) as missing, t.last_turn
  from t join properties p on p.id = t.property_id left join clients cl on cl.id = p.client_id left join d on d.property_id = t.property_id
  where ($3::text is null or (p.name, p.id) > ($3, $4::uuid)) order by p.name, p.id limit ${limit}`;

const damageRowsSql = (limit: string) => `with d as (
    select lc.property_id, sum(la.damages_count)::int as damaged, sum(la.missing_count)::int as missing,
      string_agg(distinct nullif(trim(la.notes), ''), '; ') as notes, max(la.created_at) as last_updated
    from linen_activities la join linen_cards lc on lc.id = la.linen_card_id where ${DAMAGES} group by lc.property_id
    having sum(la.damages_count) + sum(la.missing_count) > 0
  )
  select p.id, p.name, cl.name as client_name, d.damaged, d.missing, d.notes, d.last_updated
  from d join properties p on p.id = d.property_id left join clients cl on cl.id = p.client_id
  where ($3::text is null or (p.name, p.id) > ($3, $4::uuid)) order by p.name, p.id limit ${limit}`;

const PAGE = 1000;
/** As the app: the per-property CSVs read 5,000 properties a page. */
const PROPERTY_PAGE = 5000;

/**
 * Pages of CSV rows by keyset: `sql` takes the window ($1, $2) and the last row's key ($3, $4); a timestamp
 * key goes back as text (a Date keeps milliseconds only, and the row at the page's edge would come again).
 */
async function* keyset(
  query: Query,
  sql: string,
  w: unknown[],
  key: (r: Row) => unknown[],
  cells: (r: Row) => string[],
  size = PAGE,
): AsyncGenerator<string[][]> {
  let after: unknown[] = [null, null];
  for (;;) {
    const page = await query(sql, [...w, ...after]);
    if (page.length > 0) yield page.map(cells);
    if (page.length < size) return;
    after = key(page[page.length - 1]);
  }
}

const csv = (filename: string, header: string[], pages: AsyncIterable<string[][]>): BareCsv => ({ csv: { filename, header, pages } });

/** A per-property CSV of the default month (turns or damages), 5,000 properties a page as the app. */
const propertyCsv =
  (filename: string, header: readonly string[], sql: string, cells: (r: Row) => string[]): BareHandler =>
  async (query) => {
    const r = windowOf();
    return csv(
      filename,
      [...header],
      keyset(query, sql, [r.from, r.until], (row) => [row.name, row.id], cells, PROPERTY_PAGE),
    );
  };

const turnsCsv = propertyCsv('turns.csv', H.turns, turnRowsSql(String(PROPERTY_PAGE)), (row) => [
  csvText(row.name as string),
  csvText(row.client_name as string),
  csvInt(row.turn_count as number),
  csvInt(row.damaged as number),
  csvInt(row.missing as number),
  csvDate(row.last_turn as Date),
]);

const damagesCsv = propertyCsv('damages.csv', H.damages, damageRowsSql(String(PROPERTY_PAGE)), (row) => [
  csvText(row.name as string),
  csvText(row.client_name as string),
  csvInt(row.damaged as number),
  csvInt(row.missing as number),
  csvText(row.notes as string),
  csvDate(row.last_updated as Date),
]);

const exceptionsCsv: BareHandler = async (query) => {
  const rows = await exceptions(query);
  async function* pages() {
    for (let i = 0; i < rows.length; i += PAGE)
      yield rows
        .slice(i, i + PAGE)
        .map((e) => [
          csvText(e.propertyName),
          csvText(e.clientName),
          e.status,
          csvInt(e.daysCount),
          csvInt(e.damagesCount),
          csvInt(e.missingCount),
          csvText(e.notes),
          e.lastUpdated,
        ]);
  }
  return csv('exceptions.csv', [...H.exceptions], pages());
};

/** rows=each over the whole year: one line per collection. */
const turnDetailsCsv: BareHandler = async (query) =>
  csv(
    'turns_detail.csv',
    [...H.turnsEach],
    keyset(
      query,
      `select c.id, c.collected_at, c.collected_at::text as key_at, c.returned_at, p.name, cl.name as client_name, c.amount_pence, c.invoice_status, c.paid_at, c.notes
       from changeovers c join properties p on p.id = c.property_id left join clients cl on cl.id = c.client_id
       where ${TURNS} and ($3::timestamptz is null or (c.collected_at, c.id) > ($3, $4::uuid))
       order by c.collected_at, c.id limit ${PAGE}`,
      [windowOf(YEAR.start, YEAR.end).from, windowOf(YEAR.start, YEAR.end).until],
      (row) => [row.key_at, row.id],
      (row) => [
        csvDate(row.collected_at as Date),
        csvText(row.name as string),
        csvText(row.client_name as string),
        csvDate(row.returned_at as Date | null),
        csvMoney(row.amount_pence as number),
        csvText(row.invoice_status as string),
        csvDate(row.paid_at as Date | null),
        csvText(row.notes as string | null),
      ],
    ),
  );

/** rows=each over the whole year: one line per damage record. */
const damageDetailsCsv: BareHandler = async (query) =>
  csv(
    'damages_detail.csv',
    [...H.damagesEach],
    keyset(
      query,
      `select la.id, la.created_at, la.created_at::text as key_at, p.name, cl.name as client_name, la.product_name, la.item_sku, la.quantity, la.damages_count, la.missing_count,
         la.unit_price_pence, la.notes, la.charged_at
       from linen_activities la join linen_cards lc on lc.id = la.linen_card_id join properties p on p.id = lc.property_id
       left join clients cl on cl.id = lc.client_id
       where ${DAMAGES} and ($3::timestamptz is null or (la.created_at, la.id) > ($3, $4::uuid))
       order by la.created_at, la.id limit ${PAGE}`,
      [windowOf(YEAR.start, YEAR.end).from, windowOf(YEAR.start, YEAR.end).until],
      (row) => [row.key_at, row.id],
      (row) => [
        csvDate(row.created_at as Date),
        csvText(row.name as string),
        csvText(row.client_name as string),
        csvText(row.product_name as string | null),
        csvText(row.item_sku as string | null),
        csvInt(row.quantity as number),
        csvInt(row.damages_count as number),
        csvInt(row.missing_count as number),
        csvMoney(row.unit_price_pence as number),
        csvMoney((row.unit_price_pence as number) * (row.quantity as number)),
        csvText(row.notes as string | null),
        csvDate(row.charged_at as Date | null),
      ],
    ),
  );

const yearQuery = `start=${YEAR.start}&end=${YEAR.end}`;

/** Benchmarked with autocannon like every request (needs the report data seeded). */
export const REPORT_REQUESTS = [
  {
    name: 'GET /api/reports (default month of 50,000 collections, 200,000 damage records)',
    path: '/api/reports',
    bare: report(),
    connections: 2,
    screen: 'reports month',
  },
  {
    name: 'GET /api/reports (the whole year)',
    path: `/api/reports?${yearQuery}`,
    bare: report(YEAR.start, YEAR.end),
    connections: 2,
    screen: 'reports year',
  },
  {
    name: "GET /api/reports/turns?cursor= (the month's turns table, a next page of 50)",
    path: `/api/reports/turns?cursor=${benchCursor(REPORT_BENCH_AFTER)}`,
    bare: reportTurnsPage,
    connections: 2,
  },
  {
    name: "GET /api/reports/damages?cursor= (the month's damages table, a next page of 50)",
    path: `/api/reports/damages?cursor=${benchCursor(REPORT_BENCH_AFTER)}`,
    bare: reportDamagesPage,
    connections: 2,
  },
  {
    name: 'GET /api/reports/exceptions?cursor= (the current exceptions, a next page of 50)',
    path: `/api/reports/exceptions?cursor=${benchCursor(REPORT_BENCH_EXCEPTIONS_AFTER)}`,
    bare: reportExceptionsPage,
    connections: 2,
  },
  { name: 'GET /api/reports/turns.csv (report, month)', path: '/api/reports/turns.csv', bare: turnsCsv, connections: 2 },
  { name: 'GET /api/reports/exceptions.csv (report)', path: '/api/reports/exceptions.csv', bare: exceptionsCsv, connections: 2 },
  { name: 'GET /api/reports/damages.csv (report, month)', path: '/api/reports/damages.csv', bare: damagesCsv, connections: 2 },
];

/** The exports of all of them, downloaded once each while the server's memory is watched. */
export const REPORT_DOWNLOADS = [
  { name: 'turns.csv?rows=each (report, 50,000 collections)', path: `/api/reports/turns.csv?rows=each&${yearQuery}`, bare: turnDetailsCsv },
  { name: 'damages.csv?rows=each (report, 200,000 damage records)', path: `/api/reports/damages.csv?rows=each&${yearQuery}`, bare: damageDetailsCsv },
];
