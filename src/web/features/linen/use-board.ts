/** GET /api/linen-cards: every card in the caller's scope (the server runs the overdue move first). */
import { useQuery } from '@tanstack/react-query';
import type { TBoardResponse } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useBoard() {
  return useQuery({
    queryKey: linenKeys.board,
    queryFn: ({ signal }) => api<TBoardResponse>('/api/linen-cards', { signal }),
  });
}
