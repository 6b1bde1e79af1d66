/** GET /api/damage-products: catalogue products and stock items a damage row can name, with SKU. */
import { useQuery } from '@tanstack/react-query';
import type { TDamageProduct } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useDamageProducts(enabled = true) {
  return useQuery({
    queryKey: linenKeys.damageProducts,
    queryFn: ({ signal }) => api<{ products: TDamageProduct[] }>('/api/damage-products', { signal }).then((r) => r.products),
    enabled,
    staleTime: 5 * 60_000,
  });
}
