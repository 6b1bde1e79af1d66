/** POST /api/payments/deposit-checkout { propertyId } → { url }; the browser then goes to the checkout. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function useDepositCheckout() {
  return useMutation({
    mutationFn: (propertyId: string) => apiClient.post('/api/payments/deposit-checkout', { body: { propertyId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
