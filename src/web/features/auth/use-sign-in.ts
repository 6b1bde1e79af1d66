import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSignIn, TSignInAnswer } from '@shared/schemas/auth';
import { apiClient } from '@web/lib/api-client';
import { refreshSession } from './refresh-session';

export type AuthUser = TSignInAnswer['user'];

/** POST /api/auth/sign-in/email: sets the session cookie, then reloads the session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignIn) => apiClient.post('/api/auth/sign-in/email', { body: input }),
    onSuccess: () => refreshSession(queryClient),
  });
}
