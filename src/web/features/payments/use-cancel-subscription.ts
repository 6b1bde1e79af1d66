/** POST /api/payments/subscriptions/:id/cancel: the caller's own subscription; the session (plan box) is refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

export type { TCancelSubscriptionResult as CancelSubscriptionResult } from '@shared/schemas/payments';

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/payments/subscriptions/{id}/cancel', { path: { id } }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      // With Stripe the webhook records the cancel a moment later: look again then.
      if (result.status === 'cancel_requested') {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), 3000);
      }
    },
  });
}
