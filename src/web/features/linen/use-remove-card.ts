/** DELETE /api/linen-cards/:id (kanban_delete): the card leaves the board (archived, or deleted when nothing refers to it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';
import { refreshAfterCardChange } from './refresh-board';

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/linen-cards/{id}', { path: { id } }),
    onSuccess: (result) => queryClient.removeQueries({ queryKey: linenKeys.detail(result.id) }),
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}
