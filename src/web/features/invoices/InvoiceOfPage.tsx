/**
 * /invoices/for/{source}/{sourceId} (issue 23): the invoice of a record, from a ledger's 'Invoice' link
 * (a collection, damage charge, charge or deposit): it opens the invoice, or says there is none yet.
 */
import { Navigate, useParams } from 'react-router';
import { INVOICE_SOURCES, type InvoiceSource } from '@shared/domain/invoices';
import { NotFound } from '@web/components/NotFound';
import { Alert, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { invoicePath } from './invoice-view';
import { useInvoiceOf } from './use-invoices';

const NONE = { title: 'No Invoice Yet', message: 'This has no invoice: nothing was charged for it, or it is not yours.' };

export default function InvoiceOfPage() {
  const { source = '', sourceId = '' } = useParams();
  const known = (INVOICE_SOURCES as readonly string[]).includes(source);
  if (!known) return <NotFound title={NONE.title} message={NONE.message} />;
  return <Find source={source as InvoiceSource} sourceId={sourceId} />;
}

function Find({ source, sourceId }: { source: InvoiceSource; sourceId: string }) {
  const found = useInvoiceOf(source, sourceId);
  if (found.isError) return <Alert variant="error">{errorMessage(found.error, 'The invoice could not be found.')}</Alert>;
  if (found.data === undefined) return <SectionSpinner label="Finding the invoice" />;
  if (found.data === null) return <NotFound title={NONE.title} message={NONE.message} />;
  return <Navigate to={invoicePath(found.data.id)} replace />;
}
