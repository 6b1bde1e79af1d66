/** POST /api/charges/:id/waive {reason}: the list and the owners' payments due are read again after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCharge } from '@shared/schemas/charges';
import { api } from '@web/lib/api';
import { chargeKeys } from './use-charges';

export function useWaiveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<TCharge>(`/api/charges/${encodeURIComponent(id)}/waive`, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}
