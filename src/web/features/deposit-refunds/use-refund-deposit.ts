/** POST /api/properties/:id/deposit-refund { note? } → the property's refund picture, refunded. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDepositRefundView } from '@shared/schemas/deposit-refunds';
import { api } from '@web/lib/api';
import { depositRefundKeys, refundAffectedKeys } from './query-keys';

export function useRefundDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, note }: { propertyId: string; note?: string }) =>
      api<TDepositRefundView>(`/api/properties/${encodeURIComponent(propertyId)}/deposit-refund`, {
        method: 'POST',
        body: note ? { note } : {},
      }),
    onSuccess: (view, { propertyId }) => queryClient.setQueryData(depositRefundKeys.property(propertyId), view),
    onSettled: () => Promise.all(refundAffectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
