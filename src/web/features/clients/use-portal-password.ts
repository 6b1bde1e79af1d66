import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/clients/:id/portal-password: a new password for the client's portal login. */
export function usePortalPassword(clientId: string) {
  return useMutation({
    mutationFn: (password: string) => apiClient.post('/api/clients/{id}/portal-password', { path: { id: clientId }, body: { password } }),
  });
}
