import { useMutation } from '@tanstack/react-query';
import type { TSignUp } from '@shared/schemas/auth';
import { api } from '@web/lib/api';

/**
 * POST /api/auth/sign-up/email: creates the account and its client record, and e-mails a link to
 * confirm the address. The answer is the same when the e-mail already has an account (its holder is
 * e-mailed instead), so the page only says 'Check your e-mail'; nobody is signed in yet.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: TSignUp) => api<{ email: string }>('/api/auth/sign-up/email', { method: 'POST', body: input }),
  });
}
