/**
 * The late payment fee the dialog starts from: the provider's setting (GET /api/charge-settings), or the
 * default while it cannot be read.
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CHARGE_SETTINGS } from '@shared/domain/charges';
import { apiClient } from '@web/lib/api-client';

export function useLateFeeDefault(enabled: boolean): { pence: number; ready: boolean } {
  const settings = useQuery({
    queryKey: ['charge-settings'],
    queryFn: ({ signal }) => apiClient.get('/api/charge-settings', { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  const pence = settings.data?.settings.latePaymentPence;
  return { pence: typeof pence === 'number' && pence > 0 ? pence : DEFAULT_CHARGE_SETTINGS.latePaymentPence, ready: !settings.isPending };
}
