/** POST /api/linen-cards */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateLinenCard } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';
import { refreshAfterCardChange } from './refresh-board';

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLinenCard) => apiClient.post('/api/linen-cards', { body }).then((r) => r.card),
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}
