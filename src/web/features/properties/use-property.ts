/** GET /api/properties/:id (with its stock). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';

export function useProperty(id: string | null | undefined, options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/properties/{id}', { path: { id: id! }, signal }).then((r) => r.property),
    enabled: Boolean(id),
    refetchOnMount: options.refetchOnMount ?? true,
  });
}
