/** Linen requests and the owner dashboard (docs/product.md §1.6, §7). */
import type { SubjectWith } from './subject';

type RequestWho = SubjectWith<'is_property_owner' | 'kanban_edit' | 'kanban_view'>;

/** Owners (for their own properties), staff with kanban_edit and super admins may request a service. */
export function canRequestLinen({ flags, isSuperadmin }: RequestWho): boolean {
  return isSuperadmin || flags.is_property_owner || flags.kanban_edit;
}

/** Who may accept or decline a pending request: owners their own, staff with kanban_edit any. */
export function canDecideRequests(who: RequestWho): boolean {
  return canRequestLinen(who);
}

/** Who may read requests: owners (their own) and anyone who sees the board. */
export function canViewRequests({ flags, isSuperadmin }: RequestWho): boolean {
  return isSuperadmin || flags.is_property_owner || flags.kanban_view;
}

/** The staff page /requests: provider staff who see the board (owners use their dashboard). */
export function canSeeRequestsPage({ flags, isSuperadmin }: RequestWho): boolean {
  return isSuperadmin || (!flags.is_property_owner && flags.kanban_view);
}

/** The owner dashboard: property owners and super admins. */
export function canSeeDashboard({ flags, isSuperadmin }: SubjectWith<'is_property_owner'>): boolean {
  return isSuperadmin || flags.is_property_owner;
}

/**
 * Who decides about an accepted request whose booking left the calendar (issue 24): keep it or cancel
 * it. Provider staff who decide requests (kanban_edit) and super admins; owners see the flag only.
 */
export function canResolveBookingGone(who: RequestWho): boolean {
  return who.isSuperadmin || (!who.flags.is_property_owner && who.flags.kanban_edit);
}
