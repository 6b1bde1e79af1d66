/**
 * The courier's popups (docs/product.md §2.4): a large card over the screen that goes by itself after its time
 * (collect 8 s, return 6 s, errors 5 s) or when OK is pressed. Success is
 * announced politely, errors at once. After a Collect or a Return it offers Undo (issue 19). While focus
 * is in it (a keyboard or a screen reader on its buttons), its time stands still, and starts again when
 * focus leaves (WCAG 2.2.1: time to reach Undo).
 */
import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export interface BagPopupContent {
  /** A new id for every popup, so the same text twice restarts the timer. */
  id: number;
  tone: 'success' | 'error';
  title: string;
  message: string;
  /** How long it stays. */
  ms: number;
  /** A second button beside OK (Undo after a Collect or a Return); pressing it closes the popup. */
  action?: { label: string; onClick: () => void };
}

export function BagPopup({ popup, onClose }: { popup: BagPopupContent | null; onClose: () => void }) {
  if (!popup) return null;
  return <PopupCard key={popup.id} popup={popup} onClose={onClose} />;
}

function PopupCard({ popup, onClose }: { popup: BagPopupContent; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (focused) return;
    const timer = window.setTimeout(() => close.current(), popup.ms);
    return () => window.clearTimeout(timer);
  }, [popup, focused]);

  const error = popup.tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:bottom-6">
      <div
        role={error ? 'alert' : 'status'}
        data-testid="bag-popup"
        onFocus={() => setFocused(true)}
        onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget as Node | null))}
        className={cn(
          'pointer-events-auto w-full max-w-md rounded-2xl border-2 p-5 shadow-2xl',
          error ? 'border-red-300 bg-red-50 text-red-950' : 'border-green-300 bg-green-50 text-green-950',
        )}
      >
        <div className="flex gap-3">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-7 shrink-0', error ? 'text-red-700' : 'text-green-700')} />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-lg font-semibold [overflow-wrap:anywhere]">{popup.title}</p>
            <p className="text-base [overflow-wrap:anywhere]">{popup.message}</p>
          </div>
        </div>
        <div className="mt-4 flex gap-3">
          {popup.action && (
            <Button
              variant="outline"
              size="lg"
              className="h-12 flex-1 bg-white"
              onClick={() => {
                popup.action?.onClick();
                onClose();
              }}
            >
              {popup.action.label}
            </Button>
          )}
          <Button variant={error ? 'destructive' : 'primary'} size="lg" className="h-12 flex-1" onClick={onClose}>
            {t('popup.ok')}
          </Button>
        </div>
      </div>
    </div>
  );
}
