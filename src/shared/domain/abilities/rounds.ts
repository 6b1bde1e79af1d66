/** The day's round (issue 24 item 4, decision 0199): provider staff who run collections see it; those who plan work reorder it. */
import type { SubjectWith } from './subject';

/** Seeing a day's round: whoever may move bags (kanban_move: couriers, cleaners, staff, managers, admins), never a property owner. */
export function canViewRounds({ flags, isSuperadmin }: SubjectWith<'kanban_move' | 'is_property_owner'>): boolean {
  return isSuperadmin || (!flags.is_property_owner && flags.kanban_move);
}

/**
 * Reordering a day's round: those who see it and plan the work on cards (kanban_edit: staff, managers,
 * admins). A courier follows the order staff set (they may still visit stops as they find them).
 */
export function canReorderRounds(who: SubjectWith<'kanban_move' | 'kanban_edit' | 'is_property_owner'>): boolean {
  return canViewRounds(who) && (who.isSuperadmin || who.flags.kanban_edit);
}
