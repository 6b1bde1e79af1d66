/** How the screens show an invoice's status and where its PDF is. */
import type { BadgeVariant } from '@web/components/ui';
import type { TInvoiceListItem } from '@shared/schemas/invoices';
import { apiUrl } from '@web/lib/api-client';

export const STATUS_BADGE: Record<TInvoiceListItem['status'], BadgeVariant> = {
  waiting: 'neutral',
  unpaid: 'warning',
  paid: 'success',
  credited: 'info',
};

export const invoicePdfUrl = (id: string) => apiUrl('/api/invoices/{id}/pdf', { path: { id } });
export const creditNotePdfUrl = (id: string) => apiUrl('/api/credit-notes/{id}/pdf', { path: { id } });
export const invoicePath = (id: string) => `/invoices/${id}`;

