import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/auth/request-password-reset: always answers 200, so nobody learns which e-mails exist. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email } }),
  });
}
