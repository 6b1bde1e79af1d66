import { useMutation } from '@tanstack/react-query';
import type { TChangeOwnPassword } from '@shared/schemas/profile';
import { api } from '@web/lib/api';

/** POST /api/me/password: other sessions end; this browser gets a fresh session cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangeOwnPassword) => api<{ ok: true }>('/api/me/password', { method: 'POST', body: input }),
  });
}
