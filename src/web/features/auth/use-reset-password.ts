import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';

/** POST /api/auth/reset-password: a new password from an e-mailed link; every session of the account ends. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
