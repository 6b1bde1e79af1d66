import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, LogIn, MailCheck } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import { homePathFor, meQueryKey, useMe } from '@web/app/session';
import { Alert, Button, Card, CardContent, SectionSpinner } from '@web/components/ui';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from './AuthLayout';
import { authViewHref } from './auth-view';
import { FormHeading } from './FormHeading';
import { useResendVerification } from './use-resend-verification';

/**
 * /verify-email?status=ok|invalid: where the e-mailed verification link lands (the server follows the
 * link, then redirects here). A spent link of someone already verified still reads as verified.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const linkWorked = params.get('status') === 'ok';
  const queryClient = useQueryClient();
  const me = useMe();
  const resend = useResendVerification();

  useEffect(() => {
    if (linkWorked) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [linkWorked, queryClient]);

  const verified = linkWorked || Boolean(me.data?.user.emailVerified);
  useDocumentTitle(verified ? 'E-mail Verified' : 'Verification Link Not Valid');
  const signedIn = me.data ?? null;

  return (
    <AuthLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            {me.isPending && !linkWorked ? (
              <SectionSpinner />
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
                    onClick={() => resend.mutate(signedIn.user.email)}
                  >
                    <MailCheck aria-hidden="true" />
                    Send a New Link
                  </Button>
                )}
                {!signedIn && (
                  <>
                    {!verified && (
                      <p className="text-sm text-slate-700">
                        Sign in, then choose <strong>Resend link</strong> in the notice at the top of the page to get a
                        new link.
                      </p>
                    )}
                    <Button asChild size="lg" className="w-full" variant={verified ? 'primary' : 'outline'}>
                      <Link to={authViewHref('signin')}>
                        <LogIn aria-hidden="true" />
                        Sign In
                      </Link>
                    </Button>
                  </>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
