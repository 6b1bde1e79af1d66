import { Link, useSearchParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { NOTIFICATION_KIND_INFO, REMINDER_MESSAGES, unsubscribeTokenKind } from '@shared/domain/reminders';
import { useMe } from '@web/lib/session';
import { Alert, Button, Card, CardContent } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from '@web/features/auth/AuthLayout';
import { FormHeading, textLinkClasses } from '@web/features/auth/FormHeading';
import { useUnsubscribe } from './use-unsubscribe';

const INVALID = REMINDER_MESSAGES.unsubscribeInvalid;

/**
 * /unsubscribe?token=...: the link at the foot of each reminder e-mail. Nothing changes until the
 * button is pressed (mail scanners open links); then that one kind of e-mail stops for that one user.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const me = useMe();
  const done = unsubscribe.data;
  const kind = unsubscribeTokenKind(token);
  const label = kind ? NOTIFICATION_KIND_INFO[kind].label : null;
  useDocumentTitle(done ? 'Unsubscribed' : 'Stop E-mails');
  const settingsLink = me.data ? '/settings' : '/login';

  return (
    <AuthLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            {done ? (
              <>
                <FormHeading title="You are unsubscribed" />
                <Alert variant="success" role="status" title="Done">
                  We will not send you “{done.label}” e-mails any more. Other e-mails are not affected.
                </Alert>
                <p className="text-sm text-slate-700">
                  Changed your mind? Switch them back on in{' '}
                  <Link to={settingsLink} className={textLinkClasses}>
                    Settings
                  </Link>
                  .
                </p>
              </>
            ) : !token ? (
              <>
                <FormHeading title="Link incomplete" />
                <Alert variant="error" role="note" title="Link not valid">
                  {INVALID}
                </Alert>
              </>
            ) : (
              <>
                <FormHeading
                  title="Stop these e-mails?"
                  description={
                    label
                      ? `Press the button to stop “${label}” e-mails. Other e-mails are not affected, and you can switch these back on in Settings.`
                      : 'Press the button to stop this kind of reminder e-mail. You can switch it back on in Settings.'
                  }
                />
                {unsubscribe.isError && (
                  <Alert variant="error" role="alert" title="Not unsubscribed">
                    {errorMessage(unsubscribe.error, INVALID)}
                  </Alert>
                )}
                <Button
                  size="lg"
                  className="w-full"
                  loading={unsubscribe.isPending}
                  loadingText="Stopping..."
                  onClick={() => unsubscribe.mutate(token)}
                >
                  <BellOff aria-hidden="true" />
                  Stop these e-mails
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
