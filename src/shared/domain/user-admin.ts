/** Rules of user management (docs/product.md §1.5 and §1.6; DESIGN §5.3). */
import { MESSAGES } from '../constants';
import { ROLE_NAMES, type RoleName } from './permissions';

/** The role shown for a user: 'admin' for a super admin, else the active role's name (or none). */
export function effectiveRole(isSuperadmin: boolean, roleName: string | null): string | null {
  return isSuperadmin ? 'admin' : roleName;
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

export interface UserChange {
  role?: RoleName;
  isActive?: boolean;
}

/**
 * Why an admin may not make this change, or null. Nobody changes their own role or deactivates
 * themselves, so there is always at least one active super admin.
 */
export function userChangeProblem(
  actorId: string,
  target: { id: string; role: string | null },
  change: UserChange,
): string | null {
  if (actorId !== target.id) return null;
  if (change.role !== undefined && change.role !== target.role) return MESSAGES.cannotChangeOwnRole;
  if (change.isActive === false) return MESSAGES.cannotDeactivateSelf;
  return null;
}

export function deleteUserProblem(actorId: string, targetId: string): string | null {
  return actorId === targetId ? MESSAGES.cannotDeleteSelf : null;
}

/** An admin sets other users' passwords; their own goes through the Security tab (current password). */
export function setPasswordProblem(actorId: string, targetId: string): string | null {
  return actorId === targetId ? MESSAGES.useSecurityForOwnPassword : null;
}

/** The roles offered in the user forms, with the short descriptions of spec §6 ('user' is staff). */
export const ROLE_CHOICES: { value: RoleName; label: string; description: string }[] = [
  { value: 'admin', label: 'Admin (super admin)', description: 'Complete system access including user management' },
  { value: 'manager', label: 'Manager', description: 'Full access to clients, properties and reports' },
  { value: 'staff', label: 'Staff (user)', description: 'Basic access to view and manage assigned tasks' },
  { value: 'cleaner', label: 'Cleaner', description: 'Assigned properties, cleaning status, damages and bag exchange' },
  { value: 'courier', label: 'Courier', description: 'Collects and returns linen bags, records damages' },
  { value: 'client', label: 'Client', description: 'Own properties, client portal, contracts and payments' },
];
