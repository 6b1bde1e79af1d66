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

/** Who is asking, as far as the deposit is concerned. */
export interface DepositCaller {
  isSuperadmin: boolean;
  flags: { is_property_owner: boolean; properties_edit: boolean };
}

/**
 * Who may start a property's £100 deposit checkout: its owner (a property owner who is not a super
 * admin; the server also checks the property is theirs) or the provider's staff who may edit properties.
 */
export function canPayDeposit(caller: DepositCaller): boolean {
  return (!caller.isSuperadmin && caller.flags.is_property_owner) || caller.flags.properties_edit;
}

/**
 * 'Pay £100' is offered while the deposit is unpaid, to whoever may pay it. A hand tick of task 3 is
 * not a payment: deposit_paid only ever comes from a paid deposit checkout, so the button stays.
 */
export function offersDepositPayment(property: { depositPaid: boolean }, caller: DepositCaller): boolean {
  return !property.depositPaid && canPayDeposit(caller);
}

/** What task 3's note says: paid, ticked by hand with no payment received, or still to pay. */
export type DepositTaskState = 'paid' | 'ticked-unpaid' | 'due';

export function depositTaskState(task: { completed: boolean }, property: { depositPaid: boolean }): DepositTaskState {
  if (property.depositPaid) return 'paid';
  return task.completed ? 'ticked-unpaid' : 'due';
}

export const DEPOSIT_TASK_NOTES = {
  paid: 'Refundable deposit paid',
  /** True whoever ticked it: no paid deposit checkout exists. */
  tickedUnpaid: 'Marked complete — deposit not yet received',
} as const;

/** The note under task 3; `due` is the screen's own wording for a deposit still to pay. */
export function depositTaskNote(task: { completed: boolean }, property: { depositPaid: boolean }, due: string): string {
  const state = depositTaskState(task, property);
  if (state === 'paid') return DEPOSIT_TASK_NOTES.paid;
  return state === 'ticked-unpaid' ? DEPOSIT_TASK_NOTES.tickedUnpaid : due;
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
