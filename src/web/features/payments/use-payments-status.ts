import { useQuery } from '@tanstack/react-query';
import type { TPaymentsStatus } from '@shared/schemas/payments';
import { api } from '@web/lib/api';
import { paymentKeys } from './query-keys';

/** GET /api/payments/status: which payment provider takes payments ('stripe' or the built-in 'test' checkout). */
export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentKeys.status,
    queryFn: ({ signal }) => api<TPaymentsStatus>('/api/payments/status', { signal }),
    staleTime: 5 * 60_000,
  });
}
