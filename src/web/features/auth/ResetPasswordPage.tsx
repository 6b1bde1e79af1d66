import { Link, useSearchParams } from 'react-router';
import { Mail } from 'lucide-react';
import { MESSAGES } from '@shared/constants';
import { Alert, Button, Card, CardContent } from '@web/components/ui';
import { ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from './AuthLayout';
import { authViewHref } from './auth-view';
import { FormHeading } from './FormHeading';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInLinkButton } from './SignInLinkButton';
import { useResetPassword } from './use-reset-password';

/** Better Auth answers 400 for a token that is unknown, used or expired; 422 means a weak password. */
function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** /reset-password?token=…: choose a new password from the e-mailed link. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();

  const state = reset.isSuccess ? 'done' : !token || isInvalidToken(reset.error) ? 'invalid' : 'form';

  return (
    <AuthLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            <FormHeading
              title="Choose a new password"
              description={state === 'form' ? 'After the change, you will need to sign in again on all your devices.' : undefined}
            />
            <div role="status" aria-live="polite" className="empty:hidden">
              {state === 'done' && (
                <Alert variant="success" role="note" title="Password reset">
                  {MESSAGES.passwordResetDone}
                </Alert>
              )}
              {state === 'invalid' && (
                <Alert variant="error" role="note" title="Link not valid">
                  {MESSAGES.resetLinkInvalid}
                </Alert>
              )}
            </div>
            {state === 'form' && <ResetPasswordForm token={token} reset={reset} />}
            {state === 'done' && <SignInLinkButton />}
            {state === 'invalid' && (
              <Button asChild size="lg" variant="outline" className="w-full">
                <Link to={authViewHref('forgot')}>
                  <Mail aria-hidden="true" />
                  Request a New Link
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
