/**
 * The onboarding checklist (docs/product.md §1.2.5, §1.2.6, §1.4): a progress bar with the completed/total count
 * and percent, one row per task with its tick box and an optional action, and a completion banner at
 * 100%. Reusable for a property (the properties screen), a client (Clients → Onboarding) and the portal.
 */
import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { OnboardingTask } from '@shared/domain/onboarding';
import { onboardingProgress } from '@shared/domain/onboarding';
import { Alert, Checkbox, Spinner } from '@web/components/ui';
import { cn } from '@web/lib/cn';

export interface OnboardingChecklistProps {
  tasks: readonly OnboardingTask[];
  /** Defaults to completed / total rounded. */
  progress?: number;
  /** Whether the caller may tick or untick this task (see canTickTask). */
  canToggle?: (task: OnboardingTask) => boolean;
  onToggle?: (task: OnboardingTask, completed: boolean) => void;
  /** The task being saved: its box is disabled and shows a spinner. */
  pendingTaskId?: number | null;
  /** Buttons beside a task (e.g. 'Pay £100', 'Select services'). */
  renderAction?: (task: OnboardingTask) => ReactNode;
  /** Small text under a task's title (e.g. who completes it). */
  describeTask?: (task: OnboardingTask) => ReactNode;
  /** Heading above the bar; an accessible name for the list. */
  title?: string;
  /** The banner at 100%. */
  completeMessage?: ReactNode;
  className?: string;
}

export function OnboardingProgressBar({ progress, label }: { progress: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300', value === 100 ? 'bg-green-600' : 'bg-brand-700')}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

export function OnboardingChecklist({
  tasks,
  progress,
  canToggle = () => false,
  onToggle,
  pendingTaskId = null,
  renderAction,
  describeTask,
  title = 'Onboarding progress',
  completeMessage = 'Onboarding complete! Everything is set up and your first linen service will be arranged.',
  className,
}: OnboardingChecklistProps) {
  const done = tasks.filter((t) => t.completed).length;
  // Titles without a tick box line up with the titles beside tick boxes in the same list.
  const alignWithBoxes = Boolean(onToggle) && tasks.some((t) => canToggle(t));
  const percent = progress ?? onboardingProgress(tasks);
  return (
    <div className={cn('space-y-4', className)}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-700">
            <span className="font-medium">
              {done} of {tasks.length} tasks complete
            </span>{' '}
            · {percent}%
          </p>
        </div>
        <OnboardingProgressBar progress={percent} label={title} />
      </div>
      {percent === 100 && (
        <Alert variant="success" title="Onboarding complete">
          {completeMessage}
        </Alert>
      )}
      <ol aria-label="Onboarding tasks" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {tasks.map((task, index) => {
          const toggleable = Boolean(onToggle) && canToggle(task);
          const pending = pendingTaskId === task.id;
          const description = describeTask?.(task);
          const action = renderAction?.(task);
          return (
            <li key={task.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold',
                    task.completed ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {task.completed ? <CircleCheck className="size-4" /> : index + 1}
                </span>
                <div className="min-w-0">
                  {toggleable ? (
                    <Checkbox
                      className="py-0 md:py-0"
                      checked={task.completed}
                      disabled={pending}
                      onCheckedChange={(checked) => onToggle?.(task, checked === true)}
                      label={<span className={cn(task.completed && 'text-slate-600 line-through')}>{task.title}</span>}
                      description={description}
                    />
                  ) : (
                    <div className={cn(alignWithBoxes && 'pl-8')}>
                      <p className={cn('text-sm font-medium text-slate-800', task.completed && 'text-slate-600 line-through')}>
                        {task.title}
                        <span className="sr-only">{task.completed ? ' (complete)' : ' (not complete)'}</span>
                      </p>
                      {description && <p className="text-sm text-slate-600">{description}</p>}
                    </div>
                  )}
                  {pending && <Spinner size="sm" label="Saving" className="mt-1" />}
                </div>
              </div>
              {action && <div className="flex shrink-0 flex-wrap gap-2 pl-9 sm:pl-0">{action}</div>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export default OnboardingChecklist;
