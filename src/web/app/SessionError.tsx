import { RefreshCw } from 'lucide-react';
import { Alert, Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';

/** Shown when the session check fails for a reason other than being signed out (server or network error). */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-slate-50 p-6">
      <div className="w-full max-w-md">
        <Alert
          variant="error"
          title="Unable to load your session"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      </div>
    </main>
  );
}
