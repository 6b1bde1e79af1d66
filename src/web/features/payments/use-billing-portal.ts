/** POST /api/payments/billing-portal: opens Stripe's customer portal (Stripe only). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiClient.post('/api/payments/billing-portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
