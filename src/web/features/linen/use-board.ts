/** GET /api/linen-cards: every card in the caller's scope (the server runs the overdue move first). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export function useBoard() {
  return useQuery({
    queryKey: linenKeys.board,
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards', { signal }),
  });
}
