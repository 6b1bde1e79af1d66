/** POST /api/payments/deposit-checkout { propertyId } → { url }; the browser then goes to the checkout. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useDepositCheckout() {
  return useMutation({
    mutationFn: (propertyId: string) => api<{ url: string }>('/api/payments/deposit-checkout', { method: 'POST', body: { propertyId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
