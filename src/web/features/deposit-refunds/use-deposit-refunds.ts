/** GET /api/deposit-refunds: the refunds of the owner's own properties (the portal shows them). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { depositRefundKeys } from './query-keys';

export function useDepositRefunds(enabled = true) {
  return useQuery({
    queryKey: depositRefundKeys.list,
    queryFn: ({ signal }) => apiClient.get('/api/deposit-refunds', { signal }).then((r) => r.refunds),
    enabled,
  });
}
