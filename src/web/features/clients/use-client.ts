import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/clients/:id (404 for a client the caller may not see). */
export function useClient(id: string | null) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/clients/{id}', { path: { id: id ?? '' }, signal }).then((r) => r.client),
    enabled: Boolean(id),
  });
}
