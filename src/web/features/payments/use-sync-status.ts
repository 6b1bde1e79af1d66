import { useQuery } from '@tanstack/react-query';
import type { TSyncStatusSummary } from '@shared/schemas/payments';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/**
 * GET /api/products/sync-status: provider, last sync time, whether it worked, product counts; for super
 * admins (`useSyncStatus<TSyncStatus>()` on /stripe-setup) also the error text and configuration.
 */
export function useSyncStatus<T extends TSyncStatusSummary = TSyncStatusSummary>() {
  return useQuery({
    queryKey: paymentKeys.syncStatus,
    queryFn: ({ signal }) => apiClient.get('/api/products/sync-status', { signal }) as Promise<T>,
  });
}

