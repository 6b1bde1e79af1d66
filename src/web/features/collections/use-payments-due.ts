/** GET /api/payments-due: the owner's unpaid collections and requested damage charges. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { collectionKeys } from './use-collections';

export function usePaymentsDue(enabled = true) {
  return useQuery({
    queryKey: collectionKeys.paymentsDue,
    queryFn: ({ signal }) => apiClient.get('/api/payments-due', { signal }),
    enabled,
  });
}
