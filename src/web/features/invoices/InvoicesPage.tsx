/**
 * /invoices (issue 23): every invoice and deposit receipt, newest first, by status, with its PDF; the
 * bookkeeper's accounting export beside it for those who may export (billing).
 */
import { useState } from 'react';
import { isPropertyOwner } from '@shared/domain/abilities';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { useSubject } from '@web/lib/session';
import { InvoiceExportPanel } from './InvoiceExportPanel';
import { InvoicesBody } from './InvoicesBody';
import type { InvoiceFilter } from './use-invoices';

const FILTERS: [InvoiceFilter, string][] = [
  ['all', 'All'],
  ['unpaid', 'Unpaid'],
  ['paid', 'Paid'],
  ['credited', 'Credited'],
  ['waiting', 'Number pending'],
];

export default function InvoicesPage() {
  const [filter, setFilter] = useState<InvoiceFilter>('all');
  const owner = isPropertyOwner(useSubject());
  return (
    <>
      <PageHeader title="Invoices" description="Numbered VAT invoices and deposit receipts for everything charged or paid, with credit notes against them." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_22rem]">
        <Tabs value={filter} onValueChange={(v) => setFilter(v as InvoiceFilter)} className="min-w-0">
          <TabsList aria-label="Invoices to show" className="mb-4 max-w-full overflow-x-auto">
            {FILTERS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map(([value]) => (
            <TabsContent key={value} value={value} className="pt-0">
              {value === filter && <InvoicesBody filter={value} showCustomer={!owner} />}
            </TabsContent>
          ))}
        </Tabs>
        <InvoiceExportPanel className="max-w-xl self-start" />
      </div>
    </>
  );
}
