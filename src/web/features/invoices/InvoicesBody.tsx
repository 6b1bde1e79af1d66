/** The body of an invoice list: loading, failure, none yet, or the list with Load more. */
import { FileText } from 'lucide-react';
import { Alert, EmptyState, LoadMorePager, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { InvoiceList } from './InvoiceList';
import { useInvoices, type InvoiceFilter } from './use-invoices';

const EMPTY: Record<InvoiceFilter, string> = {
  all: 'Invoices appear here when something is charged or paid.',
  unpaid: 'Nothing is owed on any invoice.',
  paid: 'No invoice is paid yet.',
  credited: 'No invoice has been credited in full.',
  waiting: 'Every invoice has its number.',
};

export function InvoicesBody({ filter, showCustomer }: { filter: InvoiceFilter; showCustomer: boolean }) {
  const list = useInvoices(filter);
  const rows = list.data?.pages.flatMap((p) => p.invoices) ?? [];
  if (list.isError)
    return (
      <Alert variant="error" title="The invoices could not be loaded">
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  if (!list.data) return <SectionSpinner label="Loading invoices" />;
  if (rows.length === 0) return <EmptyState icon={FileText} title="No invoices" description={EMPTY[filter]} />;
  return (
    <div aria-busy={list.isFetching || undefined}>
      <InvoiceList rows={rows} showCustomer={showCustomer} />
      <LoadMorePager list={list} shown={rows.length} total={null} noun={['invoice', 'invoices']} />
    </div>
  );
}
