import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import { ConfirmContext, type ConfirmFn } from './confirm-context';

// The dialog's code loads the first time a confirmation is asked for, not with every page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Hosts the single dialog behind useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  function settle(value: boolean) {
    resolver.current?.(value);
    resolver.current = null;
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog
          {...options}
          open={open}
          onOpenChange={(next) => {
            if (!next) settle(false);
            setOpen(next);
          }}
          onConfirm={() => settle(true)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
