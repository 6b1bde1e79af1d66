import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

/** POST /api/users/:id/password: a new password for another user; their sessions end. */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      apiClient.post('/api/users/{id}/password', { path: { id }, body: { password } }),
  });
}
