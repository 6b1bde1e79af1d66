/**
 * The three report tables (docs/product.md §2.3 'Report rows'): turns per property, current exceptions and
 * damages per property, each with its empty text. On a phone the tables scroll sideways in their card.
 * Each shows one page at a time (REPORT_PAGE_SIZE rows) with Previous and Next (decision 0173): the first
 * page comes with the report, the others by cursor.
 */
import { useState, type ReactNode } from 'react';
import { LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { REPORT_MESSAGES as M, REPORT_PAGE_SIZE, type ReportExport } from '@shared/domain/reports';
import { formatDate, formatDateTime } from '@shared/format-dates';
import type { TDamageRow, TExceptionRow, TReportResponse, TTurnRow } from '@shared/schemas/reports';
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useReportPage, type ReportPage } from './use-report-page';

interface ColumnDef<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  wide?: boolean;
}

/** Each table's title and empty text. */
const TABLES: Record<ReportExport, { title: string; empty: string }> = {
  turns: { title: 'Turns', empty: M.noTurns },
  exceptions: { title: 'Exceptions', empty: M.noExceptions },
  damages: { title: 'Damages', empty: M.noDamages },
};

/** The export button of a table (a link to the server's CSV). */
export type ExportLink = (kind: ReportExport, label: string) => ReactNode;

function ReportTable<K extends ReportExport>({
  kind,
  range,
  first,
  columns,
  rowKey,
  exportLink,
}: {
  kind: K;
  range: { start: string; end: string };
  /** The first page, as the report gave it. */
  first: ReportPage<K>;
  columns: ColumnDef<ReportPage<K>['rows'][number]>[];
  rowKey: (row: ReportPage<K>['rows'][number]) => string;
  exportLink: ExportLink;
}) {
  type T = ReportPage<K>['rows'][number];
  const { title, empty } = TABLES[kind];
  // The cursors of the pages before the one shown: the last is the shown page's (none: the first page).
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const later = useReportPage(kind, range, cursor);
  const page: ReportPage<K> | undefined = cursor === undefined ? first : later.data;
  const rows = (page?.rows ?? []) as T[];
  const pageNumber = cursors.length + 1;
  const headingId = `report-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // Not a named landmark: the table's own scroller is the region of this name (axe landmark-unique, issue 19).
    <section className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {exportLink(kind, `Export ${kind} CSV`)}
      </div>
      {later.isError && (
        <Alert variant="error" title={M.loadFailed} className="mb-3">
          {errorMessage(later.error, 'Please try again.')}
        </Alert>
      )}
      {rows.length === 0 && pageNumber === 1 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <Table label={title}>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHead key={c.label} className={c.numeric ? 'text-right' : undefined}>
                    {c.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell
                      key={c.label}
                      className={
                        c.numeric ? 'text-right tabular-nums' : c.wide ? 'max-w-72 min-w-48 whitespace-normal [overflow-wrap:anywhere]' : undefined
                      }
                    >
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {(pageNumber > 1 || page?.next) && (
            <nav aria-label={`${title} pages`} className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                Page {pageNumber}: rows {(pageNumber - 1) * REPORT_PAGE_SIZE + 1}–{(pageNumber - 1) * REPORT_PAGE_SIZE + rows.length}; the CSV export has
                them all.
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={pageNumber === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!page?.next || later.isFetching}
                  onClick={() => page?.next && setCursors((c) => [...c, page.next!])}
                >
                  Next
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

const property = { label: 'Property', cell: (r: { propertyName: string }) => <span className="font-medium text-slate-900">{r.propertyName}</span> };
const client = { label: 'Client', cell: (r: { clientName: string | null }) => r.clientName ?? '—' };

const TURN_COLUMNS: ColumnDef<TTurnRow>[] = [
  property,
  client,
  { label: 'Turns', cell: (r) => r.turnCount, numeric: true },
  { label: 'Damages', cell: (r) => r.totalDamages, numeric: true },
  { label: 'Missing', cell: (r) => r.totalMissing, numeric: true },
  { label: 'Last Turn', cell: (r) => formatDate(r.lastTurnDate) },
];

const EXCEPTION_COLUMNS: ColumnDef<TExceptionRow>[] = [
  property,
  client,
  { label: 'Status', cell: (r) => LINEN_STATUS_LABELS[r.status] },
  { label: 'Days', cell: (r) => r.daysCount, numeric: true },
  { label: 'Damages', cell: (r) => r.damagesCount, numeric: true },
  { label: 'Missing', cell: (r) => r.missingCount, numeric: true },
  { label: 'Notes', cell: (r) => r.notes ?? '—', wide: true },
  { label: 'Last Updated', cell: (r) => formatDateTime(r.lastUpdated) },
];

const DAMAGE_COLUMNS: ColumnDef<TDamageRow>[] = [
  property,
  client,
  { label: 'Damaged', cell: (r) => r.damagesCount, numeric: true },
  { label: 'Missing', cell: (r) => r.missingCount, numeric: true },
  { label: 'Notes', cell: (r) => r.damageNotes ?? '—', wide: true },
  { label: 'Last Updated', cell: (r) => formatDateTime(r.lastUpdated) },
];

export function ReportTables({ data, exportLink }: { data: TReportResponse; exportLink: ExportLink }) {
  const range = data.range;
  // A new range starts each table again at its first page.
  const key = `${range.start}/${range.end}`;
  return (
    <>
      <ReportTable
        key={`turns-${key}`}
        kind="turns"
        range={range}
        first={{ rows: data.turns, next: data.next.turns }}
        columns={TURN_COLUMNS}
        rowKey={(r) => r.propertyId}
        exportLink={exportLink}
      />
      <ReportTable
        key={`exceptions-${key}`}
        kind="exceptions"
        range={range}
        first={{ rows: data.exceptions, next: data.next.exceptions }}
        columns={EXCEPTION_COLUMNS}
        rowKey={(r) => r.cardId}
        exportLink={exportLink}
      />
      <ReportTable
        key={`damages-${key}`}
        kind="damages"
        range={range}
        first={{ rows: data.damages, next: data.next.damages }}
        columns={DAMAGE_COLUMNS}
        rowKey={(r) => r.propertyId}
        exportLink={exportLink}
      />
    </>
  );
}
