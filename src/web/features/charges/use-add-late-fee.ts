/** POST /api/charges/late-fee {subjectType, subjectId, amountPence, reason}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLateFee } from '@shared/schemas/charge-ledger';
import { apiClient } from '@web/lib/api-client';
import { chargeKeys } from './use-charges';

export function useAddLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLateFee) => apiClient.post('/api/charges/late-fee', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}
