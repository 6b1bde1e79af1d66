import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, MailCheck } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import { homePathFor, useMe } from '@web/lib/session';
import { Alert, Button, Card, CardContent, SectionSpinner } from '@web/components/ui';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from './AuthLayout';
import { FormHeading } from './FormHeading';
import { keepPendingVerification } from './pending-verification';
import { SignInLinkButton } from './SignInLinkButton';
import { useConfirmEmail } from './use-confirm-email';
import { resendLabel, useResendVerification } from './use-resend-verification';

/**
 * /verify-email?token=...: the page an e-mailed verification link opens. Signed in as the account the
 * link was sent for, it confirms the link (POST); signed out, it keeps the token and asks to sign in
 * first, so opening the link alone (a mail scanner, or the owner of an address someone else signed up
 * with) verifies nothing.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const me = useMe();
  const resend = useResendVerification();
  const confirm = useConfirmEmail();
  const signedIn = me.data ?? null;
  const alreadyVerified = Boolean(signedIn?.user.emailVerified);

  const asked = useRef(false);
  useEffect(() => {
    if (!token || me.isPending) return;
    if (!signedIn) {
      keepPendingVerification(token);
    } else if (!alreadyVerified && !asked.current) {
      asked.current = true;
      confirm.mutate(token);
    }
  }, [token, me.isPending, signedIn, alreadyVerified, confirm]);

  const state: 'checking' | 'verified' | 'sign-in' | 'invalid' =
    me.isPending || confirm.isPending ? 'checking' : alreadyVerified || confirm.isSuccess ? 'verified' : !signedIn && token ? 'sign-in' : 'invalid';
  const verified = state === 'verified';
  useDocumentTitle(verified ? 'E-mail Verified' : state === 'sign-in' ? 'Confirm Your E-mail' : 'Verification Link Not Valid');

  return (
    <AuthLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            {state === 'checking' ? (
              <SectionSpinner label="Checking your link" />
            ) : state === 'sign-in' ? (
              <>
                <FormHeading title="Confirm your e-mail address" />
                <p className="text-sm text-slate-700">{MESSAGES.verifyEmailSignIn}</p>
                <SignInLinkButton />
              </>
            ) : (
              <>
                <FormHeading title={verified ? 'E-mail verified' : 'Link invalid or expired'} />
                {verified ? (
                  <Alert variant="success" role="note" title="Thank you">
                    {MESSAGES.emailVerified}
                  </Alert>
                ) : (
                  <Alert variant="error" role="note" title="Link not valid">
                    {MESSAGES.verificationLinkInvalid}
                  </Alert>
                )}
                {signedIn && verified && (
                  <Button asChild size="lg" className="w-full">
                    <Link to={homePathFor(signedIn)}>
                      Continue
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                {signedIn && !verified && (
                  <Button
                    size="lg"
                    className="w-full"
                    loading={resend.isPending}
                    loadingText="Sending..."
                    disabled={resend.secondsLeft > 0}
                    onClick={() => resend.mutate(signedIn.user.email)}
                  >
                    <MailCheck aria-hidden="true" />
                    {resendLabel('Send a New Link', resend.secondsLeft)}
                  </Button>
                )}
                {!signedIn && <SignInLinkButton variant="outline" />}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
