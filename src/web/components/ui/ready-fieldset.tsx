import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * The controls inside wait for the page's script: in a page rendered ahead of time (decision 0152),
 * what was typed before hydration would be reset by the form, and a form submitted then would go
 * natively (what was typed, a password too, in the address). Elsewhere the page is the browser's own
 * from the start and nothing is disabled. `role="none"` where it wraps a whole screen (the shell's main
 * area), which is no group of its own.
 */
export function ReadyFieldset({ className, children, role }: { className?: string; children: ReactNode; role?: 'none' }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role={role} className={cn('m-0 min-w-0 border-0 p-0', className)}>
      {children}
    </fieldset>
  );
}
