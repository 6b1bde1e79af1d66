/** GET /api/payments/status → true when a payment provider takes payments (the deposit button). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export const paymentsStatusKey = ['payments', 'status'] as const;

export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentsStatusKey,
    queryFn: async ({ signal }) => (await apiClient.get('/api/payments/status', { signal })).enabled === true,
    staleTime: 5 * 60_000,
  });
}
