import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, X } from 'lucide-react';
import { toast } from 'sonner';
import { GUIDE_STEPS } from '@shared/domain/guide';
import { useMe, type Me } from '@web/lib/session';
import { Button, Checkbox } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { completedModules, hideStrip, isStripHidden } from './guide-strip';
import { useGuideUpdate } from './use-guide-update';

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

/**
 * The compact guide reference for /dashboard (docs/product.md §1.2.4), shown once the startup guide was
 * completed or skipped: the six modules as links, a one-way checkbox per module, the count of modules
 * completed and a hide button (remembered per user on this browser).
 */
export function GuideReferenceStrip({ className }: { className?: string }) {
  const { data: me } = useMe();
  if (!me || !me.user.startupGuideCompleted) return null;
  return <StripBody key={me.user.id} me={me} className={className} />;
}

function StripBody({ me, className }: { me: Me; className?: string }) {
  const headingId = useId();
  const update = useGuideUpdate();
  const [hidden, setHidden] = useState(() => isStripHidden(storage, me.user.id));
  const [pendingStep, setPendingStep] = useState<number | null>(null);
  if (hidden) return null;

  const done = me.user.guideStepsCompleted;
  const count = completedModules(done);

  function markComplete(step: number) {
    setPendingStep(step);
    update.mutate(
      { step },
      {
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setPendingStep(null),
      },
    );
  }

  function hide() {
    hideStrip(storage, me.user.id);
    setHidden(true);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <BookOpen aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              Startup guide
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {count} of {GUIDE_STEPS.length} modules completed
            </p>
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={hide} aria-label="Hide startup guide">
          <X aria-hidden="true" />
          <span aria-hidden="true">Hide</span>
        </Button>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${(count / GUIDE_STEPS.length) * 100}%` }} />
      </div>
      {/* Each module takes the width its label needs and the row's spare space is shared, so labels
          are never cut: all six in one row on a desktop, two or three to a row on a phone. */}
      <ul className="mt-4 flex flex-wrap gap-2">
        {GUIDE_STEPS.map(({ step, label, path }) => {
          const checked = done.includes(step) || pendingStep === step;
          return (
            <li
              key={step}
              className={cn(
                'flex min-h-11 min-w-0 flex-auto items-center gap-2.5 rounded-lg border px-2.5 py-1.5 sm:gap-3 sm:px-3',
                checked ? 'border-brand-200 bg-brand-50' : 'border-slate-200',
              )}
            >
              <Checkbox
                checked={checked}
                disabled={checked || pendingStep !== null}
                onCheckedChange={(value) => value === true && markComplete(step)}
                aria-label={`${label} complete`}
                className="data-[state=checked]:disabled:opacity-100"
              />
              <Link
                to={path}
                className="min-w-0 flex-1 rounded py-1.5 text-sm font-medium text-slate-800 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
