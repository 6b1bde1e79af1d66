import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /api/orders: the caller's orders, newest first (super admins: everyone's). */
export function useOrders() {
  return useQuery({ queryKey: paymentKeys.orders, queryFn: ({ signal }) => apiClient.get('/api/orders', { signal }) });
}
