/** GET /api/admin/clients and POST /api/admin/clients/:id/toggle-status. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminClientsQuery } from '@shared/schemas/admin';
import { apiClient } from '@web/lib/api-client';
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
    queryFn: ({ signal }) =>
      apiClient.get('/api/admin/clients', {
        query: { status: (params.status || 'all') as TAdminClientsQuery['status'], page: params.page, search: params.search || undefined },
        signal,
      }),
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
    mutationFn: (id: string) => apiClient.post('/api/admin/clients/{id}/toggle-status', { path: { id } }),
    onSuccess: () => refresh(),
  });
}
