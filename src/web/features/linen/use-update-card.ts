/** PATCH /api/linen-cards/:id */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateLinenCard } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';
import { refreshAfterCardChange } from './refresh-board';

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateLinenCard }) =>
      apiClient.patch('/api/linen-cards/{id}', { path: { id }, body }).then((r) => r.card),
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}
