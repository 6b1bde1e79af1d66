/**
 * Rules of the admin consoles (docs/product.md §2.2 Super Admin Console, Roles and Permissions viewer,
 * Database Connection Information; §4 client status toggle, connection test states; §8 texts).
 */
import { CLIENT_MESSAGES } from '../constants';
import { CLIENT_STATUS_LABELS, type ClientStatus } from './clients';
import { defaultFlags, isPermissionFlag, PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from './permissions';

/**
 * A role edit may not silently turn owners into staff (issue 19 L6): while holders of the role own
 * client records, is_property_owner stays on for it; they move to another role first, one by one.
 */
export function refusesOwnerFlagRemoval(changes: Partial<Record<string, boolean>>, ownersHoldingRole: number): boolean {
  return changes.is_property_owner === false && ownersHoldingRole > 0;
}

export const ADMIN_MESSAGES = {
  ownersHoldRole: (n: number) =>
    `${n} ${n === 1 ? 'user with this role owns' : 'users with this role own'} client records: without 'is_property_owner' they would see every client. Give them another role first.`,
  failedFetchClients: 'Failed to fetch clients',
  /** The roles viewer's read of the database users (with the roles) failed (docs/product.md §2.8). */
  failedFetchUsers: 'Failed to fetch users from database',
  failedDeleteClient: CLIENT_MESSAGES.failedDeleteClient,
  failedUpdateStatus: 'Failed to update client status',
  confirmDeleteClient: 'Are you sure you want to delete this client? This will also delete all associated properties and data.',
  accessRestricted: 'Access Restricted',
  accessRestrictedDetail: 'Only super admins can view roles and permissions.',
  connectionFailed: 'Connection Failed',
  unableToConnect: 'Unable to connect to database',
  connectionSuccess: 'Connection successful',
  failedLoadRoles: 'Failed to load roles and permissions',
  failedSavePermissions: 'Failed to save permissions',
  failedLoadDatabase: 'Failed to load database information',
  unknownFlag: 'Unknown permission',
  noChanges: 'Change at least one permission',
  roleNotFound: 'Role not found',
} as const;

/** The admin console's status toggle (docs/product.md §2.4): a customer becomes a lead; any other status becomes a customer. */
export function toggledClientStatus(status: ClientStatus): ClientStatus {
  return status === 'customer' ? 'lead' : 'customer';
}

/** The confirmation the console's status switch asks for, either way (issue 19 M10): what changes, and for whom. */
export function statusSwitchConfirmation(client: { name: string; status: ClientStatus }): { title: string; description: string; confirmLabel: string } {
  const to = toggledClientStatus(client.status);
  if (to === 'lead') {
    return {
      title: `Change ${client.name} back to Lead?`,
      description: `${client.name} is marked Customer. As a Lead they are shown with the prospects, not the paying clients. You can switch them back at any time.`,
      confirmLabel: 'Change to Lead',
    };
  }
  return {
    title: `Make ${client.name} a Customer?`,
    description: `${client.name} is marked ${CLIENT_STATUS_LABELS[client.status]}. As a Customer they are counted with the paying clients. You can switch them back at any time.`,
    confirmLabel: 'Make Customer',
  };
}

/** How many characters of a secret the database console may show (the rest never leaves the server). */
export const SECRET_TAIL_LENGTH = 4;

/** The last characters of a secret, or '' when it is too short to show any part of it safely. */
export function secretTail(secret: string): string {
  return secret.length >= SECRET_TAIL_LENGTH * 4 ? secret.slice(-SECRET_TAIL_LENGTH) : '';
}

/** A masked secret for display: bullets, then the tail only when asked to show it. */
export function maskedSecret(tail: string, shown: boolean): string {
  const bullets = '•'.repeat(12);
  return shown && tail ? `${bullets}${tail}` : `${bullets}${'•'.repeat(SECRET_TAIL_LENGTH)}`;
}

export interface DatabaseLocation {
  host: string | null;
  port: string | null;
  database: string | null;
  user: string | null;
}

/**
 * Host, port, database name and user of a PostgreSQL URL, never its password (nor its query, which
 * may carry one). Unparsable text gives nulls rather than echoing it back.
 */
export function databaseLocation(url: string | undefined): DatabaseLocation {
  const none = { host: null, port: null, database: null, user: null };
  if (!url) return none;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return none;
  }
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const name = decode(parsed.pathname.replace(/^\//, ''));
  return {
    host: parsed.hostname || null,
    port: parsed.port || null,
    database: name || null,
    user: parsed.username ? decode(parsed.username) : null,
  };
}

/**
 * The main tables of docs/product.md §2.2 mapped to ours: the spec's name and our table. The spec's
 * stripe_customers are the distinct customer ids of our stripe_subscriptions.
 */
export const ADMIN_TABLES: readonly { name: string; table: string; distinct?: string }[] = [
  { name: 'users', table: 'users' },
  { name: 'clients', table: 'clients' },
  { name: 'properties', table: 'properties' },
  { name: 'linen_cards', table: 'linen_cards' },
  { name: 'changeovers', table: 'changeovers' },
  { name: 'property_contracts', table: 'property_contracts' },
  { name: 'contract_shares', table: 'contract_shares' },
  { name: 'linen_activities', table: 'linen_activities' },
  { name: 'user_roles', table: 'user_roles' },
  { name: 'role_permissions', table: 'role_permissions' },
  { name: 'user_role_assignments', table: 'user_role_assignments' },
  { name: 'stripe_customers', table: 'stripe_subscriptions', distinct: 'customer_id' },
  { name: 'stripe_subscriptions', table: 'stripe_subscriptions' },
  { name: 'stripe_orders', table: 'stripe_orders' },
];

/** Tables counted exactly up to this many rows; beyond it the planner's estimate is shown and marked. */
export const EXACT_COUNT_LIMIT = 100_000;

/** Whether a table's rows are counted exactly: unknown estimates (never analysed) and small tables are. */
export function countsExactly(estimate: number): boolean {
  return estimate < 0 || estimate <= EXACT_COUNT_LIMIT;
}

/** Keeps only real changes: the flags whose value differs from the role's current one. */
export function permissionChanges(
  current: PermissionFlags,
  requested: Partial<Record<PermissionFlag, boolean>>,
): Partial<Record<PermissionFlag, boolean>> {
  const changes: Partial<Record<PermissionFlag, boolean>> = {};
  for (const flag of PERMISSION_FLAGS) {
    const value = requested[flag];
    if (value !== undefined && current[flag] !== value) changes[flag] = value;
  }
  return changes;
}

/** A role's permissions as a full matrix row, resolved like a session's: flags it does not store keep their defaults. */
export function permissionRow(stored: readonly { name: string; value: boolean }[]): PermissionFlags {
  const row = defaultFlags();
  for (const p of stored) if (isPermissionFlag(p.name)) row[p.name] = p.value;
  return row;
}

/** The console's sub-navigation (Postcodes: the ONS postcode directory that orders rounds, issue 24). */
export const ADMIN_SECTIONS = [
  { to: '/admin/clients', label: 'Clients' },
  { to: '/admin/roles', label: 'Roles' },
  { to: '/admin/database', label: 'Database' },
  { to: '/admin/postcodes', label: 'Postcodes' },
  { to: '/admin/audit', label: 'Audit Log' },
] as const;
