/** The admin consoles (/api/admin/clients, /roles, /database): inputs (zod) and the shapes the API returns. */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../domain/admin-console';
import { CLIENT_STATUSES } from '../domain/clients';
import { PERMISSION_FLAGS, type PermissionFlag } from '../domain/permissions';
import { ZPermissionFlags } from './me';
import type { AssertTrue, Same } from './same-shape';
import { ZUserListItem } from './users';

export const ADMIN_CLIENTS_PAGE_SIZE = 25;

export const ZAdminClientsQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z
    .enum([...CLIENT_STATUSES, 'all'], { error: 'Please choose a status' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000)
    .default(1),
});
export type TAdminClientsQuery = z.input<typeof ZAdminClientsQuery>;

export const ZAdminClientRow = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  username: z.string().nullable(),
  primaryEmail: z.string(),
  phone: z.string().nullable(),
  extraEmailsCount: z.number().int(),
  status: z.enum(CLIENT_STATUSES),
  propertiesCount: z.number().int(),
  activeServicesCount: z.number().int(),
  onboardingProgress: z.number(),
  lastTouch: z.string(),
});
export type TAdminClientRow = z.infer<typeof ZAdminClientRow>;

export const ZAdminClientCards = z.object({
  totalClients: z.number().int(),
  activeCustomers: z.number().int(),
  totalProperties: z.number().int(),
  activeServices: z.number().int(),
});
export type TAdminClientCards = z.infer<typeof ZAdminClientCards>;

export const ZSystemOverview = z.object({
  users: z.number().int(),
  activeUsers: z.number().int(),
  superAdmins: z.number().int(),
  clients: z.number().int(),
  properties: z.number().int(),
  archivedProperties: z.number().int(),
  linenCards: z.number().int(),
  contractsSigned: z.number().int(),
  paymentsReceived: z.number().int(),
  paymentsTotalPence: z.number().int(),
});
export type TSystemOverview = z.infer<typeof ZSystemOverview>;

/** GET /api/admin/clients. */
export const ZAdminClientsResponse = z.object({
  cards: ZAdminClientCards,
  overview: ZSystemOverview,
  clients: z.array(ZAdminClientRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminClientsResponse = z.infer<typeof ZAdminClientsResponse>;

/** POST /api/admin/clients/{id}/toggle-status. */
export const ZAdminClientStatusResponse = z.object({ client: ZAdminClientRow });
export type TAdminClientStatusResponse = z.infer<typeof ZAdminClientStatusResponse>;

/** PUT /api/admin/roles/:roleId/permissions: the flags to set (known flags only, at least one). */
export const ZRolePermissionsUpdate = z
  .object({
    permissions: z
      .record(z.string(), z.boolean({ error: 'Each permission must be on or off' }))
      .superRefine((value, ctx) => {
        const unknown = Object.keys(value).find((k) => !(PERMISSION_FLAGS as readonly string[]).includes(k));
        if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `${ADMIN_MESSAGES.unknownFlag}: ${unknown.slice(0, 60)}` });
        else if (Object.keys(value).length === 0) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.noChanges });
      })
      .transform((value) => value as Partial<Record<PermissionFlag, boolean>>),
  })
  .strict();
export type TRolePermissionsUpdate = z.input<typeof ZRolePermissionsUpdate>;

const ZPermissionFlag = z.enum(PERMISSION_FLAGS);
export type PermissionFlagCheck = AssertTrue<Same<z.infer<typeof ZPermissionFlag>, PermissionFlag>>;
const ZDatabaseKind = z.enum(['postgres', 'pglite']);

export const ZRoleDefinition = z.object({
  id: z.string(),
  roleName: z.string(),
  displayName: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** The role's flags as a session resolves them (flags it does not store keep their defaults). */
  permissions: ZPermissionFlags,
});
export type TRoleDefinition = z.infer<typeof ZRoleDefinition>;

export const ZRoleAssignment = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  roleName: z.string(),
  roleDisplayName: z.string(),
  assignedAt: z.string(),
});
export type TRoleAssignment = z.infer<typeof ZRoleAssignment>;

/** GET /api/admin/roles. */
export const ZRolesResponse = z.object({
  users: z.array(ZUserListItem),
  roles: z.array(ZRoleDefinition),
  assignments: z.array(ZRoleAssignment),
  flags: z.array(ZPermissionFlag),
  currentUser: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isSuperadmin: z.boolean(),
    roleName: z.string().nullable(),
    flags: ZPermissionFlags,
  }),
  system: z.object({ appVersion: z.string(), nodeVersion: z.string(), databaseKind: ZDatabaseKind, uptimeSeconds: z.number() }),
});
export type TRolesResponse = z.infer<typeof ZRolesResponse>;

/** PUT /api/admin/roles/{roleId}/permissions. */
export const ZRolePermissionsResponse = z.object({ role: ZRoleDefinition });
export type TRolePermissionsResponse = z.infer<typeof ZRolePermissionsResponse>;

export const ZDatabaseTableCount = z.object({ name: z.string(), table: z.string(), rows: z.number().int(), estimated: z.boolean() });
export type TDatabaseTableCount = z.infer<typeof ZDatabaseTableCount>;

/** GET /api/admin/database. */
export const ZDatabaseInfo = z.object({
  kind: ZDatabaseKind,
  kindLabel: z.string(),
  host: z.string().nullable(),
  port: z.string().nullable(),
  database: z.string().nullable(),
  user: z.string().nullable(),
  /** The last characters of the auth secret: the rest never leaves the server. */
  authSecretTail: z.string(),
  tables: z.array(ZDatabaseTableCount),
});
export type TDatabaseInfo = z.infer<typeof ZDatabaseInfo>;

/** POST /api/admin/database/test. */
export const ZDatabaseTestResult = z.object({ ok: z.boolean(), message: z.string(), latencyMs: z.number() });
export type TDatabaseTestResult = z.infer<typeof ZDatabaseTestResult>;
