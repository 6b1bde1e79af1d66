/**
 * The per-request session lookup: session token -> session, user, active role assignment and the
 * role's permissions, in one prepared query (one round trip). Nothing is cached in memory, so a
 * revoked session, a deactivated user or a changed role takes effect on the next request, in every
 * process sharing the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RoleAssignmentInput } from '@shared/domain/permissions';
import type { Db } from '../../db/client';
import { rolePermissions, roleAssignments, roles, sessions, users } from '../../db/schema';
import type { UserRow } from '../users';

export interface SessionCallerRow {
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
  user: UserRow;
  assignment: (RoleAssignmentInput & { roleName: string }) | null;
}

function prepareLookup(db: Db) {
  return db
    .select({
      session: { id: sessions.id, token: sessions.token, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt },
      user: users,
      assignmentActive: roleAssignments.isActive,
      roleName: roles.roleName,
      roleActive: roles.isActive,
      permissions: sql<{ name: string; value: boolean }[]>`coalesce((
        select json_agg(json_build_object('name', ${rolePermissions.permissionName}, 'value', ${rolePermissions.permissionValue}))
        from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roleAssignments, and(eq(roleAssignments.userId, users.id), eq(roleAssignments.isActive, true)))
    .leftJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_caller');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

export async function findSessionCaller(db: Db, token: string): Promise<SessionCallerRow | undefined> {
  let lookup = prepared.get(db);
  if (!lookup) prepared.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ token });
  if (!row) return undefined;
  return {
    session: row.session,
    user: row.user,
    assignment:
      row.assignmentActive === null || row.roleName === null
        ? null
        : {
            isActive: row.assignmentActive,
            roleName: row.roleName,
            role: { isActive: row.roleActive ?? false, permissions: row.permissions },
          },
  };
}

/** Moves the idle deadline forward; a concurrent writer that got further first is left alone. */
export async function extendSession(db: Db, token: string, expiresAt: Date, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt, updatedAt: now })
    .where(and(eq(sessions.token, token), sql`${sessions.expiresAt} < ${expiresAt}`));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

