/** GET /api/properties/:id/deposit-refund: the whole picture for billing staff, the refund's status for anyone else. */
import { useQuery } from '@tanstack/react-query';
import type { TDepositRefundOwnerView, TDepositRefundView } from '@shared/schemas/deposit-refunds';
import { apiClient } from '@web/lib/api-client';
import { depositRefundKeys } from './query-keys';

export type DepositRefundAnswer = TDepositRefundView | TDepositRefundOwnerView;

/** Whether the answer is the billing staff's whole picture. */
export const isStaffView = (answer: DepositRefundAnswer): answer is TDepositRefundView => 'eligible' in answer;

export function useDepositRefund(propertyId: string | null | undefined) {
  return useQuery({
    queryKey: depositRefundKeys.property(propertyId ?? ''),
    queryFn: ({ signal }): Promise<DepositRefundAnswer> => apiClient.get('/api/properties/{id}/deposit-refund', { path: { id: propertyId! }, signal }),
    enabled: Boolean(propertyId),
  });
}
