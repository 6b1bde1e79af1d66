import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface TableProps extends ComponentProps<'table'> {
  /** Accessible name of the table (rendered as a visually hidden caption unless `caption` is given). */
  label?: string;
  /** A visible caption. */
  caption?: ReactNode;
  /** Classes for the scrolling wrapper. */
  wrapperClassName?: string;
}

/**
 * A data table inside a bordered card that scrolls sideways on narrow screens.
 * The scroller is keyboard focusable so keyboard users can scroll it too.
 */
export function Table({ label, caption, className, wrapperClassName, children, ...props }: TableProps) {
  return (
    <div
      className={cn(
        'w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600',
        wrapperClassName,
      )}
      tabIndex={0}
      role="region"
      aria-label={label ?? 'Table'}
    >
      <table className={cn('w-full min-w-max border-collapse text-left text-sm', className)} {...props}>
        {caption ? (
          <caption className="px-4 py-3 text-left text-sm font-medium text-slate-700">{caption}</caption>
        ) : (
          label && <caption className="sr-only">{label}</caption>
        )}
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t border-slate-200 bg-slate-50 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-slate-50/70', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn('px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-800', className)} {...props} />;
}

/**
 * The height of a virtualised table's rows that are not rendered (lib/use-window-rows), so the page keeps
 * its length; hidden from assistive technology (the list's pager says how many rows are loaded).
 */
export function TableSpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
