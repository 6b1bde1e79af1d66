/**
 * The damage activities: a table from 1024 px up (Date, Property with client, Item with its SKU, Qty,
 * Est. Price, Notes, Charge, Photos: the SKU sits under the item so Photos is not cut off at 1280 px beside
 * the sidebar, issue 19), cards on phones and tablets so no text is cut. Only one of the two is rendered
 * (a page of 50 rows as both came near 4,000 DOM nodes; issue 21).
 */
import { Camera } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import type { TDamageActivity } from '@shared/schemas/damages';
import { Button, DetailItem, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';

import { useMediaQuery } from '@web/lib/use-media-query';
import { DamageChargeCell, type ChargeAbilities } from './DamageChargeCell';

/** Tailwind's lg: the table from 1024 px up. */
const TABLE_QUERY = '(min-width: 1024px)';

export interface DamagesTableProps {
  rows: TDamageActivity[];
  /** A property owner's view: 'Amount' (what they owe or paid) instead of the estimate (issue 19 M9). */
  ownerView: boolean;
  can: ChargeAbilities & { editPhotos: boolean };
  onPhotos: (row: TDamageActivity) => void;
}

function PhotosButton({ row, editable, onPhotos }: { row: TDamageActivity; editable: boolean; onPhotos: DamagesTableProps['onPhotos'] }) {
  if (!editable && row.photoCount === 0) return <span className="text-sm text-slate-600">None</span>;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onPhotos(row)}
      aria-label={`Photos of ${row.itemName} at ${row.propertyName} (${row.photoCount})`}
    >
      <Camera aria-hidden="true" />
      {row.photoCount}
    </Button>
  );
}

const amountOf = (r: TDamageActivity) => (r.estimatedPricePence === null ? '—' : formatPence(r.estimatedPricePence));

export function DamagesTable({ rows, ownerView, can, onPhotos }: DamagesTableProps) {
  const amountLabel = ownerView ? 'Amount' : 'Est. Price';
  const wide = useMediaQuery(TABLE_QUERY);
  if (wide)
    return (
      <div>
        <Table label="Damage activities" className="min-w-[56rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Property</TableHead>
              <TableHead>Item (SKU)</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">{amountLabel}</TableHead>
              <TableHead>Notes</TableHead>
              <TableHead>Charge</TableHead>
              <TableHead>Photos</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="align-top whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                <TableCell className="min-w-36 align-top">
                  <div className="font-medium text-slate-900">{r.propertyName}</div>
                  <div className="text-xs text-slate-600">{r.clientName}</div>
                </TableCell>
                <TableCell className="max-w-44 min-w-32 align-top whitespace-normal">
                  <div>{r.itemName || '—'}</div>
                  {r.itemSku && <div className="text-xs break-words text-slate-600">{r.itemSku}</div>}
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">{r.quantity}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{amountOf(r)}</TableCell>
                <TableCell className="min-w-36 align-top text-sm [overflow-wrap:anywhere] whitespace-normal text-slate-700">
                  {r.notes ?? '—'}
                </TableCell>
                <TableCell className="align-top">
                  <DamageChargeCell row={r} can={can} ownerView={ownerView} />
                </TableCell>
                <TableCell className="align-top">
                  <PhotosButton row={r} editable={can.editPhotos} onPhotos={onPhotos} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Damage activities">
      {rows.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="mb-3 min-w-0">
            <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{r.itemName || '—'}</h2>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
              {r.propertyName} · {r.clientName}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <DetailItem label="Date">{formatDate(r.createdAt)}</DetailItem>
            <DetailItem label="SKU">{r.itemSku ?? '—'}</DetailItem>
            <DetailItem label="Qty">{r.quantity}</DetailItem>
            <DetailItem label={amountLabel}>{amountOf(r)}</DetailItem>
            {r.notes && (
              <DetailItem label="Notes" wide>
                {r.notes}
              </DetailItem>
            )}
            <DetailItem label="Charge">
              <DamageChargeCell row={r} can={can} ownerView={ownerView} />
            </DetailItem>
            <DetailItem label="Photos">
              <PhotosButton row={r} editable={can.editPhotos} onPhotos={onPhotos} />
            </DetailItem>
          </dl>
        </li>
      ))}
    </ul>
  );
}
