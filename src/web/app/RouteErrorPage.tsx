import { isRouteErrorResponse, useRouteError } from 'react-router';
import { House, RefreshCw } from 'lucide-react';
import { NotFound } from '@web/components/NotFound';
import { Alert, Button } from '@web/components/ui';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The router's errorElement: a 404 shows Not Found; anything else a recoverable error banner. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const chunk = isChunkLoadError(error);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <Alert
        variant="error"
        title={chunk ? 'This page could not be loaded' : 'Something went wrong'}
        action={
          <>
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
            <Button variant="ghost" size="sm" onClick={() => window.location.assign('/')}>
              <House aria-hidden="true" />
              Home
            </Button>
          </>
        }
      >
        {chunk
          ? 'A newer version of the app may be available, or the connection dropped. Please reload the page.'
          : 'An unexpected error occurred'}
      </Alert>
    </div>
  );
}
