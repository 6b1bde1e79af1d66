import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * Promise-based confirmation: `if (await confirm({ title: 'Delete client?', destructive: true })) …`.
 * Resolves true on confirm, false on cancel. Needs <ConfirmProvider> (mounted in app providers).
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
