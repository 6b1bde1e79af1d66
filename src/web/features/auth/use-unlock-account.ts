import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/auth/unlock-account: follows an e-mailed unlock link (no session: the account is locked). */
export function useUnlockAccount() {
  return useMutation({
    mutationFn: (token: string) => api<{ unlocked: true }>('/api/auth/unlock-account', { method: 'POST', body: { token } }),
  });
}
