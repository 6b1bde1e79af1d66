import { describe, expect, it } from 'vitest';
import { landingPath, mayOpenScreen, type ScreenWho } from './landing';
import { roleFlags, type PermissionFlags, resolvePermissions } from './permissions';

const who = (flags: PermissionFlags, role: string | null = null, isSuperadmin = false): ScreenWho => ({ flags, isSuperadmin, role });
const without = (flags: PermissionFlags, ...off: (keyof PermissionFlags)[]): PermissionFlags => ({
  ...flags,
  ...Object.fromEntries(off.map((f) => [f, false])),
});

describe('landingPath: the first screen a user may see (issue 19 M5)', () => {
  it('keeps docs/product.md §1.2.1: owners at /dashboard, staff and super admins at /clients', () => {
    expect(landingPath(who(roleFlags('client'), 'client'))).toBe('/dashboard');
    expect(landingPath(who(roleFlags('manager'), 'manager'))).toBe('/clients');
    expect(landingPath(who(resolvePermissions({ isSuperadmin: true, assignment: null }), 'admin', true))).toBe('/clients');
  });

  it('skips Clients for a role that lost clients_view, and takes the next screen of the menu', () => {
    expect(landingPath(who(without(roleFlags('staff'), 'clients_view'), 'staff'))).toBe('/properties');
    expect(landingPath(who(without(roleFlags('staff'), 'clients_view', 'properties_view'), 'staff'))).toBe('/kanban');
  });

  it('lands a courier who sees only bags on Bag Exchange, and someone who sees nothing on the Calendar', () => {
    const views = ['clients_view', 'properties_view', 'kanban_view', 'collections_view', 'damages_view', 'reports_view'] as const;
    expect(landingPath(who(without(roleFlags('courier'), ...views), 'courier'))).toBe('/bag-exchange');
    expect(landingPath(who(without(roleFlags('staff'), ...views, 'kanban_move'), 'staff'))).toBe('/calendar');
  });
});

describe('mayOpenScreen', () => {
  const staffNoClients = who(without(roleFlags('staff'), 'clients_view'), 'staff');

  it('opens Cleaning Teams to whoever may list them (a courier reads them), and Bag Exchange to all: it says itself who cannot move bags', () => {
    expect(mayOpenScreen('/cleaners', who(roleFlags('courier'), 'courier'))).toBe(true);
    expect(mayOpenScreen('/cleaners', who(roleFlags('client'), 'client'))).toBe(false);
    expect(mayOpenScreen('/bag-exchange', who(roleFlags('client'), 'client'))).toBe(true);
  });

  it('refuses a screen whose view flag the role lacks, and its sub-paths', () => {
    expect(mayOpenScreen('/clients', staffNoClients)).toBe(false);
    expect(mayOpenScreen('/clients/abc', staffNoClients)).toBe(false);
    expect(mayOpenScreen('/properties', staffNoClients)).toBe(true);
  });

  it('opens the Calendar and unguarded screens to everyone, and the dashboard only to owners and super admins', () => {
    expect(mayOpenScreen('/calendar', staffNoClients)).toBe(true);
    expect(mayOpenScreen('/settings', staffNoClients)).toBe(true);
    expect(mayOpenScreen('/dashboard', staffNoClients)).toBe(false);
    expect(mayOpenScreen('/dashboard', who(roleFlags('client'), 'client'))).toBe(true);
    // '/clientsX' is not under '/clients'
    expect(mayOpenScreen('/clientsX', staffNoClients)).toBe(true);
  });
});
