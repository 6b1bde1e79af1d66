/**
 * Property onboarding (docs/product.md §1.4): five tasks, progress = completed / total rounded to a percent,
 * and the linen card created when progress first reaches 100.
 */
export const ONBOARDING_TASK_IDS = { client: 1, details: 2, deposit: 3, contract: 4, services: 5 } as const;
export type OnboardingTaskId = (typeof ONBOARDING_TASK_IDS)[keyof typeof ONBOARDING_TASK_IDS];

/**
 * Staff marking task 4 or 5 done by hand when the fact is established outside the app (a paper
 * contract, services agreed by phone): who, when and why, shown on the checklist and audited.
 */
export interface TaskOverride {
  reason: string;
  /** The staff member's name when they marked it; null for ticks made before reasons were required. */
  byName: string | null;
  byUserId: string | null;
  at: string;
}

export interface OnboardingTask {
  id: number;
  title: string;
  completed: boolean;
  /** Set only on tasks 4 and 5 when staff marked them done by hand and the fact does not (yet) hold. */
  override?: TaskOverride | null;
}

export const ONBOARDING_TASK_TITLES: Record<OnboardingTaskId, string> = {
  1: 'Assign client',
  2: 'Complete property details',
  3: 'Pay £100 damage deposit',
  4: 'Sign service contract',
  5: 'Select services',
};

/**
 * Tasks a property owner may tick themselves: 1 only. Not 2 (the provider reviews details), nor 3, 4
 * and 5, which follow the facts (issue 19 M1): the deposit received, the contract signed, services saved.
 */
export const OWNER_TICKABLE_TASKS: readonly number[] = [1];

/** Tasks nobody ticks by hand: they follow the facts (see applyOnboardingFacts). */
export const UNTICKABLE_TASKS: readonly number[] = [3, 4, 5];

/** Fact-following tasks staff may mark done by hand, with a reason (task 3 has 'Record deposit received'). */
export const OVERRIDABLE_TASKS: readonly number[] = [4, 5];

/** What the property knows, from which tasks 3, 4 and 5 follow. */
export interface OnboardingFacts {
  depositReceived: boolean;
  contractSigned: boolean;
  servicesSaved: boolean;
}

/** Task 5's fact: at least one service saved on the property. */
export function servicesSaved(services: readonly string[] | undefined): boolean {
  return Boolean(services && services.length > 0);
}

/**
 * Tasks 3, 4 and 5 set from the facts, whoever asked for what: 3 is done with the deposit received,
 * 4 with the contract signed, 5 with services saved. Staff may mark 4 or 5 done by hand with a reason
 * (an override): it counts as done until the fact holds, when the override is dropped (the fact speaks).
 */
export function applyOnboardingFacts(tasks: readonly OnboardingTask[], facts: OnboardingFacts): OnboardingTask[] {
  const base = tasks.length ? tasks : defaultOnboardingTasks();
  const factOf: Record<number, boolean> = { 3: facts.depositReceived, 4: facts.contractSigned, 5: facts.servicesSaved };
  return base.map((t) => {
    if (!(t.id in factOf)) return t;
    const fact = factOf[t.id];
    const override = !fact && OVERRIDABLE_TASKS.includes(t.id) ? (t.override ?? null) : null;
    const { override: _drop, ...rest } = t;
    return override ? { ...rest, completed: true, override } : { ...rest, completed: fact };
  });
}

/** The tasks with an override set on (or, with null, taken off) task 4 or 5; other ids leave them unchanged. */
export function setTaskOverride(tasks: readonly OnboardingTask[], id: number, override: TaskOverride | null): OnboardingTask[] {
  if (!OVERRIDABLE_TASKS.includes(id)) return [...tasks];
  const base = tasks.length ? tasks : defaultOnboardingTasks();
  return base.map((t) => {
    if (t.id !== id) return t;
    const { override: _drop, ...rest } = t;
    return override ? { ...rest, completed: true, override } : { ...rest, completed: false };
  });
}

export const OVERRIDE_REASON_MIN = 3;
export const OVERRIDE_REASON_MAX = 200;

export const ONBOARDING_MESSAGES = {
  contractFollowsSigning: 'This step completes when the service contract is signed.',
  servicesFollowSaving: 'This step completes when services are saved: choose them with Select services.',
  reasonRequired: 'Please say why this step is done (for example, signed a paper contract)',
  reasonTooShort: 'Please say why this step is done, in a few words',
  reasonTooLong: 'The reason must be at most 200 characters',
  contractIsSigned: 'The contract is signed, so this step stays done.',
  servicesAreSaved: 'Services are saved, so this step stays done. Clear the services to undo it.',
  markDone: 'Mark as done',
  undoMark: 'Undo',
  marked: 'Step marked as done',
  unmarked: 'Step no longer marked as done',
  failedMark: 'Failed to mark the step. Please try again.',
} as const;

/** Examples offered when marking a step done by hand, per task. */
export const OVERRIDE_REASON_EXAMPLES: Record<number, readonly string[]> = {
  4: ['Signed a paper contract', 'Signed in person at the office'],
  5: ['Services agreed by phone', 'Services agreed by e-mail'],
};

/** The refusal for a typed override reason, or null when it will do. */
export function overrideReasonProblem(reason: string | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return ONBOARDING_MESSAGES.reasonRequired;
  if ([...text].length < OVERRIDE_REASON_MIN) return ONBOARDING_MESSAGES.reasonTooShort;
  if ([...text].length > OVERRIDE_REASON_MAX) return ONBOARDING_MESSAGES.reasonTooLong;
  return null;
}

/** How an override reads on the checklist: never as the fact ('Contract signed'). */
export function overrideNote(override: TaskOverride): string {
  return `Marked done by ${override.byName ?? 'hand'}: ${override.reason}`;
}

/** Who may mark task 4 or 5 done by hand: the provider's staff who may edit properties (any task). */
export function canOverrideTask(taskId: number, caller: { canEditProperties: boolean }): boolean {
  return OVERRIDABLE_TASKS.includes(taskId) && caller.canEditProperties;
}

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
