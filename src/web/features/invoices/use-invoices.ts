/** Invoices (issue 23): a page at a time (Load more), one invoice, the invoice of a record, and a credit note. */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceExportFormat } from '@shared/domain/invoice-exports';
import type { InvoiceSource } from '@shared/domain/invoices';
import type { TCreditNoteBody } from '@shared/schemas/invoices';
import { apiClient } from '@web/lib/api-client';

export type InvoiceFilter = 'all' | 'unpaid' | 'paid' | 'credited' | 'waiting';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filter: InvoiceFilter) => ['invoices', 'list', filter] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  of: (source: string, sourceId: string) => ['invoices', 'of', source, sourceId] as const,
};

export function useInvoices(filter: InvoiceFilter) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/invoices', { query: { status: filter === 'all' ? undefined : filter, cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.one(id), queryFn: ({ signal }) => apiClient.get('/api/invoices/{id}', { path: { id }, signal }) });
}

/** The invoice of one record (a collection, damage charge, charge, deposit), for a ledger's link. */
export function useInvoiceOf(source: InvoiceSource, sourceId: string) {
  return useQuery({
    queryKey: invoiceKeys.of(source, sourceId),
    queryFn: async ({ signal }) => (await apiClient.get('/api/invoices', { query: { source, sourceId, limit: 1 }, signal })).invoices[0] ?? null,
  });
}

export function useIssueCreditNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreditNoteBody) => apiClient.post('/api/invoices/{id}/credit-notes', { path: { id }, body }),
    onSuccess: (detail) => queryClient.setQueryData(invoiceKeys.one(id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** How many documents a period's export holds and the parts it is written in (only asked when `enabled`: a format with a limit, a valid period). */
export function useInvoiceExportParts(query: { format: InvoiceExportFormat; from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['invoice-exports', 'parts', query.format, query.from, query.to],
    queryFn: ({ signal }) => apiClient.get('/api/invoice-exports/parts', { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
