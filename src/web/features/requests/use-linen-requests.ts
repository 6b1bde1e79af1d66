/** GET /api/linen-requests?status=&from=&to= (owner-scoped; staff see all), by date. */
import { useQuery } from '@tanstack/react-query';
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import { apiClient } from '@web/lib/api-client';
import { requestKeys } from './query-keys';

export interface RequestListFilters {
  status?: LinenRequestStatus;
  from?: string;
  to?: string;
}

export function useLinenRequests(filters: RequestListFilters) {
  return useQuery({
    queryKey: requestKeys.list(filters),
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/linen-requests', {
          query: { status: filters.status || undefined, from: filters.from || undefined, to: filters.to || undefined },
          signal,
        })
        .then((r) => r.requests),
  });
}
