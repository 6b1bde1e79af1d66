import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { ConnectionGate } from './ConnectionGate';

/** Everything around the routes: data cache, toasts, confirm dialog and the connection check. */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <Providers client={client}>
      <ConnectionGate>{children}</ConnectionGate>
    </Providers>
  );
}

export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <AppFrame client={client}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
