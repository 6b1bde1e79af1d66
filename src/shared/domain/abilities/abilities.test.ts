/**
 * Every ability against every built-in role (docs/product.md §1.6): the table is the product's
 * permission matrix as the server's guards and the app's screens both apply it. A new ability of one
 * argument must get its row here (the last test fails otherwise).
 */
import { describe, expect, it } from 'vitest';
import { resolvePermissions, roleFlags, ROLE_NAMES, type RoleName } from '../permissions';
import * as abilities from './index';
import { canEditClient, canReadShareToken, clientAbilities, contractAudience, propertyAbilities, type Subject } from './index';

type Who = RoleName | 'superadmin';
const WHO: readonly Who[] = [...ROLE_NAMES, 'superadmin'];

const subject = (who: Who): Subject =>
  who === 'superadmin'
    ? { flags: resolvePermissions({ isSuperadmin: true, assignment: null }), isSuperadmin: true, role: null }
    : { flags: roleFlags(who), isSuperadmin: false, role: who };

const ALL = WHO;
const STAFF_AND_UP: readonly Who[] = ['admin', 'manager', 'staff', 'superadmin'];
const MANAGERS: readonly Who[] = ['admin', 'manager', 'superadmin'];
const MOVERS: readonly Who[] = ['admin', 'manager', 'staff', 'cleaner', 'courier', 'superadmin'];
const NOT_OWNERS: readonly Who[] = WHO.filter((w) => w !== 'client');
const SUPERADMIN: readonly Who[] = ['superadmin'];

/** Who each ability lets through; everyone else is refused. */
const DECISIONS: Record<string, readonly Who[]> = {
  isPropertyOwner: ['client'],
  // admin
  canManageUsers: SUPERADMIN,
  canUseAdminConsole: SUPERADMIN,
  canManageStock: SUPERADMIN,
  // the linen forecast and par levels (issue 24)
  canReadLinenForecast: MANAGERS,
  canReadAuditLog: SUPERADMIN,
  canSyncProducts: SUPERADMIN,
  canImportPostcodes: SUPERADMIN,
  // clients
  canListClients: ALL,
  canCreateClient: MANAGERS,
  canEditClients: MANAGERS,
  canDeleteClients: MANAGERS,
  canCreateOwnClientRecord: ['client'],
  canResetStaffPasswords: SUPERADMIN,
  // properties and contracts
  canListProperties: ALL,
  canEditProperty: ['admin', 'manager', 'client', 'superadmin'],
  canManageContracts: MANAGERS,
  canSignContract: ['admin', 'manager', 'client', 'superadmin'],
  canPayDeposit: ['admin', 'manager', 'client', 'superadmin'],
  canRecordDeposit: MANAGERS,
  // the board
  canViewBoard: ALL,
  canCreateCards: MANAGERS,
  canEditCards: STAFF_AND_UP,
  canMoveCards: MOVERS,
  canDeleteCards: MANAGERS,
  canRecordDamages: MOVERS,
  canDeleteAnyEvent: STAFF_AND_UP,
  // damages, collections, charges, reports
  canListDamages: ALL,
  canChargeDamages: MOVERS,
  canHandleVariances: STAFF_AND_UP,
  canListCollections: ALL,
  canPayCollections: ALL,
  canStartCollectionCheckout: ['admin', 'manager', 'staff', 'client', 'superadmin'],
  canViewCharges: NOT_OWNERS,
  canManageCharges: STAFF_AND_UP,
  canRefundDeposit: ['admin', 'superadmin'],
  // invoices (issue 23): read as the collections ledger is; credit notes and exports are billing
  canReadInvoices: ALL,
  canIssueCreditNotes: ['admin', 'superadmin'],
  canExportInvoices: ['admin', 'superadmin'],
  canReadChargeSettings: NOT_OWNERS,
  canEditChargeSettings: SUPERADMIN,
  canReadBusinessDetails: ['admin', 'superadmin'],
  canEditBusinessDetails: SUPERADMIN,
  canViewReports: ALL,
  // requests and the dashboard
  canRequestLinen: ['admin', 'manager', 'staff', 'client', 'superadmin'],
  canDecideRequests: ['admin', 'manager', 'staff', 'client', 'superadmin'],
  canResolveBookingGone: STAFF_AND_UP,
  canViewRequests: ALL,
  canSeeRequestsPage: NOT_OWNERS,
  canSeeDashboard: ['client', 'superadmin'],
  // bag exchange and teams
  canUseBagExchange: MOVERS,
  showsBagExchangeInMainNav: ['admin', 'manager', 'staff', 'cleaner', 'courier'],
  canPrintBagLabels: MOVERS,
  canManageTeams: MANAGERS,
  canListTeams: MOVERS,
  // the day's round (issue 24 item 4): movers see it, those who plan work reorder it
  canViewRounds: MOVERS,
  canReorderRounds: STAFF_AND_UP,
  canBuyFromCatalogue: ['client', 'superadmin'],
  canPayDamageCharge: ['admin', 'manager', 'staff', 'cleaner', 'courier', 'client', 'superadmin'],
  canPayCharge: ['admin', 'manager', 'staff', 'client', 'superadmin'],
  // the owner's portal
  canUseOwnerPortal: ['client'],
  canSeePaymentsDue: ['client'],
  canUseMyData: ['client'],
};

