import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TClientList } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

export const CLIENTS_PAGE_SIZE = 50;

/** GET /api/clients: server-side search (name, e-mail, username) and status filter, newest first. */
export function useClients(filter: { search: string; status: string; page: number }) {
  return useQuery({
    queryKey: clientKeys.list(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(CLIENTS_PAGE_SIZE), offset: String(filter.page * CLIENTS_PAGE_SIZE) });
      if (filter.search) params.set('search', filter.search);
      if (filter.status) params.set('status', filter.status);
      return api<TClientList>(`/api/clients?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
