import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /api/payments/status: which payment provider takes payments ('stripe' or the built-in 'test' checkout). */
export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentKeys.status,
    queryFn: ({ signal }) => apiClient.get('/api/payments/status', { signal }),
    staleTime: 5 * 60_000,
  });
}
