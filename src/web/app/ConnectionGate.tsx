import { lazy, Suspense, type ReactNode } from 'react';
import { RefreshCw, ServerCrash } from 'lucide-react';
import { Alert, Button, FullPageSpinner } from '@web/components/ui';
import { connectionStateOf, useHealth, type ConnectionState } from '@web/features/setup/health';
import { useHydrated } from '@web/lib/use-hydrated';
import { worksOffline } from '@web/lib/courier-app-scope';

const ConnectionSetupPage = lazy(() => import('@web/features/setup/ConnectionSetupPage'));

/**
 * Checks GET /api/health on start. When the database is down or not configured the connection-setup
 * screen replaces the app (docs/product.md §1.2.1, §1.2.7) as soon as the check says so. With no server
 * at all, the courier screens carry on from the device (decision 0188); every other page says so.
 */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const health = useHealth();
  // A page rendered ahead of time was rendered 'checking'; hydration must match it before the answer shows.
  const state: ConnectionState = useHydrated() ? connectionStateOf(health) : { kind: 'checking' };
  const retry = () => void health.refetch();

  switch (state.kind) {
    // The app starts while the check is under way (it almost always passes), so the first screen does
    // not wait for a round trip; a failed check replaces it with the setup screen.
    case 'checking':
    case 'ok':
      return <>{children}</>;
    case 'not_configured':
    case 'failed':
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <ConnectionSetupPage
            reason={state.kind}
            detail={state.kind === 'failed' ? state.detail : undefined}
            onRetry={retry}
            retrying={health.isFetching}
          />
        </Suspense>
      );
    case 'unreachable':
      if (worksOffline(window.location.pathname)) return <>{children}</>;
      return (
        <main id="main-content" className="grid min-h-dvh place-items-center bg-slate-50 p-6">
          <div className="w-full max-w-md space-y-4 text-center">
            <ServerCrash aria-hidden="true" className="mx-auto size-10 text-slate-500" />
            <h1 className="text-xl font-semibold text-slate-900">Unable to reach the server</h1>
            <Alert variant="error" className="text-left">
              {state.detail}
            </Alert>
            <Button onClick={retry} loading={health.isFetching} loadingText="Checking...">
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        </main>
      );
  }
}
