/**
 * A list of invoices (issue 23): a table from 1024 px up and cards on phones; each with its number,
 * date, what it is for, the customer and property, the total, its status and a PDF download. Used by
 * /invoices (staff) and the owner's portal.
 */
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { INVOICE_SOURCE_LABELS, type InvoiceSource } from '@shared/domain/invoices';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import type { TInvoiceListItem } from '@shared/schemas/invoices';
import { Badge, DetailItem, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { invoicePath, invoicePdfUrl, STATUS_BADGE } from './invoice-view';

const what = (i: TInvoiceListItem) => (i.kind === 'deposit_receipt' ? 'Deposit receipt' : INVOICE_SOURCE_LABELS[i.source as InvoiceSource]);

function NumberLink({ i }: { i: TInvoiceListItem }) {
  return (
    <Link to={invoicePath(i.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
      {i.number ?? 'Number pending'}
    </Link>
  );
}

/** A PDF's download link: 'PDF' with an icon, named for screen readers after the document. */
export function PdfDownload({ href, number }: { href: string; number: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline lg:min-h-0"
      aria-label={`Download ${number} as a PDF`}
    >
      <Download aria-hidden="true" className="size-4" />
      PDF
    </a>
  );
}

function PdfLink({ i }: { i: Pick<TInvoiceListItem, 'id' | 'number'> }) {
  return i.number ? <PdfDownload href={invoicePdfUrl(i.id)} number={i.number} /> : null;
}

export function StatusBadge({ i }: { i: Pick<TInvoiceListItem, 'status' | 'statusText'> }) {
  return <Badge variant={STATUS_BADGE[i.status]}>{i.statusText}</Badge>;
}

export function InvoiceList({ rows, showCustomer }: { rows: TInvoiceListItem[]; showCustomer: boolean }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Invoices" className="[&_td]:px-2.5 [&_th]:px-2.5">
          <TableHeader>
            <TableRow>
              <TableHead>Number</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>For</TableHead>
              {showCustomer && <TableHead>Customer</TableHead>}
              <TableHead>Property</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Download</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((i) => (
              <TableRow key={i.id}>
                <TableCell className="whitespace-nowrap">
                  <NumberLink i={i} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(i.issueDate)}</TableCell>
                <TableCell>{what(i)}</TableCell>
                {showCustomer && <TableCell className="[overflow-wrap:anywhere]">{i.customerName}</TableCell>}
                <TableCell className="[overflow-wrap:anywhere]">{i.propertyName ?? '—'}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(i.grossPence)}</TableCell>
                <TableCell>
                  <StatusBadge i={i} />
                </TableCell>
                <TableCell>
                  <PdfLink i={i} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Invoices">
        {rows.map((i) => (
          <li key={i.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-2 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{what(i)}</p>
                <h2 className="text-base">
                  <NumberLink i={i} />
                </h2>
              </div>
              <p className="text-lg font-semibold text-slate-900 tabular-nums">{formatPence(i.grossPence)}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem label="Date">{formatDate(i.issueDate)}</DetailItem>
              <DetailItem label="Property">{i.propertyName ?? '—'}</DetailItem>
              {showCustomer && <DetailItem label="Customer">{i.customerName}</DetailItem>}
            </dl>
            <div className="mt-3 flex items-center justify-between gap-3">
              <StatusBadge i={i} />
              <PdfLink i={i} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
