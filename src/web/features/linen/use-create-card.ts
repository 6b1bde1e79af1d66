/** POST /api/linen-cards */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardCard, TCreateLinenCard } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLinenCard) => api<{ card: TBoardCard }>('/api/linen-cards', { method: 'POST', body }).then((r) => r.card),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}
