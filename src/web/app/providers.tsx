import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '@web/components/ui';
import { createQueryClient } from './query-client';
import { meQueryOptions } from './session';

// The toast host loads after the first paint; toasts only follow something the user did.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Data cache, toasts (3 s) and the promise-based confirm dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The session is asked for alongside the connection check, not after it: the first screen needs both.
    void client.prefetchQuery(meQueryOptions);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Suspense fallback={null}>
        <Toaster position="top-right" duration={3000} closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
