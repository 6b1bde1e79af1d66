/**
 * The collections: a table from 1024 px up (Collection Date, Property with address, Client, Cleaning
 * Team, Notes, Amount, Status, and Pay for an owner's unpaid one), cards on phones and tablets; a
 * collection a courier's phone made links to its proof at the door (View proof, decision 0191); either
 * virtualised on the page's scroll, so Load more can add any number of pages (issue 21, decision 0181).
 */
import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { formatDate } from '@shared/format-dates';
import { formatPence } from '@shared/domain/money';
import type { TCollectionRow } from '@shared/schemas/collections';
import {
  Button,
  DetailItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSpacerRow,
  WindowCardGrid,
} from '@web/components/ui';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useWindowRows } from '@web/lib/use-window-rows';
import { AddLateFeeButton } from '../charges/AddLateFeeDialog';
import { ProofLink } from '../visit-proof/ProofLink';
import { InvoiceLink } from '../invoices/InvoiceLink';
import { CollectionStatusBadge } from './CollectionStatusBadge';

export const collectionPaymentPath = (id: string) => `/collection-payment/${id}`;

const proofAbout = (r: TCollectionRow) => `the collection of ${formatDate(r.collectedAt)} at ${r.propertyName}`;

function PayLink({ row, canPay }: { row: TCollectionRow; canPay: boolean }) {
  if (!canPay || row.state === 'paid' || row.state === 'no_charge') return null;
  return (
    <Button asChild size="sm">
      <Link to={collectionPaymentPath(row.id)} aria-label={`Pay the collection of ${formatDate(row.collectedAt)} at ${row.propertyName}`}>
        <CreditCard aria-hidden="true" />
        Pay
      </Link>
    </Button>
  );
}

/** 'Add late fee' on an overdue invoice, for staff who manage charges (issue 18). */
function LateFeeAction({ row, canAddFee }: { row: TCollectionRow; canAddFee: boolean }) {
  if (!canAddFee || row.state !== 'overdue') return null;
  return (
    <AddLateFeeButton
      target={{ subjectType: 'collection', subjectId: row.id, label: `the collection of ${formatDate(row.collectedAt)} at ${row.propertyName}` }}
    />
  );
}

/** The table from this width; cards below it, two to a row from md (only one layout is in the DOM). */
const TABLE_QUERY = '(min-width: 1024px)';
const TWO_CARDS_QUERY = '(min-width: 768px)';
const ROW_HEIGHT = 64;
const CARD_ROW_HEIGHT = 230;

/**
 * The rows loaded so far (every page Load more added), virtualised on the page's scroll (lib/use-window-rows):
 * however many pages are loaded, only the rows near the viewport are in the DOM (issue 21's 3,000 nodes).
 */
export function CollectionsTable({ rows, canPay, canAddFee = false }: { rows: TCollectionRow[]; canPay: boolean; canAddFee?: boolean }) {
  const wide = useMediaQuery(TABLE_QUERY);
  const twoCards = useMediaQuery(TWO_CARDS_QUERY);
  return wide ? (
    <CollectionRows rows={rows} canPay={canPay} canAddFee={canAddFee} />
  ) : (
    <CollectionCards rows={rows} canPay={canPay} canAddFee={canAddFee} perRow={twoCards ? 2 : 1} />
  );
}

interface ListProps {
  rows: TCollectionRow[];
  canPay: boolean;
  canAddFee: boolean;
}

