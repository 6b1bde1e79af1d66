import { useMutation } from '@tanstack/react-query';
import type { TSignUp } from '@shared/schemas/auth';
import { apiClient } from '@web/lib/api-client';

/**
 * POST /api/auth/sign-up/email: creates the account and its client record, and e-mails a link to
 * confirm the address. The answer is the same when the e-mail already has an account (its holder is
 * e-mailed instead), so the page only says 'Check your e-mail'; nobody is signed in yet.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: TSignUp) => apiClient.post('/api/auth/sign-up/email', { body: input }),
  });
}
