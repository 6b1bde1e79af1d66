/** The calendar (docs/product.md §8): open to every signed-in user; who may delete whose events. */
import type { FlagsOf } from './subject';

/** Deleting any user's own event (not a request's): staff who may edit the board. Everyone may delete their own. */
export const canDeleteAnyEvent = (who: FlagsOf<'kanban_edit'>): boolean => who.flags.kanban_edit;
