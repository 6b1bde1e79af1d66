import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/reset-password: a new password from an e-mailed link; every session of the account ends. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiClient.post('/api/auth/reset-password', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
