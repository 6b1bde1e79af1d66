import { useMutation } from '@tanstack/react-query';
import type { TChangeOwnPassword } from '@shared/schemas/profile';
import { apiClient } from '@web/lib/api-client';

/** POST /api/me/password: other sessions end; this browser gets a fresh session cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangeOwnPassword) => apiClient.post('/api/me/password', { body: input }),
  });
}
