import { useSearchParams } from 'react-router';
import { LockOpen } from 'lucide-react';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { Alert, Button, Card, CardContent } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from './AuthLayout';
import { FormHeading } from './FormHeading';
import { SignInLinkButton } from './SignInLinkButton';
import { useUnlockAccount } from './use-unlock-account';

/**
 * /unlock-account?token=...: the page the 'account locked' e-mail links to. The owner presses Unlock
 * (a click, so a mail scanner opening the link does nothing), then signs in.
 */
export default function UnlockAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useUnlockAccount();
  useDocumentTitle(unlock.isSuccess ? 'Account Unlocked' : 'Unlock Your Account');

  return (
    <AuthLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            <FormHeading
              title={unlock.isSuccess ? 'Account unlocked' : 'Unlock your account'}
              description={
                unlock.isSuccess ? undefined : 'Sign-ins to your account were paused after too many failed attempts. Unlock it to sign in now.'
              }
            />
            <div role="status" aria-live="polite" className="empty:hidden">
              {unlock.isSuccess && (
                <Alert variant="success" role="note" title="Done">
                  {AUTH_MESSAGES.accountUnlocked}
                </Alert>
              )}
              {(unlock.isError || !token) && (
                <Alert variant="error" role="note" title="Link not valid">
                  {token ? errorMessage(unlock.error, AUTH_MESSAGES.unlockLinkInvalid) : AUTH_MESSAGES.unlockLinkInvalid}
                </Alert>
              )}
            </div>
            {!unlock.isSuccess && !unlock.isError && token && (
              <Button size="lg" className="w-full" loading={unlock.isPending} loadingText="Unlocking..." onClick={() => unlock.mutate(token)}>
                <LockOpen aria-hidden="true" />
                Unlock My Account
              </Button>
            )}
            <SignInLinkButton variant={unlock.isSuccess || unlock.isError || !token ? 'primary' : 'outline'} />
            {!unlock.isSuccess && (
              <p className="text-sm text-slate-600">
                If you did not try to sign in, someone may be guessing your password: after signing in, choose a new one in Settings &gt; Security and
                sign out your other devices.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
