import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/payments/test-checkout/:id/pay or /cancel: the built-in test checkout's buttons. */
export function useTestCheckoutAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pay' | 'cancel' }) =>
      action === 'pay'
        ? apiClient.post('/api/payments/test-checkout/{id}/pay', { path: { id } })
        : apiClient.post('/api/payments/test-checkout/{id}/cancel', { path: { id } }),
  });
}
