/** GET /api/property-contracts?propertyId=: the property's contracts, newest first, each with its active link. */
import { useQuery } from '@tanstack/react-query';
import type { TPropertyContract } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { contractKeys } from './query-keys';

export function usePropertyContracts(propertyId: string) {
  return useQuery({
    queryKey: contractKeys.byProperty(propertyId),
    queryFn: ({ signal }) =>
      api<{ contracts: TPropertyContract[] }>(`/api/property-contracts?propertyId=${encodeURIComponent(propertyId)}`, { signal }).then(
        (r) => r.contracts,
      ),
  });
}
