/** POST /api/payments/subscriptions/:id/cancel: the caller's own subscription; the session (plan box) is refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';

export type CancelSubscriptionResult = { status: 'canceled' } | { status: 'cancel_requested' };

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<CancelSubscriptionResult>(`/api/payments/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      // With Stripe the webhook records the cancel a moment later: look again then.
      if (result.status === 'cancel_requested') {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), 3000);
      }
    },
  });
}
