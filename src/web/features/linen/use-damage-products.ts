/** GET /api/damage-products?card={id}: the linen a damage row can name, the card's property's inventory first. */
import { useQuery } from '@tanstack/react-query';
import type { TDamageProduct } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useDamageProducts(cardId: string, enabled = true) {
  return useQuery({
    queryKey: linenKeys.damageProducts(cardId),
    queryFn: ({ signal }) =>
      api<{ products: TDamageProduct[] }>(`/api/damage-products?card=${encodeURIComponent(cardId)}`, { signal }).then((r) => r.products),
    enabled,
    staleTime: 5 * 60_000,
  });
}
