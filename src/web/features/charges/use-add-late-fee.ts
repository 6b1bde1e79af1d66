/** POST /api/charges/late-fee {subjectType, subjectId, amountPence, reason}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLateFee } from '@shared/schemas/charge-ledger';
import type { TCharge } from '@shared/schemas/charges';
import { api } from '@web/lib/api';
import { chargeKeys } from './use-charges';

export function useAddLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLateFee) => api<TCharge>('/api/charges/late-fee', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}
