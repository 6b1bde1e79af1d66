/**
 * The stock rows: a table from 1024 px up (Item, On Beds, On Shelf (editable), In Transit, Total Stock,
 * Stock Par, Need to Order, Status, Unit Cost), cards on phones and tablets with a large shelf field.
 * The figures follow a valid typed quantity at once; the combined pillowcases row is edited per size
 * in Check Stock.
 */
import type { ReactNode } from 'react';
import { formatPence } from '@shared/domain/money';
import type { TStockRow } from '@shared/schemas/stock';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { ShelfInput } from './ShelfInput';
import { StockStatusBadge } from './StockStatusBadge';
import { liveRow, type Drafts } from './stock-drafts';

export interface StockTableProps {
  rows: TStockRow[];
  drafts: Drafts;
  onEdit: (row: TStockRow, text: string) => void;
  disabled?: boolean;
}

function ShelfCell({
  row,
  drafts,
  onEdit,
  disabled,
  hideLabel = true,
  className,
}: Omit<StockTableProps, 'rows'> & { row: TStockRow; hideLabel?: boolean; className?: string }) {
  if (!row.itemId) return <span className="tabular-nums">{row.onShelf}</span>;
  const itemId = row.itemId;
  return (
    <ShelfInput
      label="On Shelf"
      accessibleName={`On Shelf: ${row.label}`}
      hideLabel={hideLabel}
      onShelf={row.onShelf}
      draft={drafts[itemId]}
      disabled={disabled}
      className={className}
      onChange={(text) => onEdit(row, text)}
    />
  );
}

export function StockTable({ rows, drafts, onEdit, disabled }: StockTableProps) {
  const shown = rows.map((r) => ({ row: r, live: liveRow(r, drafts) }));
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Stock" className="min-w-[52rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Item</TableHead>
              <TableHead className="text-right">On Beds</TableHead>
              <TableHead className="text-right">On Shelf</TableHead>
              <TableHead className="text-right">In Transit</TableHead>
              <TableHead className="text-right">Total Stock</TableHead>
              <TableHead className="text-right">Stock Par</TableHead>
              <TableHead className="text-right">Need to Order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Unit Cost</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map(({ row, live }) => (
              <TableRow key={row.key}>
                <TableCell className="font-medium text-slate-900">{row.label}</TableCell>
                <TableCell className="text-right tabular-nums">{live.onBeds}</TableCell>
                <TableCell>
                  <div className="flex justify-end">
                    <ShelfCell row={row} drafts={drafts} onEdit={onEdit} disabled={disabled} className="w-24" />
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{live.inTransit}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{live.total}</TableCell>
                <TableCell className="text-right tabular-nums">{live.par}</TableCell>
                <TableCell className="text-right tabular-nums">{live.needToOrder}</TableCell>
                <TableCell>
                  <StockStatusBadge status={live.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(live.unitCostPence)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Stock">
        {shown.map(({ row, live }) => (
          <li key={row.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-3 flex items-start justify-between gap-3">
              <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{row.label}</h2>
              <StockStatusBadge status={live.status} />
            </div>
            <div className="mb-3">
              {row.itemId ? (
                <ShelfCell row={row} drafts={drafts} onEdit={onEdit} disabled={disabled} hideLabel={false} />
              ) : (
                <p className="text-sm text-slate-600">On shelf {row.onShelf} (edit each size in Check Stock)</p>
              )}
            </div>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
              <Figure label="On Beds">{live.onBeds}</Figure>
              <Figure label="In Transit">{live.inTransit}</Figure>
              <Figure label="Total Stock">{live.total}</Figure>
              <Figure label="Stock Par">{live.par}</Figure>
              <Figure label="Need to Order">{live.needToOrder}</Figure>
              <Figure label="Unit Cost">{formatPence(live.unitCostPence)}</Figure>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
