import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default 'Confirm' (or 'Delete' when destructive). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and a warning icon. */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** Extra controls under the description (e.g. an option the confirm applies). */
  children?: ReactNode;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs on confirm. If it returns a promise the button shows a spinner; the dialog closes when it
   * resolves, and stays open with the error's message if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
}

/** A confirmation for destructive or irreversible actions (role="alertdialog"); closing it returns focus to its opener. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus();

  function handleOpenChange(next: boolean) {
    if (busy) return;
    if (!next) setError(null);
    onOpenChange(next);
  }

  async function handleConfirm() {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          {...returnFocus}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 w-full rounded-t-2xl bg-white p-5 shadow-xl outline-none data-[state=open]:animate-slide-up',
            'pb-[max(1.25rem,env(safe-area-inset-bottom))]',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex gap-4">
            {destructive && (
              <div className="grid size-10 shrink-0 place-items-center rounded-full bg-red-100 text-red-700">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </div>
            )}
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
              {description && (
                <AlertDialog.Description className="text-sm text-slate-600">{description}</AlertDialog.Description>
              )}
            </div>
          </div>
          {children && <div className="mt-4">{children}</div>}
          {error && (
            <Alert variant="error" className="mt-4">
              {error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              loading={busy}
              onClick={() => void handleConfirm()}
            >
              {confirmLabel ?? (destructive ? 'Delete' : 'Confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
