/**
 * The three report tables (docs/product.md §2.3 'Report rows'): turns per property, current exceptions and
 * damages per property, each with its empty text. On a phone the tables scroll sideways in their card.
 */
import type { ReactNode } from 'react';
import { LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { REPORT_MESSAGES as M, REPORT_TABLE_LIMIT, type ReportExport } from '@shared/domain/reports';
import { formatDate, formatDateTime } from '@shared/format-dates';
import type { TDamageRow, TExceptionRow, TReportResponse, TTurnRow } from '@shared/schemas/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';

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

function ReportTable<T>({
  kind,
  rows,
  columns,
  rowKey,
  exportLink,
}: {
  kind: ReportExport;
  rows: T[];
  columns: ColumnDef<T>[];
  rowKey: (row: T) => string;
  exportLink: ExportLink;
}) {
  const { title, empty } = TABLES[kind];
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
      {rows.length === 0 ? (
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
          {rows.length >= REPORT_TABLE_LIMIT && (
            <p className="mt-2 text-sm text-slate-600">Showing the first {REPORT_TABLE_LIMIT} rows; the CSV export has them all.</p>
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
  return (
    <>
      <ReportTable kind="turns" rows={data.turns} columns={TURN_COLUMNS} rowKey={(r) => r.propertyId} exportLink={exportLink} />
      <ReportTable kind="exceptions" rows={data.exceptions} columns={EXCEPTION_COLUMNS} rowKey={(r) => r.cardId} exportLink={exportLink} />
      <ReportTable kind="damages" rows={data.damages} columns={DAMAGE_COLUMNS} rowKey={(r) => r.propertyId} exportLink={exportLink} />
    </>
  );
}
