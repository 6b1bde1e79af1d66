import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES, SIGNUP_TOAST_MS } from '@shared/constants';
import type { TSignUp } from '@shared/schemas/auth';
import { api } from '@web/lib/api';
import { refreshSession } from './refresh-session';
import type { AuthUser } from './use-sign-in';

/**
 * POST /api/auth/sign-up/email: creates the account and its client record and signs in. A toast
 * (5 s) says whether the provider's team was notified; then the session is reloaded.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignUp) =>
      api<{ user: AuthUser; adminNotified: boolean }>('/api/auth/sign-up/email', { method: 'POST', body: input }),
    onSuccess: async ({ adminNotified }) => {
      toast.success(adminNotified ? MESSAGES.adminNotified : MESSAGES.accountCreated, {
        duration: SIGNUP_TOAST_MS,
        // Sonner's rich success text is 4.3:1 on its background; darker text meets WCAG AA.
        classNames: { title: 'text-green-900!' },
      });
      await refreshSession(queryClient);
    },
  });
}
