/**
 * The payments feature, as the Onboarding checklist's 'Pay £100' uses it. Until card payments are
 * merged (GET /api/payments/status missing or { enabled: false }) the button stays disabled.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api';
import { crossKeys } from './query-keys';

export function usePaymentsEnabled(): boolean {
  const query = useQuery({
    queryKey: crossKeys.paymentsStatus,
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
  return query.data === true;
}

/** POST /api/payments/deposit-checkout { propertyId } → { url }, then the browser goes to the checkout. */
export function useDepositCheckout() {
  return useMutation({
    mutationFn: (propertyId: string) => api<{ url: string }>('/api/payments/deposit-checkout', { method: 'POST', body: { propertyId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
