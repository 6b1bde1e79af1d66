import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';

/** POST /api/auth/verify-email: confirms an e-mailed link for the signed-in user it was sent to. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<{ verified: true }>('/api/auth/verify-email', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
