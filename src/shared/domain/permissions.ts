/** Permission flags of docs/product.md §1.6, resolved the same way on the server and in the UI. */
export const PERMISSION_FLAGS = [
  'kanban_view',
  'kanban_edit',
  'kanban_create',
  'kanban_delete',
  'kanban_move',
  'kanban_record_damages',
  'clients_view',
  'clients_edit',
  'clients_create',
  'clients_delete',
  'properties_view',
  'properties_edit',
  'properties_create',
  'properties_delete',
  'reports_view',
  'damages_view',
  'collections_view',
  'settings_view',
  'admin_access',
  'is_property_owner',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

export function isPermissionFlag(name: string): name is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(name);
}

/** Defaults: every view flag true; edit, create, delete, move, record false; admin_access false; is_property_owner true. */
export function defaultFlags(): PermissionFlags {
  const flags = {} as PermissionFlags;
  for (const flag of PERMISSION_FLAGS) flags[flag] = flag.endsWith('_view');
  flags.admin_access = false;
  flags.is_property_owner = true;
  return flags;
}

export interface RoleAssignmentInput {
  isActive: boolean;
  role: { isActive: boolean; permissions: { name: string; value: boolean }[] } | null;
}

/**
 * Resolves a user's flags. A super admin gets every flag except is_property_owner. Otherwise the
 * active role assignment's permissions override the defaults; a missing or inactive assignment gives
 * the defaults.
 */
export function resolvePermissions(input: {
  isSuperadmin: boolean;
  assignment: RoleAssignmentInput | null;
}): PermissionFlags {
  const flags = defaultFlags();
  if (input.isSuperadmin) {
    for (const flag of PERMISSION_FLAGS) flags[flag] = true;
    flags.is_property_owner = false;
    return flags;
  }
  const { assignment } = input;
  if (!assignment || !assignment.isActive || !assignment.role || !assignment.role.isActive) return flags;
  for (const permission of assignment.role.permissions) {
    if (isPermissionFlag(permission.name)) flags[permission.name] = permission.value;
  }
  return flags;
}

/** The seeded roles and the flags each grants on top of the defaults. */
export const ROLE_NAMES = ['admin', 'manager', 'staff', 'cleaner', 'courier', 'client'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const staffFlags: Partial<PermissionFlags> = {
  is_property_owner: false,
  kanban_edit: true,
  kanban_move: true,
  kanban_record_damages: true,
};
const managerFlags: Partial<PermissionFlags> = {
  ...staffFlags,
  kanban_create: true,
  kanban_delete: true,
  clients_edit: true,
  clients_create: true,
  clients_delete: true,
  properties_edit: true,
  properties_create: true,
  properties_delete: true,
};

export const ROLE_DEFINITIONS: Record<
  RoleName,
  { displayName: string; description: string; flags: Partial<PermissionFlags> }
> = {
  admin: {
    displayName: 'Admin',
    description: 'All manager rights plus user management, system settings and billing.',
    flags: { ...managerFlags, admin_access: true },
  },
  manager: {
    displayName: 'Manager',
    description: 'All staff rights plus managing clients and properties, full reporting and managing cleaning teams.',
    flags: managerFlags,
  },
  staff: {
    displayName: 'Staff',
    description: 'Views assigned tasks, updates linen cards, basic reporting.',
    flags: staffFlags,
  },
  cleaner: {
    displayName: 'Cleaner',
    description: 'Views assigned properties, updates cleaning status, reports damages, does bag exchange.',
    flags: { is_property_owner: false, kanban_move: true, kanban_record_damages: true },
  },
  courier: {
    displayName: 'Courier',
    description: 'Collects and returns linen bags, records damages found on collection.',
    flags: { is_property_owner: false, kanban_move: true, kanban_record_damages: true },
  },
  client: {
    displayName: 'Client',
    description: 'Views own properties, client portal, contracts, payments.',
    flags: { is_property_owner: true },
  },
};

/** The flags a role stores: the defaults overridden by the role's own. */
export function roleFlags(role: RoleName): PermissionFlags {
  return { ...defaultFlags(), ...ROLE_DEFINITIONS[role].flags };
}
