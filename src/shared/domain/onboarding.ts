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

/**
 * Tasks a property owner may tick themselves: not 2 (the provider reviews details), 3 (the deposit
 * does it: see deposit.ts) nor 4 (signing does it).
 */
export const OWNER_TICKABLE_TASKS: readonly number[] = [1, 5];

/** Tasks nobody ticks by hand: 3 follows the deposit (paid, or recorded by staff with a reason). */
export const UNTICKABLE_TASKS: readonly number[] = [3];

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
  if (UNTICKABLE_TASKS.includes(taskId)) return false;
  if (caller.canEditProperties) return true;
  return caller.isPropertyOwner && OWNER_TICKABLE_TASKS.includes(taskId);
}

/**
 * Task 5 completes when a save stores at least one selected service (spec part 1 §4). On the add,
 * edit and details forms, which send the current services with every save, only a save that changes
 * the stored services to a different non-empty set completes it: saving a name or the beds again must
 * not re-tick a task 5 that staff deliberately unticked. Clearing the services to none leaves task 5
 * as it is; unticking it is the owner's or staff's call on the checklist.
 */
export function completesServicesTask(services: readonly string[] | undefined, stored: readonly string[] = []): boolean {
  if (!services || services.length === 0) return false;
  const before = new Set(stored);
  const after = new Set(services);
  return before.size !== after.size || [...after].some((id) => !before.has(id));
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
