/** Users, their role assignments and avatars. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RoleAssignmentInput } from '@shared/domain/permissions';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roleAssignments, roles, sessions, userAvatars, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The e-mail of each of the users (those that still exist), by id. */
export async function emailsOfUsers(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function recordSignIn(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** The user's active role assignment with the role's permissions, in the shape permission resolution takes. */
export async function findActiveAssignment(
  db: DbOrTx,
  userId: string,
): Promise<(RoleAssignmentInput & { roleName: string }) | null> {
  const [assignment] = await db
    .select({ isActive: roleAssignments.isActive, roleId: roles.id, roleName: roles.roleName, roleActive: roles.isActive })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(and(eq(roleAssignments.userId, userId), eq(roleAssignments.isActive, true)));
  if (!assignment) return null;
  const permissions = await db
    .select({ name: rolePermissions.permissionName, value: rolePermissions.permissionValue })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, assignment.roleId));
  return {
    isActive: assignment.isActive,
    roleName: assignment.roleName,
    role: { isActive: assignment.roleActive, permissions },
  };
}

/** Users with their active role's name; no secrets. An erased account (decision 0146) is no longer a user here. */
function usersWithRoles(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      isSuperadmin: users.isSuperadmin,
      isActive: users.isActive,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      roleName: roles.roleName,
    })
    .from(users)
    .leftJoin(roleAssignments, and(eq(roleAssignments.userId, users.id), eq(roleAssignments.isActive, true)))
    .leftJoin(roles, eq(roles.id, roleAssignments.roleId));
}

export async function listUsersWithRoles(db: DbOrTx) {
  return usersWithRoles(db).where(isNull(users.erasedAt)).orderBy(desc(users.createdAt));
}

export async function findUserWithRole(db: DbOrTx, id: string) {
  const [row] = await usersWithRoles(db).where(and(eq(users.id, id), isNull(users.erasedAt)));
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<UserRow, 'name' | 'phone' | 'image' | 'isActive' | 'isSuperadmin' | 'startupGuideCompleted' | 'guideStepsCompleted'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteSessionsOf(db: DbOrTx, userId: string, exceptToken?: string): Promise<void> {
  const condition = exceptToken
    ? and(eq(sessions.userId, userId), sql`${sessions.token} <> ${exceptToken}`)
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

export async function findRoleByName(db: DbOrTx, roleName: string) {
  const [row] = await db.select().from(roles).where(eq(roles.roleName, roleName));
  return row;
}

/** Replaces the user's active assignment with one to the given role (or none). */
export async function assignRole(db: DbOrTx, userId: string, roleId: string | null): Promise<void> {
  await db
    .update(roleAssignments)
    .set({ isActive: false })
    .where(and(eq(roleAssignments.userId, userId), eq(roleAssignments.isActive, true)));
  if (roleId) await db.insert(roleAssignments).values({ userId, roleId, isActive: true });
}

/**
 * Locks the active super admins' rows for the rest of the transaction (in id order, so two callers
 * never deadlock) and returns their ids. A transaction waiting here sees the other's committed change.
 */
export async function lockActiveSuperadmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperadmin, true), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function activeSuperadminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isSuperadmin, true), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

export async function saveAvatar(db: DbOrTx, userId: string, contentType: string, data: Buffer): Promise<void> {
  await db
    .insert(userAvatars)
    .values({ userId, contentType, data })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType, data, updatedAt: new Date() } });
}

export async function findAvatar(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return row;
}
