import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TClientListQuery } from '@shared/schemas/clients';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

export const CLIENTS_PAGE_SIZE = 50;

/** GET /api/clients: server-side search (name, e-mail, username) and status filter, newest first. */
export function useClients(filter: { search: string; status: string; page: number }) {
  return useQuery({
    queryKey: clientKeys.list(filter),
    queryFn: ({ signal }) =>
      apiClient.get('/api/clients', {
        query: {
          limit: CLIENTS_PAGE_SIZE,
          offset: filter.page * CLIENTS_PAGE_SIZE,
          search: filter.search || undefined,
          // The filter holds what the status menu offers: a ClientStatus, 'all' or ''.
          status: (filter.status || undefined) as TClientListQuery['status'],
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
