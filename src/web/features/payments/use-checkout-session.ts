import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { paymentKeys } from './query-keys';

/**
 * GET /api/payments/checkout-sessions/:id: one of the caller's checkouts (by our id or the provider's
 * session id). `pollMs` keeps refetching while the checkout is still open (waiting for the webhook).
 */
export function useCheckoutSession(id: string | null, options: { enabled?: boolean; pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: paymentKeys.checkout(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/payments/checkout-sessions/{id}', { path: { id: id ?? '' }, signal }),
    enabled: Boolean(id) && (options.enabled ?? true),
    refetchInterval: (query) => (options.pollMs && query.state.data?.status === 'open' ? options.pollMs : false),
    refetchOnWindowFocus: false,
  });
}
