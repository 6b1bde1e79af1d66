/** GET /api/linen-cards/:id: the card with its property's linen inventory, history and damages. */
import { useQuery } from '@tanstack/react-query';
import type { TCardDetails } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useCardDetails(id: string | null) {
  return useQuery({
    queryKey: linenKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<{ card: TCardDetails }>(`/api/linen-cards/${encodeURIComponent(id!)}`, { signal }).then((r) => r.card),
    enabled: Boolean(id),
  });
}
