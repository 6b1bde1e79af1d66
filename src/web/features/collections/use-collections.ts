/** GET /api/collections?period=&status=&search=&cursor= a page at a time (Load more), and the CSV's URL. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CollectionPeriod, CollectionStatusFilter } from '@shared/domain/collections';
import type { TCollectionsResponse } from '@shared/schemas/collections';
import { api } from '@web/lib/api';

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

function filterQuery(params: CollectionListParams): URLSearchParams {
  const qs = new URLSearchParams({ period: params.period, status: params.status });
  if (params.search) qs.set('search', params.search);
  return qs;
}

/** The server's CSV of the same filters (a plain download link). */
export const collectionsCsvUrl = (params: CollectionListParams) => `/api/collections/export.csv?${filterQuery(params)}`;

export function useCollections(params: CollectionListParams) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const qs = filterQuery(params);
      if (pageParam) qs.set('cursor', pageParam);
      return api<TCollectionsResponse>(`/api/collections?${qs}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
