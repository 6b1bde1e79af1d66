/** GET /api/linen-cards/:id: the card with its property's linen inventory, history and damages. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export function useCardDetails(id: string | null) {
  return useQuery({
    queryKey: linenKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards/{id}', { path: { id: id! }, signal }).then((r) => r.card),
    enabled: Boolean(id),
  });
}
