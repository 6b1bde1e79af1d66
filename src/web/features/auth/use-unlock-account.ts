import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/unlock-account: follows an e-mailed unlock link (no session: the account is locked). */
export function useUnlockAccount() {
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/auth/unlock-account', { body: { token } }),
  });
}
