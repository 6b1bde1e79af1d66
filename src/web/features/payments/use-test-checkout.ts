import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/payments/test-checkout/:id/pay or /cancel: the built-in test checkout's buttons. */
export function useTestCheckoutAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pay' | 'cancel' }) =>
      api<{ url: string }>(`/api/payments/test-checkout/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
  });
}
