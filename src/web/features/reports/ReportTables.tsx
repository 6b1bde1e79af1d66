/**
 * The three report tables (spec part 2 §3 'Report rows'): turns per property, current exceptions and
 * damages per property, each with its empty text. On a phone the tables scroll sideways in their card.
 */
import type { ReactNode } from 'react';
import { LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { REPORT_MESSAGES as M, REPORT_TABLE_LIMIT } from '@shared/domain/reports';
import { formatDate, formatDateTime } from '@shared/format-dates';
import type { TDamageRow, TExceptionRow, TReportResponse, TTurnRow } from '@shared/schemas/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';

interface ColumnDef<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  wide?: boolean;
}

function ReportTable<T>({
  title,
  rows,
  columns,
  empty,
  rowKey,
  exportLink,
}: {
  title: string;
  rows: T[];
  columns: ColumnDef<T>[];
  empty: string;
  rowKey: (row: T) => string;
  exportLink: ReactNode;
}) {
  const headingId = `report-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {exportLink}
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

export function ReportTables({
  data,
  exportLink,
}: {
  data: TReportResponse;
  exportLink: (kind: 'turns' | 'exceptions' | 'damages', label: string) => ReactNode;
}) {
  return (
    <>
      <ReportTable
        title="Turns"
        rows={data.turns}
        columns={TURN_COLUMNS}
        empty={M.noTurns}
        rowKey={(r) => r.propertyId}
        exportLink={exportLink('turns', 'Export turns CSV')}
      />
      <ReportTable
        title="Exceptions"
        rows={data.exceptions}
        columns={EXCEPTION_COLUMNS}
        empty={M.noExceptions}
        rowKey={(r) => r.cardId}
        exportLink={exportLink('exceptions', 'Export exceptions CSV')}
      />
      <ReportTable
        title="Damages"
        rows={data.damages}
        columns={DAMAGE_COLUMNS}
        empty={M.noDamages}
        rowKey={(r) => r.propertyId}
        exportLink={exportLink('damages', 'Export damages CSV')}
      />
    </>
  );
}
