import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/request-password-reset: always answers 200, so nobody learns which e-mails exist. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiClient.post('/api/auth/request-password-reset', { body: { email } }),
  });
}
