/** Cleaning teams (docs/product.md §2.2 Cleaning Teams page, §3; decision 0080). */
import { isPropertyOwner, type SubjectWith } from './subject';

/** The roles that manage teams besides super admins (the Manager role's description says so; Admin holds all manager rights). */
const TEAM_MANAGER_ROLES: readonly string[] = ['manager', 'admin'];

export type TeamCaller = SubjectWith<'kanban_move' | 'is_property_owner'> & {
  /** The caller's role name (me.role / caller.roleName), or null. */
  role: string | null;
};

/** Create, edit, deactivate and delete teams: super admins and managers (decision 0080). Never an owner. */
export function canManageTeams(caller: TeamCaller): boolean {
  if (caller.isSuperadmin) return true;
  return !isPropertyOwner(caller) && caller.role !== null && TEAM_MANAGER_ROLES.includes(caller.role);
}

/** Read the teams list: whoever may move cards (they assign teams) or manage teams; owners never. */
export function canListTeams(caller: TeamCaller): boolean {
  if (isPropertyOwner(caller)) return false;
  return caller.flags.kanban_move || canManageTeams(caller);
}
