import { useState, type FormEvent } from 'react';
import { KeyRound, PlugZap, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/constants';
import { Logo } from '@web/components/Logo';
import { Alert, Button, Card, CardContent, Field, Input } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EnvFileBlock } from './EnvFileBlock';
import { envText } from './env-text';
import { generateSecret } from './generate-secret';
import { TestConnectionStatus, type TestStatus } from './TestConnectionStatus';
import { useTestConnection } from './use-test-connection';

const SECRET_MIN_LENGTH = 32;

export interface ConnectionSetupPageProps {
  /** 'not_configured' when the server has no database settings, else 'failed'. */
  reason: 'not_configured' | 'failed';
  /** Extra detail from the server, shown under 'Unable to connect to database'. */
  detail?: string;
  /** Re-checks the server's health (after the server was restarted). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** Shown instead of the app when the server cannot reach its database (docs/product.md §1.2.7, DESIGN §5.9). */
export function ConnectionSetupPage({ reason, detail, onRetry, retrying = false }: ConnectionSetupPageProps) {
  useDocumentTitle('Connection Setup');
  const [databaseUrl, setDatabaseUrl] = useState('');
  const [authSecret, setAuthSecret] = useState('');
  const [setupCode, setSetupCode] = useState('');
  /** Shown once the server asked for the code (this page is not open on the server itself). */
  /** Set once the user tried to test or copy with a field empty; the message shows while one still is. */
  const [attempted, setAttempted] = useState(false);
  const test = useTestConnection();

  const bothFilled = databaseUrl.trim() !== '' && authSecret.trim() !== '';
  const secretTooShort = authSecret.trim() !== '' && authSecret.trim().length < SECRET_MIN_LENGTH;
  const missing = attempted && !bothFilled;
  const formError = missing ? MESSAGES.enterUrlAndKey : null;

  let status: TestStatus = { state: 'idle' };
  if (test.isPending) status = { state: 'testing' };
  else if (test.isError) status = { state: 'failed', reason: errorMessage(test.error) };
  else if (test.data) {
    status = test.data.ok ? { state: 'success', message: test.data.message } : { state: 'failed', reason: test.data.message };
  }

  function requireBoth(): boolean {
    setAttempted(true);
    return bothFilled;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!requireBoth() || secretTooShort) return;
    test.mutate({ databaseUrl: databaseUrl.trim(), setupCode: setupCode.trim() || undefined });
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Connection Setup</h1>
          <p className="text-slate-600">
            The server needs a PostgreSQL database and a secret key for signing sessions. Enter them below, test the connection and save the generated
            settings on the server.
          </p>
        </div>

        {reason === 'not_configured' ? (
          <Alert variant="warning" role="alert">
            {MESSAGES.connectionNotConfigured}
          </Alert>
        ) : (
          <Alert variant="error" title="Connection Failed">
            Unable to connect to database
            {detail && <span className="mt-1 block text-red-800">{detail}</span>}
          </Alert>
        )}

        <Card>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Connection settings">
              {formError && <Alert variant="error">{formError}</Alert>}
              <Field
                label="Database URL"
                hint={
                  <>
                    <code className="font-mono">DATABASE_URL</code>, e.g.{' '}
                    <code className="font-mono break-all">postgres://user:pass@host:5432/db</code>
                  </>
                }
                required
              >
                <Input
                  name="databaseUrl"
                  value={databaseUrl}
                  onChange={(e) => {
                    setDatabaseUrl(e.target.value);
                    test.reset();
                  }}
                  aria-invalid={missing && databaseUrl.trim() === '' ? true : undefined}
                  placeholder="postgres://user:pass@host:5432/db"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  className="font-mono"
                />
              </Field>

              <Field
                label="Auth secret key"
                hint={
                  <>
                    <code className="font-mono">BETTER_AUTH_SECRET</code>: at least {SECRET_MIN_LENGTH} random characters. Keep it private.
                  </>
                }
                error={secretTooShort ? `Auth secret key must be at least ${SECRET_MIN_LENGTH} characters` : undefined}
                required
              >
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    name="authSecret"
                    value={authSecret}
                    onChange={(e) => setAuthSecret(e.target.value)}
                    aria-invalid={(missing && authSecret.trim() === '') || secretTooShort ? true : undefined}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    className="font-mono"
                  />
                  <Button variant="outline" onClick={() => setAuthSecret(generateSecret(48))}>
                    <KeyRound aria-hidden="true" />
                    Generate
                  </Button>
                </div>
              </Field>

              <Field
                label="Setup code"
                hint="Printed in the server log as 'Connection setup code'. The test needs it, so only the server's operator can use it."
                required
              >
                <Input
                  name="setupCode"
                  value={setupCode}
                  onChange={(e) => setSetupCode(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="XXXX-XXXX-XXXX"
                  className="font-mono sm:max-w-xs"
                />
              </Field>

              <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
                <Button type="submit" loading={test.isPending} loadingText="Testing...">
                  <PlugZap aria-hidden="true" />
                  Test Connection
                </Button>
                <TestConnectionStatus status={status} />
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardContent>
            <EnvFileBlock
              text={envText(databaseUrl, authSecret)}
              complete={bothFilled}
              onIncomplete={() => {
                setAttempted(true);
                toast.error(MESSAGES.enterUrlAndKey);
              }}
            />
          </CardContent>
        </Card>

        {onRetry && (
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">Restarted the server with the new settings?</p>
            <Button variant="outline" onClick={onRetry} loading={retrying} loadingText="Checking...">
              <RefreshCw aria-hidden="true" />
              Check again
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}

export default ConnectionSetupPage;
