/** GET /api/collections?period=&status=&search=&cursor= a page at a time (Load more), and the CSV's URL. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CollectionPeriod, CollectionStatusFilter } from '@shared/domain/collections';
import { apiClient, apiUrl } from '@web/lib/api-client';

export interface CollectionListParams {
  period: CollectionPeriod;
  status: CollectionStatusFilter;
  search: string;
}

export const collectionKeys = {
  all: ['collections'] as const,
  list: (params: CollectionListParams) => ['collections', 'list', params] as const,
  one: (id: string) => ['collections', 'one', id] as const,
  paymentsDue: ['payments-due'] as const,
};

const filterQuery = (params: CollectionListParams) => ({ period: params.period, status: params.status, search: params.search || undefined });

/** The server's CSV of the same filters (a plain download link). */
export const collectionsCsvUrl = (params: CollectionListParams) => apiUrl('/api/collections/export.csv', { query: filterQuery(params) });

export function useCollections(params: CollectionListParams) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/collections', { query: { ...filterQuery(params), cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
