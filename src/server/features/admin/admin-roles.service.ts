/**
 * The Roles and Permissions viewer (docs/product.md §2.2, §2.6, §2.7): users, role definitions, active
 * assignments, the permission matrix, the caller's role status and system information; and a super
 * admin's change of a role's flags. Flags are read from the database on every request (decision
 * 0050), so a change takes effect on the very next request of every holder in every process.
 * Super admins hold every flag by `users.is_superadmin`, never by a role, so no role change can lock
 * them out (decision 0140).
 */
import { readFileSync } from 'node:fs';
import { ADMIN_MESSAGES, permissionChanges, permissionRow, refusesOwnerFlagRemoval } from '@shared/domain/admin-console';
import { PERMISSION_FLAGS, type PermissionFlag } from '@shared/domain/permissions';
import type { TRoleDefinition, TRolesResponse } from '@shared/schemas/admin';
import type { AppDeps, Caller, RequestContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { listUsers } from '../users';
import * as repo from './admin-roles.repo';
import { audit } from '../../lib/audit';

/** The app's version from package.json, read once at start (it does not change while running). */
const APP_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
})();

function toDefinition(role: repo.RoleWithPermissions): TRoleDefinition {
  return {
    id: role.id,
    roleName: role.roleName,
    displayName: role.displayName,
    description: role.description,
    isActive: role.isActive,
    permissions: permissionRow(role.permissions),
  };
}

export async function rolesOverview(deps: AppDeps, caller: Caller): Promise<TRolesResponse> {
  const [users, roles, assignments] = await Promise.all([listUsers(deps.db), repo.listRoles(deps.db), repo.listActiveAssignments(deps.db)]);
  return {
    users,
    roles: roles.map(toDefinition),
    assignments: assignments.map((a) => ({ ...a, assignedAt: a.assignedAt.toISOString() })),
    flags: [...PERMISSION_FLAGS],
    currentUser: {
      id: caller.user.id,
      name: caller.user.name,
      email: caller.user.email,
      isSuperadmin: caller.user.isSuperadmin,
      roleName: caller.roleName,
      flags: caller.flags,
    },
    system: {
      appVersion: APP_VERSION,
      nodeVersion: process.version,
      databaseKind: deps.database.kind,
      uptimeSeconds: Math.floor(process.uptime()),
    },
  };
}

/** Sets some of a role's flags in one transaction, audited with the values before and after. */
export async function changeRolePermissions(
  deps: AppDeps,
  actor: RequestContext,
  roleId: string,
  requested: Partial<Record<PermissionFlag, boolean>>,
): Promise<TRoleDefinition> {
  await deps.db.transaction(async (tx) => {
    const role = await repo.lockRole(tx, roleId);
    if (!role) throw notFound(ADMIN_MESSAGES.roleNotFound);
    const current = permissionRow(role.permissions);
    const changes = permissionChanges(current, requested);
    const flags = Object.keys(changes) as PermissionFlag[];
    if (flags.length === 0) return;
    const owners = changes.is_property_owner === false ? await repo.countOwnersHoldingRole(tx, roleId) : 0;
    if (refusesOwnerFlagRemoval(changes, owners)) throw conflict(ADMIN_MESSAGES.ownersHoldRole(owners));
    await repo.savePermissions(tx, roleId, changes);
    await audit(tx, actor, {
      action: 'role.permissions_changed',
      entityType: 'role',
      entityId: roleId,
      details: {
        role: role.roleName,
        before: Object.fromEntries(flags.map((f) => [f, current[f]])),
        after: changes,
        holders: await repo.countActiveHolders(tx, roleId),
      },
    });
  });
  const after = await repo.findRole(deps.db, roleId);
  if (!after) throw notFound(ADMIN_MESSAGES.roleNotFound);
  return toDefinition(after);
}
