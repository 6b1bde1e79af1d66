import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/** POST /api/products/sync (super admins, Stripe only): pulls products and prices from Stripe. */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/products/sync'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.products }),
  });
}
