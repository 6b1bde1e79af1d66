import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

const widths: Record<DialogSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
  '2xl': 'sm:max-w-6xl',
};

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: the accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons pinned to the bottom (e.g. Cancel + Save). */
  footer?: ReactNode;
  /** An element that opens the dialog when clicked (rendered asChild). */
  trigger?: ReactNode;
  size?: DialogSize;
  /** Hide the close (X) button, e.g. while saving. */
  hideClose?: boolean;
  className?: string;
}

/**
 * A modal dialog. On phones it is a full-width sheet from the bottom; from `sm` up it is centred.
 * The body scrolls; title and footer stay visible. Closing it returns focus to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  hideClose = false,
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          {...returnFocus}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none',
            'data-[state=open]:animate-slide-up',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            widths[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 space-y-1">
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="text-sm text-slate-600 [overflow-wrap:anywhere]">{description}</DialogPrimitive.Description>
              )}
            </div>
            {!hideClose && (
              <DialogPrimitive.Close
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:size-9"
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            )}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer && (
            <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </footer>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog when clicked (wrap a Button: <DialogClose asChild><Button>…</Button></DialogClose>). */
export const DialogClose = DialogPrimitive.Close;

/**
 * A dialog form's footer: Cancel (closes the dialog, or calls onCancel) and the form's own action
 * button(s) as children. Cancel is disabled while the action is busy.
 */
export function DialogActions({ busy, onCancel, children }: { busy: boolean; onCancel?: () => void; children: ReactNode }) {
  const cancel = (
    <Button variant="outline" disabled={busy} onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      {children}
    </div>
  );
}
