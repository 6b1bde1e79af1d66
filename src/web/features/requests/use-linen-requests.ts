/** GET /api/linen-requests?status=&from=&to= (owner-scoped; staff see all), by date. */
import { useQuery } from '@tanstack/react-query';
import type { LinenRequestStatus } from '@shared/domain/linen-requests';
import type { TLinenRequest } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { requestKeys } from './query-keys';

export interface RequestListFilters {
  status?: LinenRequestStatus;
  from?: string;
  to?: string;
}

export function useLinenRequests(filters: RequestListFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return useQuery({
    queryKey: requestKeys.list(filters),
    queryFn: ({ signal }) => api<{ requests: TLinenRequest[] }>(`/api/linen-requests${query ? `?${query}` : ''}`, { signal }).then((r) => r.requests),
  });
}
