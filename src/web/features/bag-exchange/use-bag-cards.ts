/**
 * GET /api/linen-cards?status= : the deliver list (new, waiting longest first), the collect list (changeover_due, oldest on beds first), the return list
 * (in_transit, oldest first), or with no status every card on the board (choosing labels to print).
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { bagKeys, type BagListStatus } from './query-keys';

export function useBagCards(status?: BagListStatus) {
  return useQuery({
    queryKey: status ? bagKeys.byStatus(status) : bagKeys.printable,
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards', { query: { status }, signal }).then((r) => r.cards),
  });
}
