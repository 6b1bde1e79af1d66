import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { meQueryKey } from '@web/app/session';
import { api, errorMessage, isApiError } from '@web/lib/api';

/** The seconds the server asked to wait, from a 429's body ({ error: { retryAfterSeconds } }). */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = (error.body as { error?: { retryAfterSeconds?: unknown } } | undefined)?.error?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** Counts down to `until` (epoch ms) once a second; 0 when it has passed. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * POST /api/auth/send-verification-email: a new verification link for the signed-in user. Toasts
 * say it was sent, or why not (already verified: then the session is reloaded). The server allows one
 * link a minute and says how long to wait: `secondsLeft` counts that down for the button.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  const [until, setUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(until);
  const mutation = useMutation({
    mutationFn: (_email: string) =>
      api<{ sent: true; retryAfterSeconds: number }>('/api/auth/send-verification-email', { method: 'POST', body: {} }),
    onSuccess: (data, email) => {
      setUntil(Date.now() + data.retryAfterSeconds * 1000);
      toast.success(MESSAGES.verificationLinkSent(email));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'already_verified') {
        toast.success(error.message);
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        return;
      }
      const wait = retryAfterOf(error);
      if (wait) {
        setUntil(Date.now() + wait * 1000);
        toast.error(`Please wait ${wait} seconds before asking for another link.`);
        return;
      }
      toast.error(errorMessage(error, MESSAGES.failedSendVerification));
    },
  });
  return { ...mutation, secondsLeft };
}

/** The Resend button's words: the countdown while it runs. */
export const resendLabel = (label: string, secondsLeft: number) => (secondsLeft > 0 ? `${label} in ${secondsLeft} s` : label);
