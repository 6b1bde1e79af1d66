/** POST /api/charges/:id/waive {reason}: the list and the owners' payments due are read again after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { chargeKeys } from './use-charges';

export function useWaiveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiClient.post('/api/charges/{id}/waive', { path: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}
