/** POST /api/payments/billing-portal: opens Stripe's customer portal (Stripe only). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/payments/billing-portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
