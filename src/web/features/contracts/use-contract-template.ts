/** GET /api/property-contracts/template: what a new contract's form starts from. */
import { useQuery } from '@tanstack/react-query';
import type { TContractTemplate } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { contractKeys } from './query-keys';

export function useContractTemplate(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.template(propertyId),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api<{ template: TContractTemplate }>(`/api/property-contracts/template?propertyId=${encodeURIComponent(propertyId)}`, {
        signal,
      }).then((r) => r.template),
  });
}
