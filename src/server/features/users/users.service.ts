/** User management by super admins: create, edit, activate, set a password, delete; each change audited. */
import { MESSAGES } from '@shared/constants';
import { deleteUserProblem, effectiveRole, setPasswordProblem, userChangeProblem } from '@shared/domain/user-admin';
import type { RoleName } from '@shared/domain/permissions';
import { personalInputs } from '@shared/domain/password-inputs';
import type { TUserListItem } from '@shared/schemas/users';
import type { AppDeps, RequestContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { createAccount, setPassword } from './accounts.service';
import {
  assignRole,
  deleteSessionsOf,
  deleteUser,
  findRoleByName,
  findUserWithRole,
  listUsersWithRoles,
  lockActiveSuperadmins,
  updateUser,
} from './users.repo';
import { audit } from '../../lib/audit';

type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUserWithRole>>>;

function toListItem(u: UserWithRole): TUserListItem {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: effectiveRole(u.isSuperadmin, u.roleName),
    isSuperadmin: u.isSuperadmin,
    isActive: u.isActive,
    lastSignInAt: u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
  };
}

async function findTarget(db: DbOrTx, id: string): Promise<UserWithRole> {
  const target = await findUserWithRole(db, id);
  if (!target) throw notFound(MESSAGES.userNotFound);
  return target;
}

/**
 * Refuses (422) a change that takes the target out of the active super admins when they are the last
 * one. Called inside the change's transaction, before the change: the active super admins' rows stay
 * locked until it commits, so two admins demoting, deactivating or deleting each other at once are
 * applied one after the other, and the second is refused.
 */
async function keepAnActiveSuperadmin(tx: DbOrTx, targetId: string, path?: string): Promise<void> {
  const active = await lockActiveSuperadmins(tx);
  if (active.includes(targetId) && active.length <= 1) {
    throw badRequest(MESSAGES.lastSuperadmin, path ? [{ path, message: MESSAGES.lastSuperadmin }] : undefined);
  }
}

export async function listUsers(db: DbOrTx): Promise<TUserListItem[]> {
  return (await listUsersWithRoles(db)).map(toListItem);
}

export async function createUser(
  deps: AppDeps,
  actor: RequestContext,
  input: { email: string; password: string; name: string; role: RoleName },
): Promise<TUserListItem> {
  const user = await createAccount(deps.auth, deps.db, {
    email: input.email,
    password: input.password,
    name: input.name,
    isSuperadmin: input.role === 'admin',
    roleName: input.role,
  });
  await audit(deps.db, actor, {
    action: 'user.create',
    entityType: 'user',
    entityId: user.id,
    details: { email: user.email, name: user.name, role: input.role },
  });
  return toListItem(await findTarget(deps.db, user.id));
}

export interface UserEdit {
  name?: string;
  phone?: string | null;
  role?: RoleName;
  isActive?: boolean;
}

export async function editUser(deps: AppDeps, actor: RequestContext, id: string, edit: UserEdit): Promise<TUserListItem> {
  const target = await findTarget(deps.db, id);
  const currentRole = effectiveRole(target.isSuperadmin, target.roleName);
  const problem = userChangeProblem(actor.caller.user.id, { id, role: currentRole }, edit);
  if (problem) {
    const path = problem === MESSAGES.cannotChangeOwnRole ? 'role' : 'isActive';
    throw badRequest(problem, [{ path, message: problem }]);
  }
  await deps.db.transaction(async (tx) => {
    if (edit.isActive === false) await keepAnActiveSuperadmin(tx, id, 'isActive');
    if (edit.role !== undefined && edit.role !== 'admin') await keepAnActiveSuperadmin(tx, id, 'role');
    const details: Record<string, unknown> = {};
    const patch: Parameters<typeof updateUser>[2] = {};
    if (edit.name !== undefined && edit.name !== target.name) patch.name = details.name = edit.name;
    if (edit.phone !== undefined && edit.phone !== target.phone) patch.phone = details.phone = edit.phone;
    const roleChanged = edit.role !== undefined && edit.role !== currentRole;
    if (roleChanged) patch.isSuperadmin = edit.role === 'admin';
    const activeChanged = edit.isActive !== undefined && edit.isActive !== target.isActive;
    if (activeChanged) patch.isActive = edit.isActive;
    if (Object.keys(patch).length) await updateUser(tx, id, patch);

    if (Object.keys(details).length) await audit(tx, actor, { action: 'user.update', entityType: 'user', entityId: id, details });
    if (roleChanged) {
      const role = await findRoleByName(tx, edit.role!);
      if (!role) throw badRequest(MESSAGES.roleRequired, [{ path: 'role', message: MESSAGES.roleRequired }]);
      await assignRole(tx, id, role.id);
      await audit(tx, actor, { action: 'user.role', entityType: 'user', entityId: id, details: { from: currentRole, to: edit.role } });
    }
    if (activeChanged) {
      if (!edit.isActive) await deleteSessionsOf(tx, id);
      await audit(tx, actor, {
        action: edit.isActive ? 'user.activate' : 'user.deactivate',
        entityType: 'user',
        entityId: id,
        details: { email: target.email },
      });
    }
  });
  return toListItem(await findTarget(deps.db, id));
}

/** Sets another user's password (never shown anywhere) and ends all their sessions. */
export async function setUserPassword(deps: AppDeps, actor: RequestContext, id: string, password: string): Promise<void> {
  const problem = setPasswordProblem(actor.caller.user.id, id);
  if (problem) throw badRequest(problem);
  const target = await findTarget(deps.db, id);
  await setPassword(deps.auth, deps.db, id, password, personalInputs(target));
  await audit(deps.db, actor, { action: 'user.password', entityType: 'user', entityId: id, details: { email: target.email } });
}

export async function removeUser(deps: AppDeps, actor: RequestContext, id: string): Promise<void> {
  const problem = deleteUserProblem(actor.caller.user.id, id);
  if (problem) throw badRequest(problem);
  await deps.db.transaction(async (tx) => {
    await keepAnActiveSuperadmin(tx, id);
    const target = await findTarget(tx, id);
    await deleteUser(tx, id);
    await audit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      details: { email: target.email, name: target.name, role: effectiveRole(target.isSuperadmin, target.roleName) },
    });
  });
}
