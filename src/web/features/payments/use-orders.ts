import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '@shared/schemas/payments';
import { api } from '@web/lib/api';
import { paymentKeys } from './query-keys';

/** GET /api/orders: the caller's orders, newest first (super admins: everyone's). */
export function useOrders() {
  return useQuery({ queryKey: paymentKeys.orders, queryFn: ({ signal }) => api<TOrder[]>('/api/orders', { signal }) });
}
