/** GET /api/property-contracts?propertyId=: the property's contracts, newest first, each with its active link. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { contractKeys } from './query-keys';

export function usePropertyContracts(propertyId: string) {
  return useQuery({
    queryKey: contractKeys.byProperty(propertyId),
    queryFn: ({ signal }) => apiClient.get('/api/property-contracts', { query: { propertyId }, signal }).then((r) => r.contracts),
  });
}
