import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/users/:id/password: a new password for another user; their sessions end. */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api<{ ok: true }>(`/api/users/${encodeURIComponent(id)}/password`, { method: 'POST', body: { password } }),
  });
}
