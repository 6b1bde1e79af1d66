import { describe, expect, it } from 'vitest';
import { defaultFlags, PERMISSION_FLAGS, resolvePermissions, roleFlags } from './permissions';

describe('resolvePermissions', () => {
  it('gives the defaults without an assignment: views true, changes false, property owner', () => {
    const flags = resolvePermissions({ isSuperadmin: false, assignment: null });
    expect(flags).toEqual(defaultFlags());
    expect(flags.clients_view && flags.kanban_view && flags.reports_view && flags.settings_view).toBe(true);
    expect(flags.clients_edit || flags.kanban_create || flags.kanban_move || flags.kanban_record_damages).toBe(false);
    expect(flags.admin_access).toBe(false);
    expect(flags.is_property_owner).toBe(true);
  });

  it('gives a super admin every flag except is_property_owner, whatever the role says', () => {
    const flags = resolvePermissions({
      isSuperadmin: true,
      assignment: { isActive: true, role: { isActive: true, permissions: [{ name: 'clients_view', value: false }] } },
    });
    for (const flag of PERMISSION_FLAGS) expect(flags[flag]).toBe(flag !== 'is_property_owner');
  });

  it('lets an active role assignment override the defaults, ignoring unknown names', () => {
    const flags = resolvePermissions({
      isSuperadmin: false,
      assignment: {
        isActive: true,
        role: {
          isActive: true,
          permissions: [
            { name: 'kanban_create', value: true },
            { name: 'reports_view', value: false },
            { name: 'is_property_owner', value: false },
            { name: 'launch_rockets', value: true },
          ],
        },
      },
    });
    expect(flags.kanban_create).toBe(true);
    expect(flags.reports_view).toBe(false);
    expect(flags.is_property_owner).toBe(false);
    expect('launch_rockets' in flags).toBe(false);
  });

  it('falls back to the defaults for an inactive assignment or role', () => {
    const permissions = [{ name: 'kanban_create', value: true }];
    expect(resolvePermissions({ isSuperadmin: false, assignment: { isActive: false, role: { isActive: true, permissions } } })).toEqual(defaultFlags());
    expect(resolvePermissions({ isSuperadmin: false, assignment: { isActive: true, role: { isActive: false, permissions } } })).toEqual(defaultFlags());
  });

  it('seeds roles whose flags make staff, couriers and managers non-owners and clients owners', () => {
    expect(roleFlags('staff').is_property_owner).toBe(false);
    expect(roleFlags('courier').kanban_move).toBe(true);
    expect(roleFlags('courier').clients_edit).toBe(false);
    expect(roleFlags('manager').clients_create).toBe(true);
    expect(roleFlags('client').is_property_owner).toBe(true);
    expect(roleFlags('client').clients_edit).toBe(false);
    expect(roleFlags('admin').admin_access).toBe(true);
  });
});
