/** Pure helpers of the guide reference strip. */
import { GUIDE_STEPS } from '@shared/domain/guide';

/** The localStorage key remembering that a user hid the strip. */
export function stripHiddenKey(userId: string): string {
  return `linen.guide-strip.hidden.${userId}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the user hid the strip on this browser. Storage failures (private mode) count as not hidden. */
export function isStripHidden(storage: KeyValueStore | undefined, userId: string): boolean {
  try {
    return storage?.getItem(stripHiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function hideStrip(storage: KeyValueStore | undefined, userId: string): void {
  try {
    storage?.setItem(stripHiddenKey(userId), '1');
  } catch {
    // Not remembered; the strip is still hidden for this visit.
  }
}

/** How many of the six modules are ticked (unknown or repeated step numbers ignored). */
export function completedModules(steps: readonly number[]): number {
  return GUIDE_STEPS.filter((s) => steps.includes(s.step)).length;
}
