import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /api/orders: the caller's orders, newest first (super admins: everyone's), a keyset page at a time ('Load more' asks for the next). */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: paymentKeys.orders,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => apiClient.get('/api/orders', { query: { cursor: pageParam || undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
