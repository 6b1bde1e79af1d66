/** PATCH /api/linen-cards/:id */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardCard, TUpdateLinenCard } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateLinenCard }) =>
      api<{ card: TBoardCard }>(`/api/linen-cards/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then((r) => r.card),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}
