/** A ledger's 'Invoice' link to a record's invoice (issue 23): /invoices/for/{source}/{id} opens it. */
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { InvoiceSource } from '@shared/domain/invoices';

export function InvoiceLink({ source, sourceId, label }: { source: InvoiceSource; sourceId: string; label?: string }) {
  return (
    <Link
      to={`/invoices/for/${source}/${sourceId}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={label}
    >
      <FileText aria-hidden="true" className="size-4" />
      Invoice
    </Link>
  );
}
