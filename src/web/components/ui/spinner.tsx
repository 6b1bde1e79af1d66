import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface SpinnerProps {
  /** Visible text beside the spinner, also announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const iconSizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** A spinner with a visible label ('Loading' by default), in a polite live region. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'inline-flex items-center gap-2 text-sm font-medium text-slate-600',
        size === 'lg' && 'flex-col gap-3 text-base',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-brand-700', iconSizes[size])} />
      <span>{label}</span>
    </div>
  );
}

/** A spinner centred in the viewport, for whole-page waits (session check, first load). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 p-6">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** A spinner centred in the content area. */
export function SectionSpinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('grid min-h-48 place-items-center p-6', className)}>
      <Spinner label={label} />
    </div>
  );
}
