import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/verify-email: confirms an e-mailed link for the signed-in user it was sent to. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/auth/verify-email', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
