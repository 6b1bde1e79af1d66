/** GET /api/properties/service-options: the catalogue services a property may select. */
import { useQuery } from '@tanstack/react-query';
import type { TServiceOption } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { propertyKeys } from './query-keys';

export function useServiceOptions() {
  return useQuery({
    queryKey: propertyKeys.serviceOptions,
    queryFn: ({ signal }) => api<{ services: TServiceOption[] }>('/api/properties/service-options', { signal }).then((r) => r.services),
    staleTime: 5 * 60_000,
  });
}
