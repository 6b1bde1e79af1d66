import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /api/products: the active catalogue in order, prices in pence. */
export function useProducts() {
  return useQuery({ queryKey: paymentKeys.products, queryFn: ({ signal }) => apiClient.get('/api/products', { signal }) });
}
