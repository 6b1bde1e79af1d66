import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { paymentKeys } from './query-keys';

/** POST /api/products/sync (super admins, Stripe only): pulls products and prices from Stripe. */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ count: number; syncedAt: string }>('/api/products/sync', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.products }),
  });
}
