/** GET /api/admin/clients and POST /api/admin/clients/:id/toggle-status. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminClientsResponse, TAdminClientStatusResponse } from '@shared/schemas/admin';
import { api } from '@web/lib/api';
import { clientKeys } from '@web/features/clients/query-keys';

export interface AdminClientsParams {
  search: string;
  status: string;
  page: number;
}

export const adminClientKeys = {
  all: ['admin-clients'] as const,
  list: (params: AdminClientsParams) => ['admin-clients', params] as const,
};

export function useAdminClients(params: AdminClientsParams) {
  return useQuery({
    queryKey: adminClientKeys.list(params),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ status: params.status || 'all', page: String(params.page) });
      if (params.search) qs.set('search', params.search);
      return api<TAdminClientsResponse>(`/api/admin/clients?${qs}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** After a change here, both this console and /clients read again. */
export function useRefreshClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminClientKeys.all }), queryClient.invalidateQueries({ queryKey: clientKeys.all })]);
}

export function useToggleClientStatus() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (id: string) => api<TAdminClientStatusResponse>(`/api/admin/clients/${encodeURIComponent(id)}/toggle-status`, { method: 'POST' }),
    onSuccess: () => refresh(),
  });
}
