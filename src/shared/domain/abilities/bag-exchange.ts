/** The courier screen and bag labels (decision 0085). */
import type { SubjectWith } from './subject';

/**
 * Using the courier screen and looking labels up: whoever may move bags (kanban_move; super admins hold
 * every flag). The server scopes what they see: an owner given kanban_move by a custom role sees only
 * their own bags; another owner's bag is not found.
 */
export function canUseBagExchange({ flags, isSuperadmin }: SubjectWith<'kanban_move'>): boolean {
  return isSuperadmin || flags.kanban_move;
}

/** The main navigation's Bag Exchange entry: couriers and staff (super admins have it in their own section). */
export function showsBagExchangeInMainNav(who: SubjectWith<'kanban_move' | 'is_property_owner'>): boolean {
  return !who.isSuperadmin && !who.flags.is_property_owner && canUseBagExchange(who);
}

/** Printing labels: provider staff who edit or move cards (kanban_edit or kanban_move); never property owners. */
export function canPrintBagLabels({
  flags,
  isSuperadmin,
}: SubjectWith<'is_property_owner' | 'kanban_view' | 'kanban_edit' | 'kanban_move'>): boolean {
  return isSuperadmin || (!flags.is_property_owner && flags.kanban_view && (flags.kanban_edit || flags.kanban_move));
}
