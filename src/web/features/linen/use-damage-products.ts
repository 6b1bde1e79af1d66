/** GET /api/damage-products?card={id}: the linen a damage row can name, the card's property's inventory first. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export function useDamageProducts(cardId: string, enabled = true) {
  return useQuery({
    queryKey: linenKeys.damageProducts(cardId),
    queryFn: ({ signal }) => apiClient.get('/api/damage-products', { query: { card: cardId }, signal }).then((r) => r.products),
    enabled,
    staleTime: 5 * 60_000,
  });
}
