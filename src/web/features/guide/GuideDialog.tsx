import { useEffect, useRef, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { GUIDE_STEPS } from '@shared/domain/guide';
import { Alert, Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { GUIDE_CONTENT } from './guide-content';
import { useGuideUpdate } from './use-guide-update';

const TOTAL = GUIDE_STEPS.length;

function focusMain(event: Event) {
  event.preventDefault();
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * The startup guide overlay (docs/product.md §1.2.4): a modal dialog, a bottom sheet on phones and a panel
 * at the bottom right on larger screens, with a light backdrop so the screen it describes stays visible.
 * Step 1 shows over its own screen (/clients); Next moves to the next step and opens that step's screen;
 * the last step's button reads 'Complete Guide', records the steps walked (counted on the reference
 * strip) and goes to /dashboard. Skip ends the guide where the user is.
 *
 * Escape and clicks outside do nothing: ending the guide is permanent, so it only ends through the
 * visible Skip or Complete Guide buttons. Focus stays inside while it is open and goes to the main
 * content when it closes.
 */
export function GuideDialog() {
  const navigate = useNavigate();
  const update = useGuideUpdate();
  const { pathname } = useLocation();
  const [step, setStep] = useState(1);
  const [walked, setWalked] = useState<number[]>([1]);
  const [ending, setEnding] = useState<'skip' | 'complete' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const primaryRef = useRef<HTMLButtonElement>(null);
  const current = GUIDE_STEPS[step - 1];
  const content = GUIDE_CONTENT[step];
  const Icon = content.icon;
  const last = step === TOTAL;

  // Step 1 shows over /clients (docs/product.md §1.2.4), wherever the user arrived (sign-up lands on /dashboard).
  const firstPath = GUIDE_STEPS[0].path;
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current !== firstPath) navigate(firstPath, { replace: true });
  }, [navigate, firstPath]);

  function goTo(next: number) {
    setStep(next);
    setWalked((steps) => (steps.includes(next) ? steps : [...steps, next]));
    setAnnouncement(`Step ${next} of ${TOTAL}: ${GUIDE_STEPS[next - 1].label}`);
    navigate(GUIDE_STEPS[next - 1].path);
    // Back disappears on step 1: keep focus on the main button rather than losing it.
    if (next === 1) primaryRef.current?.focus();
  }

  function finish(how: 'skip' | 'complete') {
    setEnding(how);
    update.mutate(
      how === 'complete' ? { completed: true, steps: walked } : { completed: true },
      {
        onSuccess: () => {
          if (how === 'complete') navigate('/dashboard');
        },
        onSettled: () => setEnding(null),
      },
    );
  }

  return (
    <DialogPrimitive.Root open modal>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/30 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            primaryRef.current?.focus();
          }}
          onCloseAutoFocus={focusMain}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl outline-none',
            'data-[state=open]:animate-slide-up',
            'sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md sm:rounded-2xl sm:ring-1 sm:ring-slate-200',
          )}
        >
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-300 sm:hidden" aria-hidden="true" />
          <header className="space-y-3 px-5 pt-4 sm:px-6 sm:pt-5">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-medium text-brand-800" aria-hidden="true">
                Startup guide · Step {step} of {TOTAL}
              </p>
              <Button variant="ghost" size="sm" onClick={() => finish('skip')} loading={ending === 'skip'} disabled={ending !== null}>
                Skip
              </Button>
            </div>
            <ol className="flex gap-1.5" aria-hidden="true">
              {GUIDE_STEPS.map((s) => (
                <li key={s.step} className={cn('h-1.5 flex-1 rounded-full', s.step <= step ? 'bg-brand-600' : 'bg-slate-200')} />
              ))}
            </ol>
            <div className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <DialogPrimitive.Title className="text-xl font-semibold text-slate-900">
                <span className="sr-only">Startup guide, step {step} of {TOTAL}: </span>
                {current.label}
              </DialogPrimitive.Title>
            </div>
          </header>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
            <DialogPrimitive.Description className="text-base text-slate-700">{content.summary}</DialogPrimitive.Description>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {content.points.map((point, i) => (
                <li key={i} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <div className="min-w-0">{point}</div>
                </li>
              ))}
            </ul>
            {update.isError && (
              <Alert variant="error" className="mt-4">
                {errorMessage(update.error)}
              </Alert>
            )}
          </div>
          <footer className="flex items-center justify-between gap-2 border-t border-slate-200 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
            {step > 1 ? (
              <Button variant="outline" onClick={() => goTo(step - 1)} disabled={ending !== null}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            ) : (
              <span />
            )}
            {last ? (
              <Button ref={primaryRef} onClick={() => finish('complete')} loading={ending === 'complete'} disabled={ending !== null}>
                <Check aria-hidden="true" />
                Complete Guide
              </Button>
            ) : (
              <Button ref={primaryRef} onClick={() => goTo(step + 1)} disabled={ending !== null}>
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
