/** GET /api/changeovers?search=&status= */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChangeoverFilter } from '@shared/domain/changeovers';
import type { TChangeoversResponse } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';

export interface ChangeoverListParams {
  search: string;
  status: ChangeoverFilter;
}

export const changeoverKeys = {
  all: ['changeovers'] as const,
  list: (params: ChangeoverListParams) => ['changeovers', 'list', params] as const,
};

/** The answer with the filter it answers (while a new filter loads, the previous answer stays on screen). */
export type ChangeoversData = TChangeoversResponse & { filter: ChangeoverFilter };

export function useChangeovers(params: ChangeoverListParams) {
  return useQuery<ChangeoversData>({
    queryKey: changeoverKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/changeovers', { query: { status: params.status, search: params.search || undefined }, signal })
        .then((r) => ({ ...r, filter: params.status })),
    placeholderData: keepPreviousData,
  });
}
