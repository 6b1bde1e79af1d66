import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/notifications/unsubscribe: the signed token from a reminder e-mail (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/notifications/unsubscribe', { body: { token } }),
  });
}
