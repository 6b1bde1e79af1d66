import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MailCheck, X } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import type { Me } from '@web/lib/session';
import { Alert, Button } from '@web/components/ui';
import { takePendingVerification, verifyEmailPath } from './pending-verification';
import { resendLabel, useResendVerification } from './use-resend-verification';

const DISMISSED_KEY = 'linen.verify-email-notice.dismissed';

/** Dismissed for this user until the browser tab closes (storage may be blocked: then for this page). */
function useDismissedThisSession(userId: string): [boolean, () => void] {
  const [dismissedFor, setDismissedFor] = useState(() => {
    try {
      return sessionStorage.getItem(DISMISSED_KEY);
    } catch {
      return null;
    }
  });
  return [
    dismissedFor === userId,
    () => {
      try {
        sessionStorage.setItem(DISMISSED_KEY, userId);
      } catch {
        /* kept in memory only */
      }
      setDismissedFor(userId);
    },
  ];
}

/**
 * Above every signed-in page while the login e-mail is unverified (owners who signed themselves up).
 * Compact on phones (one short line; issue 19: it covered 40% of a phone's first screen), and dismissed
 * for the rest of the browser session with its X.
 */
export function VerifyEmailNotice({ me }: { me: Me }) {
  const { id, email, emailVerified } = me.user;
  const [dismissed, dismiss] = useDismissedThisSession(id);
  const resend = useResendVerification();
  const navigate = useNavigate();
  // A link opened before signing in: back to its page to confirm it, now as this user.
  useEffect(() => {
    if (emailVerified) return;
    const token = takePendingVerification();
    if (token) void navigate(verifyEmailPath(token));
  }, [emailVerified, navigate]);
  if (emailVerified || dismissed) return null;

  return (
    <section aria-label="E-mail verification" className="mb-4 sm:mb-6" data-testid="verify-email-notice">
      <Alert
        variant="info"
        role="note"
        className="gap-2 p-3 sm:gap-3 sm:p-4"
        title={MESSAGES.verifyEmailTitle}
        action={
          <>
            <Button
              variant="outline"
              size="sm"
              loading={resend.isPending}
              loadingText="Sending..."
              disabled={resend.secondsLeft > 0}
              onClick={() => resend.mutate(email)}
            >
              <MailCheck aria-hidden="true" />
              {resendLabel('Resend link', resend.secondsLeft)}
            </Button>
            <Button variant="ghost" size="icon" className="md:size-8" aria-label="Dismiss" onClick={dismiss}>
              <X aria-hidden="true" />
            </Button>
          </>
        }
      >
        <span className="sm:hidden">{MESSAGES.verifyEmailNoticeShort(email)}</span>
        <span className="hidden sm:inline">{MESSAGES.verifyEmailNotice(email)}</span>
      </Alert>
    </section>
  );
}
