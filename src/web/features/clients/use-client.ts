import { useQuery } from '@tanstack/react-query';
import type { TClient } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** GET /api/clients/:id (404 for a client the caller may not see). */
export function useClient(id: string | null) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<{ client: TClient }>(`/api/clients/${encodeURIComponent(id ?? '')}`, { signal }).then((r) => r.client),
    enabled: Boolean(id),
  });
}
