/**
 * Property onboarding (spec part 1 §4): five tasks, progress = completed / total rounded to a percent,
 * and the linen card created when progress first reaches 100.
 */
export const ONBOARDING_TASK_IDS = { client: 1, details: 2, deposit: 3, contract: 4, services: 5 } as const;
export type OnboardingTaskId = (typeof ONBOARDING_TASK_IDS)[keyof typeof ONBOARDING_TASK_IDS];

export interface OnboardingTask {
  id: number;
  title: string;
  completed: boolean;
}

export const ONBOARDING_TASK_TITLES: Record<OnboardingTaskId, string> = {
  1: 'Assign client',
  2: 'Complete property details',
  3: 'Pay £100 damage deposit',
  4: 'Sign service contract',
  5: 'Select services',
};

/** Tasks a property owner may tick themselves: not 2 (the provider reviews details) nor 4 (signing does it). */
export const OWNER_TICKABLE_TASKS: readonly number[] = [1, 3, 5];

export function defaultOnboardingTasks(done: Partial<Record<OnboardingTaskId, boolean>> = {}): OnboardingTask[] {
  return ([1, 2, 3, 4, 5] as const).map((id) => ({ id, title: ONBOARDING_TASK_TITLES[id], completed: done[id] ?? false }));
}

/** Completed / total, rounded to a whole percent; 0 for no tasks. */
export function onboardingProgress(tasks: readonly OnboardingTask[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((t) => t.completed).length / tasks.length) * 100);
}

/** Returns the tasks with one task set; unknown ids leave them unchanged. */
export function setTask(tasks: readonly OnboardingTask[], id: number, completed: boolean): OnboardingTask[] {
  const base = tasks.length ? tasks : defaultOnboardingTasks();
  return base.map((t) => (t.id === id ? { ...t, completed } : t));
}

export function canTickTask(taskId: number, caller: { isPropertyOwner: boolean; canEditProperties: boolean }): boolean {
  if (caller.canEditProperties) return true;
  return caller.isPropertyOwner && OWNER_TICKABLE_TASKS.includes(taskId);
}

/** A linen card is due when progress moves from below 100 to 100. */
export function reachedCompletion(before: number, after: number): boolean {
  return before < 100 && after === 100;
}

/** A client's progress: the mean of its active properties' progress, 0 with none. */
export function clientProgress(propertyProgress: readonly number[]): number {
  if (propertyProgress.length === 0) return 0;
  return Math.round(propertyProgress.reduce((a, b) => a + b, 0) / propertyProgress.length);
}

export const ONBOARDING_LINEN_CARD = {
  status: 'new' as const,
  billingTag: 'onboarding-complete',
  note: 'Created automatically when property onboarding reached 100%.',
};
