/** The admin consoles (/api/admin/clients, /roles, /database): inputs (zod) and the shapes the API returns. */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../domain/admin-console';
import { CLIENT_STATUSES, type ClientStatus } from '../domain/clients';
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '../domain/permissions';
import type { TUserListItem } from './users';

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

export interface TAdminClientRow {
  id: string;
  name: string;
  contactName: string | null;
  username: string | null;
  primaryEmail: string;
  phone: string | null;
  extraEmailsCount: number;
  status: ClientStatus;
  propertiesCount: number;
  activeServicesCount: number;
  onboardingProgress: number;
  lastTouch: string;
}

export interface TAdminClientCards {
  totalClients: number;
  activeCustomers: number;
  totalProperties: number;
  activeServices: number;
}

export interface TSystemOverview {
  users: number;
  activeUsers: number;
  superAdmins: number;
  clients: number;
  properties: number;
  archivedProperties: number;
  linenCards: number;
  contractsSigned: number;
  paymentsReceived: number;
  paymentsTotalPence: number;
}

export interface TAdminClientsResponse {
  cards: TAdminClientCards;
  overview: TSystemOverview;
  clients: TAdminClientRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TAdminClientStatusResponse {
  client: TAdminClientRow;
}

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

export interface TRoleDefinition {
  id: string;
  roleName: string;
  displayName: string;
  description: string;
  isActive: boolean;
  /** The role's flags as a session resolves them (flags it does not store keep their defaults). */
  permissions: PermissionFlags;
}

export interface TRoleAssignment {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  roleName: string;
  roleDisplayName: string;
  assignedAt: string;
}

export interface TRolesResponse {
  users: TUserListItem[];
  roles: TRoleDefinition[];
  assignments: TRoleAssignment[];
  flags: PermissionFlag[];
  currentUser: { id: string; name: string; email: string; isSuperadmin: boolean; roleName: string | null; flags: PermissionFlags };
  system: { appVersion: string; nodeVersion: string; databaseKind: 'postgres' | 'pglite'; uptimeSeconds: number };
}

export interface TRolePermissionsResponse {
  role: TRoleDefinition;
}

export interface TDatabaseTableCount {
  name: string;
  table: string;
  rows: number;
  estimated: boolean;
}

export interface TDatabaseInfo {
  kind: 'postgres' | 'pglite';
  kindLabel: string;
  host: string | null;
  port: string | null;
  database: string | null;
  user: string | null;
  /** The last characters of the auth secret: the rest never leaves the server. */
  authSecretTail: string;
  tables: TDatabaseTableCount[];
}

export interface TDatabaseTestResult {
  ok: boolean;
  message: string;
  latencyMs: number;
}
