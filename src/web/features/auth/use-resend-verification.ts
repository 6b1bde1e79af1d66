import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { meQueryKey } from '@web/lib/session';
import { errorMessage, isApiError } from '@web/lib/api';
import { apiClient } from '@web/lib/api-client';

/** The seconds the server asked to wait, from a 429's body ({ error: { retryAfterSeconds } }). */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = (error.body as { error?: { retryAfterSeconds?: unknown } } | undefined)?.error?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** A countdown: start(seconds) begins it; secondsLeft ticks down once a second to 0. */
function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState<{ until: number; now: number } | null>(null);
  const running = clock !== null && clock.now < clock.until;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClock((c) => (c ? { ...c, now: Date.now() } : c)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    secondsLeft: clock ? Math.max(0, Math.ceil((clock.until - clock.now) / 1000)) : 0,
    start: (seconds) => {
      const now = Date.now();
      setClock({ until: now + seconds * 1000, now });
    },
  };
}

/**
 * POST /api/auth/send-verification-email: a new verification link for the signed-in user. Toasts
 * say it was sent, or why not (already verified: then the session is reloaded). The server allows one
 * link a minute and says how long to wait: `secondsLeft` counts that down for the button.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  const countdown = useCountdown();
  const mutation = useMutation({
    mutationFn: (_email: string) => apiClient.post('/api/auth/send-verification-email', { body: {} }),
    onSuccess: (data, email) => {
      countdown.start(data.retryAfterSeconds);
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
        countdown.start(wait);
        toast.error(`Please wait ${wait} seconds before asking for another link.`);
        return;
      }
      toast.error(errorMessage(error, MESSAGES.failedSendVerification));
    },
  });
  return { ...mutation, secondsLeft: countdown.secondsLeft };
}

/** The Resend button's words: the countdown while it runs. */
export const resendLabel = (label: string, secondsLeft: number) => (secondsLeft > 0 ? `${label} in ${secondsLeft} s` : label);
