/** GET /api/property-contracts/template: what a new contract's form starts from. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { contractKeys } from './query-keys';

export function useContractTemplate(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.template(propertyId),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiClient.get('/api/property-contracts/template', { query: { propertyId }, signal }).then((r) => r.template),
  });
}
