/**
 * GET /api/payments/status → { enabled }. Until card payments are merged (the endpoint is missing) the
 * deposit button stays disabled.
 */
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api';

export const paymentsStatusKey = ['payments', 'status'] as const;

export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentsStatusKey,
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ enabled: boolean }>('/api/payments/status', { signal })).enabled === true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
