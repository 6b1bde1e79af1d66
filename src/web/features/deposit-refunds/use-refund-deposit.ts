/** POST /api/properties/:id/deposit-refund { note? } → the property's refund picture, refunded. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { depositRefundKeys, refundAffectedKeys } from './query-keys';

export function useRefundDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, note }: { propertyId: string; note?: string }) =>
      apiClient.post('/api/properties/{id}/deposit-refund', { path: { id: propertyId }, body: note ? { note } : {} }),
    onSuccess: (view, { propertyId }) => queryClient.setQueryData(depositRefundKeys.property(propertyId), view),
    onSettled: () => Promise.all(refundAffectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
