/**
 * GET /api/linen-requests?status=&from=&to=&cursor= (owner-scoped; staff see all), by date, a keyset page
 * at a time (Load more, decision 0175); GET /api/linen-requests/counts for how many each list holds.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import { apiClient } from '@web/lib/api-client';
import { requestKeys } from './query-keys';

export interface RequestListFilters {
  status?: LinenRequestStatus;
  from?: string;
  to?: string;
}

export function useLinenRequests(filters: RequestListFilters) {
  return useInfiniteQuery({
    queryKey: requestKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/linen-requests', {
        query: {
          status: filters.status || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((p) => p.requests),
  });
}

/** How many requests are pending and upcoming (accepted) from London today. */
export function useRequestCounts() {
  return useQuery({ queryKey: requestKeys.counts, queryFn: ({ signal }) => apiClient.get('/api/linen-requests/counts', { signal }) });
}
