import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { meQueryKey } from '@web/app/session';
import { api, errorMessage, isApiError } from '@web/lib/api';

/**
 * POST /api/auth/send-verification-email: a new verification link for the signed-in user. Toasts
 * say it was sent, or why not (too many requests, already verified: then the session is reloaded).
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_email: string) => api<{ sent: true }>('/api/auth/send-verification-email', { method: 'POST', body: {} }),
    onSuccess: (_data, email) => {
      toast.success(MESSAGES.verificationLinkSent(email));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'already_verified') {
        toast.success(error.message);
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        return;
      }
      toast.error(errorMessage(error, MESSAGES.failedSendVerification));
    },
  });
}
