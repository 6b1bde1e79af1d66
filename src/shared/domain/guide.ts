/** The startup guide (docs/product.md §1.2.4): six steps, each navigating to its screen. */
export const GUIDE_STEPS = [
  { step: 1, label: 'My Details', path: '/clients' },
  { step: 2, label: 'Property Setup', path: '/properties' },
  { step: 3, label: 'Kanban Board', path: '/kanban' },
  { step: 4, label: 'Calendar', path: '/calendar' },
  { step: 5, label: 'Collections', path: '/collections' },
  { step: 6, label: 'Damages', path: '/damages' },
] as const;

/** Marking a step complete is one-way: the result always keeps every step already completed. */
export function completeGuideStep(completed: readonly number[], step: number): number[] {
  if (!Number.isInteger(step) || step < 1 || step > GUIDE_STEPS.length) return [...completed].sort((a, b) => a - b);
  return [...new Set([...completed, step])].sort((a, b) => a - b);
}

/** Several steps at once (the steps walked through before 'Complete Guide'); one-way like a single step. */
export function completeGuideSteps(completed: readonly number[], steps: readonly number[]): number[] {
  return steps.reduce<number[]>((acc, step) => completeGuideStep(acc, step), completeGuideStep(completed, 0));
}
