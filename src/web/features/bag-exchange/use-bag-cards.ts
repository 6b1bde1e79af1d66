/** GET /api/linen-cards : every card on the board (choosing labels to print). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bagKeys } from './query-keys';

export function useBagCards() {
  return useQuery({
    queryKey: bagKeys.printable,
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards', { signal }).then((r) => r.cards),
  });
}
