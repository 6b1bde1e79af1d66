/** GET /api/payments-due: the owner's unpaid collections and requested damage charges. */
import { useQuery } from '@tanstack/react-query';
import type { TPaymentsDueResponse } from '@shared/schemas/collections';
import { api } from '@web/lib/api';
import { collectionKeys } from './use-collections';

export function usePaymentsDue(enabled = true) {
  return useQuery({
    queryKey: collectionKeys.paymentsDue,
    queryFn: ({ signal }) => api<TPaymentsDueResponse>('/api/payments-due', { signal }),
    enabled,
  });
}
