import { describe, expect, it } from 'vitest';
import { defaultFlags, roleFlags, type PermissionFlags } from './permissions';
import {
  consumablesConflict,
  contractCellState,
  emptyLinenInventory,
  inventoryPieces,
  isOwnClient,
  normaliseInventory,
  preselectedClientId,
  restoreCardNote,
  toggleConsumable,
} from './properties';
import { propertyAbilities } from './abilities';
import { ZLinenInventory, ZPropertyDetails, ZCreateProperty, ZSelectServices, ZAssignClient } from '../schemas/properties';

const allFlags = (): PermissionFlags => {
  const f = defaultFlags();
  for (const k of Object.keys(f) as (keyof PermissionFlags)[]) f[k] = true;
  f.is_property_owner = false;
  return f;
};

describe('linen inventory', () => {
  it('starts empty and normalises missing, partial and flat_sheets shapes', () => {
    expect(normaliseInventory(null)).toEqual(emptyLinenInventory());
    const inv = normaliseInventory({
      covers: { double: 2, king: -1 },
      flat_sheets: { single: 3.6 },
      towels: { bath_towels: 4 },
      consumables: { tea_towels: true, toilet_rolls: 'yes' },
    });
    expect(inv.covers).toEqual({ single: 0, double: 2, king: 0, superking: 0 });
    expect(inv.sheets.single).toBe(3);
    expect(inv.towels).toEqual({ hand_towels: 0, bath_towels: 4, bath_mats: 0 });
    expect(inv.consumables).toEqual({ full_consumables: false, tea_towels: true, toilet_rolls: false, no_consumables: false });
    expect(inventoryPieces(inv)).toBe(9);
  });

  it('accepts whole counts from 0 up and refuses negatives and fractions', () => {
    const ok = emptyLinenInventory();
    ok.covers.king = 3;
    expect(ZLinenInventory.safeParse(ok).success).toBe(true);
    const negative = emptyLinenInventory();
    negative.pillowcases.double = -1;
    const r1 = ZLinenInventory.safeParse(negative);
    expect(r1.success).toBe(false);
    expect(r1.error?.issues[0]).toMatchObject({ path: ['pillowcases', 'double'], message: 'Counts cannot be negative' });
    const fraction = emptyLinenInventory();
    fraction.towels.bath_mats = 1.5;
    expect(ZLinenInventory.safeParse(fraction).error?.issues[0].message).toBe('Counts must be whole numbers');
  });

  it('keeps No consumables exclusive', () => {
    const none = toggleConsumable(emptyLinenInventory().consumables, 'tea_towels', true);
    expect(none).toMatchObject({ tea_towels: true, no_consumables: false });
    const cleared = toggleConsumable(none, 'no_consumables', true);
    expect(cleared).toEqual({ full_consumables: false, tea_towels: false, toilet_rolls: false, no_consumables: true });
    expect(toggleConsumable(cleared, 'full_consumables', true)).toMatchObject({ full_consumables: true, no_consumables: false });
    expect(consumablesConflict({ full_consumables: true, tea_towels: false, toilet_rolls: false, no_consumables: true })).toBe(true);
    const bad = emptyLinenInventory();
    bad.consumables = { full_consumables: true, tea_towels: false, toilet_rolls: false, no_consumables: true };
    expect(ZLinenInventory.safeParse(bad).error?.issues[0].message).toBe('No consumables cannot be combined with other consumables');
  });
});

describe('property inputs', () => {
  it('requires a name and a client with the spec messages', () => {
    const r = ZCreateProperty.safeParse({ name: '  ', clientId: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Property name is required', 'Please select a client']);
  });

  it('requires name and address on the details form and whole beds from 0', () => {
    const r = ZPropertyDetails.safeParse({ name: '', address: '', beds: -1, linenInventory: emptyLinenInventory() });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Property name is required',
      'Address is required',
      'Number of beds cannot be negative',
    ]);
    expect(ZPropertyDetails.safeParse({ name: 'A', address: 'B', beds: 2.5, linenInventory: emptyLinenInventory() }).error?.issues[0].message).toBe(
      'Number of beds must be a whole number',
    );
  });

  it('requires at least one service', () => {
    expect(ZSelectServices.safeParse({ services: [] }).error?.issues[0].message).toBe('Please select at least one service to continue');
  });

  it('needs a client or a new client to assign', () => {
    expect(ZAssignClient.safeParse({}).error?.issues[0].message).toBe('Please select a client');
    const r = ZAssignClient.safeParse({ newClient: { name: '', primaryEmail: 'nope' } });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Company name is required', 'Please enter a valid e-mail address']);
  });
});

describe('contract cell', () => {
  it('shows signed, share or pending', () => {
    expect(contractCellState(null)).toBe('pending');
    expect(contractCellState({ status: 'draft' })).toBe('share');
    expect(contractCellState({ status: 'sent' })).toBe('share');
    expect(contractCellState({ status: 'signed' })).toBe('signed');
    expect(contractCellState({ status: 'active' })).toBe('signed');
    expect(contractCellState({ status: 'cancelled' })).toBe('pending');
  });
});

describe('clients and abilities', () => {
  it("marks the caller's own client by primary e-mail and preselects it for non-super-admins", () => {
    const clients = [
      { id: 'a', primaryEmail: 'other@x.example' },
      { id: 'b', primaryEmail: 'Owner@Demo.Linen ' },
    ];
    expect(isOwnClient(clients[1], 'owner@demo.linen')).toBe(true);
    expect(isOwnClient({ primaryEmail: null }, 'owner@demo.linen')).toBe(false);
    expect(preselectedClientId(clients, { email: 'owner@demo.linen', isSuperadmin: false })).toBe('b');
    expect(preselectedClientId(clients, { email: 'owner@demo.linen', isSuperadmin: true })).toBe('');
    expect(preselectedClientId(clients, { email: 'nobody@x.example', isSuperadmin: false })).toBe('');
  });

  it('lets owners add and edit their own but not archive or assign stock; staff need flags', () => {
    const owner = propertyAbilities({ flags: roleFlags('client'), isSuperadmin: false });
    expect(owner).toMatchObject({ owner: true, create: true, edit: true, archive: false, assignStock: false, completesDetailsTask: false });
    const staff = propertyAbilities({ flags: roleFlags('staff'), isSuperadmin: false });
    expect(staff).toMatchObject({ owner: false, create: false, edit: false, archive: false, assignStock: false });
    const manager = propertyAbilities({ flags: roleFlags('manager'), isSuperadmin: false });
    expect(manager).toMatchObject({ create: true, edit: true, archive: true, assignStock: true, createClient: true, completesDetailsTask: true });
    const admin = propertyAbilities({ flags: allFlags(), isSuperadmin: true });
    expect(admin).toMatchObject({ owner: false, create: true, archive: true, assignStock: true, createClient: true });
  });
});

describe('restoring a property says what happens to its linen card (issue 19 M6)', () => {
  it('promises the card back for a fully onboarded property, and only if it had one otherwise', () => {
    expect(restoreCardNote(100)).toContain('goes back on the board in the column it was in');
    expect(restoreCardNote(60)).toContain('if it had one');
  });
});
