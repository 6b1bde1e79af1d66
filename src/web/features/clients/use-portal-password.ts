import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/clients/:id/portal-password: a new password for the client's portal login. */
export function usePortalPassword(clientId: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api<{ ok: true; message: string }>(`/api/clients/${encodeURIComponent(clientId)}/portal-password`, {
        method: 'POST',
        body: { password },
      }),
  });
}
