import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmProvider } from '@web/components/ui';
import { useHydrated } from '@web/lib/use-hydrated';

// The toast host loads after the first paint; toasts only follow something the user did.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Data cache, toasts (3 s) and the promise-based confirm dialog. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}

/** Not in a page rendered ahead of time: the host mounts once the page is hydrated. */
function ToastHost() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={3000} closeButton />
    </Suspense>
  );
}
