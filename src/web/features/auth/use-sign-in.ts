import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSignIn } from '@shared/schemas/auth';
import { api } from '@web/lib/api';
import { refreshSession } from './refresh-session';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** POST /api/auth/sign-in/email: sets the session cookie, then reloads the session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignIn) => api<{ user: AuthUser }>('/api/auth/sign-in/email', { method: 'POST', body: input }),
    onSuccess: () => refreshSession(queryClient),
  });
}