function CollectionRows({ rows, canPay, canAddFee }: ListProps) {
  const hasAction = canPay || canAddFee;
  const columns = hasAction ? 8 : 7;
  const { listRef, items, before, after, measure } = useWindowRows<HTMLDivElement>(rows.length, ROW_HEIGHT);
  return (
    <div ref={listRef}>
      <Table label="Collections" className="min-w-[60rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
        <TableHeader>
          <TableRow>
            <TableHead>Collection Date</TableHead>
            <TableHead>Property</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Cleaning Team</TableHead>
            <TableHead>Notes</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
            {hasAction && <TableHead>Action</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableSpacerRow height={before} columns={columns} />
          {items.map((item) => {
            const r = rows[item.index];
            return (
              <TableRow key={r.id} data-index={item.index} ref={measure}>
                <TableCell className="align-top whitespace-nowrap">
                  {formatDate(r.collectedAt)}
                  {r.visitId && (
                    <div className="mt-1.5">
                      <ProofLink visitId={r.visitId} about={proofAbout(r)} />
                    </div>
                  )}
                  {r.amountPence > 0 && (
                    <div className="mt-1.5">
                      <InvoiceLink source="collection" sourceId={r.id} label={`The invoice of ${proofAbout(r)}`} />
                    </div>
                  )}
                </TableCell>
                <TableCell className="min-w-40 align-top">
                  <div className="font-medium text-slate-900">{r.propertyName}</div>
                  {r.propertyAddress && <div className="text-xs whitespace-normal text-slate-600">{r.propertyAddress}</div>}
                </TableCell>
                <TableCell className="align-top">{r.clientName}</TableCell>
                <TableCell className="align-top">{r.cleaningTeamName ?? '—'}</TableCell>
                <TableCell className="min-w-36 align-top text-sm [overflow-wrap:anywhere] text-slate-700">{r.notes ?? '—'}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{formatPence(r.amountPence)}</TableCell>
                <TableCell className="align-top">
                  <CollectionStatusBadge state={r.state} />
                  {r.paidAt && <div className="mt-1 text-xs text-slate-600">on {formatDate(r.paidAt)}</div>}
                </TableCell>
                {hasAction && (
                  <TableCell className="align-top">
                    <PayLink row={r} canPay={canPay} />
                    <LateFeeAction row={r} canAddFee={canAddFee} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          <TableSpacerRow height={after} columns={columns} />
        </TableBody>
      </Table>
    </div>
  );
}

/** The cards, `perRow` to a row. */
function CollectionCards({ rows, canPay, canAddFee, perRow }: ListProps & { perRow: number }) {
  return (
    <WindowCardGrid
      items={rows}
      perRow={perRow}
      rowHeight={CARD_ROW_HEIGHT}
      label="Collections"
      card={(r) => <CollectionCard key={r.id} row={r} canPay={canPay} canAddFee={canAddFee} />}
    />
  );
}

function CollectionCard({ row: r, canPay, canAddFee }: { row: TCollectionRow; canPay: boolean; canAddFee: boolean }) {
  return (
    <div role="listitem" className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{r.propertyName}</h2>
          {r.propertyAddress && <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{r.propertyAddress}</p>}
        </div>
        <CollectionStatusBadge state={r.state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <DetailItem label="Collection Date">{formatDate(r.collectedAt)}</DetailItem>
        <DetailItem label="Amount">{formatPence(r.amountPence)}</DetailItem>
        <DetailItem label="Client">{r.clientName}</DetailItem>
        <DetailItem label="Cleaning Team">{r.cleaningTeamName ?? '—'}</DetailItem>
        {r.paidAt && <DetailItem label="Paid">{formatDate(r.paidAt)}</DetailItem>}
        {r.notes && (
          <DetailItem label="Notes" wide>
            {r.notes}
          </DetailItem>
        )}
      </dl>
      {(r.visitId || r.amountPence > 0 || (canPay && (r.state === 'unpaid' || r.state === 'overdue'))) && (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
          {r.amountPence > 0 && <InvoiceLink source="collection" sourceId={r.id} label={`The invoice of ${proofAbout(r)}`} />}
          <ProofLink visitId={r.visitId} about={proofAbout(r)} />
          <PayLink row={r} canPay={canPay} />
        </div>
      )}
      {canAddFee && r.state === 'overdue' && (
        <div className="mt-3 flex justify-end">
          <LateFeeAction row={r} canAddFee={canAddFee} />
        </div>
      )}
    </div>
  );
}
