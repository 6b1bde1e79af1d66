import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ConfirmProvider } from '@web/components/ui';
import { createQueryClient } from './query-client';

/** Data cache, toasts (3 s) and the promise-based confirm dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Toaster position="top-right" duration={3000} closeButton />
    </QueryClientProvider>
  );
}
