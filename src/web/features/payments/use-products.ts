import { useQuery } from '@tanstack/react-query';
import type { TProduct } from '@shared/schemas/payments';
import { api } from '@web/lib/api';
import { paymentKeys } from './query-keys';

/** GET /api/products: the active catalogue in order, prices in pence. */
export function useProducts() {
  return useQuery({ queryKey: paymentKeys.products, queryFn: ({ signal }) => api<TProduct[]>('/api/products', { signal }) });
}
