/**
 * The changeovers: a table from 1024 px up (Property, Client, Cleaning Team, Changeover Date, Days on
 * Bed, Damages, Missing, Status, Notes), cards on phones and tablets so no text is cut. A changeover a
 * courier's phone collected links to its proof at the door (View proof, decision 0191).
 */
import type { TChangeoverRow } from '@shared/schemas/linen';
import { formatDate } from '@shared/format-dates';
import { DetailItem, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { ProofLink } from '../visit-proof/ProofLink';
import { ChangeoverStatusBadge } from './ChangeoverStatusBadge';

const proofAbout = (r: TChangeoverRow) => `the collection of ${formatDate(r.changeoverDate)} at ${r.propertyName}`;
const days = (n: number | null) => (n === null ? '—' : `${n} ${n === 1 ? 'day' : 'days'}`);

export function ChangeoversTable({ rows }: { rows: TChangeoverRow[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Changeovers" className="min-w-[56rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Property</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Cleaning Team</TableHead>
              <TableHead>Changeover Date</TableHead>
              <TableHead className="text-right">Days on Bed</TableHead>
              <TableHead className="text-right">Damages</TableHead>
              <TableHead className="text-right">Missing</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Notes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="min-w-36 align-top">
                  <div className="font-medium text-slate-900">{r.propertyName}</div>
                  {r.propertyAddress && <div className="text-xs whitespace-normal text-slate-600">{r.propertyAddress}</div>}
                </TableCell>
                <TableCell className="align-top">{r.clientName}</TableCell>
                <TableCell className="align-top">{r.cleaningTeamName ?? '—'}</TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  {formatDate(r.changeoverDate)}
                  {r.visitId && (
                    <div className="mt-1.5">
                      <ProofLink visitId={r.visitId} about={proofAbout(r)} />
                    </div>
                  )}
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">{r.daysOnBed ?? '—'}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{r.damagesCount}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{r.missingCount}</TableCell>
                <TableCell className="align-top">
                  <ChangeoverStatusBadge status={r.status} />
                </TableCell>
                <TableCell className="min-w-36 align-top text-sm [overflow-wrap:anywhere] text-slate-700">{r.notes ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Changeovers">
        {rows.map((r) => (
          <ChangeoverCard key={r.id} row={r} />
        ))}
      </ul>
    </>
  );
}

function ChangeoverCard({ row: r }: { row: TChangeoverRow }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{r.propertyName}</h2>
          {r.propertyAddress && <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{r.propertyAddress}</p>}
        </div>
        <ChangeoverStatusBadge status={r.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <DetailItem label="Client">{r.clientName}</DetailItem>
        <DetailItem label="Cleaning Team">{r.cleaningTeamName ?? '—'}</DetailItem>
        <DetailItem label="Changeover Date">{formatDate(r.changeoverDate)}</DetailItem>
        <DetailItem label="Days on Bed">{days(r.daysOnBed)}</DetailItem>
        <DetailItem label="Damages">{r.damagesCount}</DetailItem>
        <DetailItem label="Missing">{r.missingCount}</DetailItem>
        {r.notes && (
          <DetailItem label="Notes" wide>
            {r.notes}
          </DetailItem>
        )}
      </dl>
      {r.visitId && (
        <div className="mt-3 flex justify-end">
          <ProofLink visitId={r.visitId} about={proofAbout(r)} />
        </div>
      )}
    </li>
  );
}
