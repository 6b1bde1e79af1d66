/** Who may do what with client records (docs/product.md §1.6, §3). The server's scope hides other owners' records first (404). */
import { canConvertToCustomer } from '../clients';
import { isPropertyOwner, type FlagsOf, type SubjectWith } from './subject';

/** The clients list and a client's record, contracts and photo (clients_view). */
export const canListClients = (who: FlagsOf<'clients_view'>): boolean => who.flags.clients_view;

/**
 * One rule for creating clients (issue 7): whoever holds clients_create may, by 'Add Client' and by
 * assign-client's 'Create New Client' alike; without it, neither. (A super admin holds every flag.)
 */
export function canCreateClient(who: FlagsOf<'clients_create'>): boolean {
  return who.flags.clients_create === true;
}

/** Status, conversion, the client's contracts and its portal password: clients_edit. */
export const canEditClients = (who: FlagsOf<'clients_edit'>): boolean => who.flags.clients_edit;

/** Deleting a client: clients_delete. */
export const canDeleteClients = (who: FlagsOf<'clients_delete'>): boolean => who.flags.clients_delete;

/**
 * A client's details and photo: clients_edit any; a property owner their own record (an owner may not
 * change its status, nor point its e-mail at another account: the service checks those).
 */
export function canEditClient(who: SubjectWith<'clients_edit' | 'is_property_owner'>, client: { isOwn: boolean }): boolean {
  return who.flags.clients_edit || (isPropertyOwner(who) && client.isOwn);
}

/** Resetting the portal password of a login that is a super admin or staff linked to a client: super admins only. */
export const canResetStaffPasswords = (who: { isSuperadmin: boolean }): boolean => who.isSuperadmin;

/** Only a property owner makes their own client record (POST /api/clients/me). */
export const canCreateOwnClientRecord = (who: SubjectWith<'is_property_owner'>): boolean => isPropertyOwner(who);

/** What the signed-in user may do with one client, as the screens offer it (the server checks each again). */
export interface ClientAbilities {
  edit: boolean;
  setStatus: boolean;
  convert: boolean;
  delete: boolean;
  manageContracts: boolean;
  resetPassword: boolean;
}

export function clientAbilities(
  who: SubjectWith<'clients_edit' | 'clients_delete' | 'is_property_owner'>,
  client: { isOwn: boolean; status: Parameters<typeof canConvertToCustomer>[0]; userId: string | null },
  myUserId: string,
): ClientAbilities {
  const editor = canEditClients(who);
  return {
    edit: canEditClient(who, client),
    setStatus: editor,
    convert: editor && canConvertToCustomer(client.status),
    delete: canDeleteClients(who),
    manageContracts: editor,
    // Your own password is changed under Security (the server answers 400 here).
    resetPassword: editor && !(client.userId && client.userId === myUserId),
  };
}
