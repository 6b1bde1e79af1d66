/** DELETE /api/linen-cards/:id (kanban_delete): the card leaves the board (archived, or deleted when nothing refers to it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoveCardResult } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TRemoveCardResult>(`/api/linen-cards/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (result) => queryClient.removeQueries({ queryKey: linenKeys.detail(result.id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}
