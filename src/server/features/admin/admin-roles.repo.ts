/** The roles console's reads and the one write: a role's permission flags. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PermissionFlag } from '@shared/domain/permissions';
import type { DbOrTx } from '../../db/client';
import { clients, rolePermissions, roleAssignments, roles, users } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';

/** Spelled out with table names: a one-table select leaves its own columns unqualified, which the subquery would misread. */
const storedPermissions = sql<{ name: string; value: boolean }[]>`coalesce((
  select json_agg(json_build_object('name', rp.permission_name, 'value', rp.permission_value) order by rp.permission_name)
  from role_permissions rp where rp.role_id = user_roles.id), '[]'::json)`;

const roleColumns = {
  id: roles.id,
  roleName: roles.roleName,
  displayName: roles.displayName,
  description: roles.description,
  isActive: roles.isActive,
  permissions: storedPermissions,
};

export type RoleWithPermissions = Awaited<ReturnType<typeof listRoles>>[number];

/** user_roles ordered by role_name, each with its role_permissions ordered by permission_name (docs/product.md §2.7). */
export async function listRoles(db: DbOrTx) {
  return db.select(roleColumns).from(roles).orderBy(asc(roles.roleName));
}

/** The role, its row locked until the transaction ends so two saves of one role apply one after the other. */
export async function lockRole(tx: DbOrTx, id: string): Promise<RoleWithPermissions | undefined> {
  const [row] = await tx.select(roleColumns).from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

export async function findRole(db: DbOrTx, id: string): Promise<RoleWithPermissions | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

/** Active assignments joined with their role and user, newest first (docs/product.md §2.7). */
export async function listActiveAssignments(db: DbOrTx) {
  return db
    .select({
      id: roleAssignments.id,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      roleName: roles.roleName,
      roleDisplayName: roles.displayName,
      assignedAt: roleAssignments.assignedAt,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(eq(roleAssignments.isActive, true))
    .orderBy(desc(roleAssignments.assignedAt), desc(roleAssignments.id));
}

/** Stores the flags on the role (inserted or overwritten). */
export async function savePermissions(tx: DbOrTx, roleId: string, flags: Partial<Record<PermissionFlag, boolean>>): Promise<void> {
  const values = Object.entries(flags).map(([permissionName, permissionValue]) => ({
    roleId,
    permissionName,
    permissionValue: permissionValue as boolean,
  }));
  if (values.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(values)
    .onConflictDoUpdate({
      target: [rolePermissions.roleId, rolePermissions.permissionName],
      set: { permissionValue: sql`excluded.permission_value` },
    });
}

/** How many users hold the role now (for the audit entry). */
export async function countActiveHolders(db: DbOrTx, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roleAssignments)
    .where(sql`${roleAssignments.roleId} = ${roleId} and ${roleAssignments.isActive}`);
  return row.n;
}

/** Active holders of the role who own a client record (linked by user id, or by their verified login e-mail). */
export async function countOwnersHoldingRole(db: DbOrTx, roleId: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(distinct ra.user_id)::int as n
        from ${roleAssignments} ra join ${users} u on u.id = ra.user_id
        where ra.role_id = ${roleId} and ra.is_active
          and exists (select 1 from ${clients} c where c.user_id = u.id or (u.email_verified and lower(c.primary_email) = lower(u.email)))`,
  );
  return Number(row?.n ?? 0);
}
