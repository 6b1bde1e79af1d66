/** GET /api/deposit-refunds: the refunds of the owner's own properties (the portal shows them). */
import { useQuery } from '@tanstack/react-query';
import type { TDepositRefundListItem } from '@shared/schemas/deposit-refunds';
import { api } from '@web/lib/api';
import { depositRefundKeys } from './query-keys';

export function useDepositRefunds(enabled = true) {
  return useQuery({
    queryKey: depositRefundKeys.list,
    queryFn: ({ signal }) => api<{ refunds: TDepositRefundListItem[] }>('/api/deposit-refunds', { signal }).then((r) => r.refunds),
    enabled,
  });
}
