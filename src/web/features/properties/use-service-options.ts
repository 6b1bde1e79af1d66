/** GET /api/properties/service-options: the catalogue services a property may select. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';

export function useServiceOptions() {
  return useQuery({
    queryKey: propertyKeys.serviceOptions,
    queryFn: ({ signal }) => apiClient.get('/api/properties/service-options', { signal }).then((r) => r.services),
    staleTime: 5 * 60_000,
  });
}