describe('the abilities of each built-in role', () => {
  for (const [name, allowed] of Object.entries(DECISIONS)) {
    it(name, () => {
      const may = (abilities as unknown as Record<string, (s: Subject) => boolean>)[name];
      const granted = WHO.filter((who) => may(subject(who)));
      expect(granted).toEqual(WHO.filter((who) => allowed.includes(who)));
    });
  }

  it('reads contracts as an editor, the owner or a viewer', () => {
    const audience = Object.fromEntries(WHO.map((who) => [who, contractAudience(subject(who))]));
    expect(audience).toEqual({
      admin: 'editor',
      manager: 'editor',
      staff: 'viewer',
      cleaner: 'viewer',
      courier: 'viewer',
      client: 'owner',
      superadmin: 'editor',
    });
  });

  it('lets an owner edit only their own client record; editors any', () => {
    expect(canEditClient(subject('client'), { isOwn: true })).toBe(true);
    expect(canEditClient(subject('client'), { isOwn: false })).toBe(false);
    expect(canEditClient(subject('manager'), { isOwn: false })).toBe(true);
    expect(canEditClient(subject('staff'), { isOwn: true })).toBe(false);
  });

  it('offers a client record the actions its reader may take, never resetting their own password', () => {
    const client = { isOwn: false, status: 'lead' as const, userId: 'u-client' };
    expect(clientAbilities(subject('manager'), client, 'u-manager')).toEqual({
      edit: true,
      setStatus: true,
      convert: true,
      delete: true,
      manageContracts: true,
      resetPassword: true,
    });
    expect(clientAbilities(subject('manager'), { ...client, status: 'customer' }, 'u-client')).toMatchObject({
      convert: false,
      resetPassword: false,
    });
    expect(clientAbilities(subject('client'), { ...client, isOwn: true }, 'u-client')).toEqual({
      edit: true,
      setStatus: false,
      convert: false,
      delete: false,
      manageContracts: false,
      resetPassword: false,
    });
  });

  it('gives a share link token to editors and to the owner of the contract’s client only', () => {
    expect(canReadShareToken(subject('manager'), false)).toBe(true);
    expect(canReadShareToken(subject('client'), true)).toBe(true);
    expect(canReadShareToken(subject('client'), false)).toBe(false);
    expect(canReadShareToken(subject('courier'), true)).toBe(false);
  });

  it('keeps property owners to their own properties and stock to staff', () => {
    expect(propertyAbilities(subject('client'))).toMatchObject({ owner: true, create: true, edit: true, archive: false, assignStock: false });
    expect(propertyAbilities(subject('manager'))).toMatchObject({ owner: false, archive: true, assignStock: true, completesDetailsTask: true });
    expect(propertyAbilities(subject('courier'))).toMatchObject({ owner: false, create: false, edit: false, archive: false });
  });

  it('has a row for every ability that decides from the subject alone', () => {
    const exported = Object.entries(abilities)
      .filter(([name, value]) => typeof value === 'function' && value.length === 1 && /^(can|is|shows)[A-Z]/.test(name))
      .map(([name]) => name)
      .filter((name) => name !== 'canShareContracts');
    expect(exported.sort()).toEqual(Object.keys(DECISIONS).sort());
  });
});
