/** What the signed-in user may do with a client, from the server's flags (the server checks again). */
import { canConvertToCustomer } from '@shared/domain/clients';
import type { TClient } from '@shared/schemas/clients';
import type { Me } from '@web/lib/session';

export interface ClientPermissions {
  edit: boolean;
  setStatus: boolean;
  convert: boolean;
  delete: boolean;
  manageContracts: boolean;
  resetPassword: boolean;
}

export function clientPermissions(me: Me, client: TClient): ClientPermissions {
  const { flags } = me;
  const ownerOfIt = flags.is_property_owner && client.isOwn;
  return {
    edit: flags.clients_edit || ownerOfIt,
    setStatus: flags.clients_edit,
    convert: flags.clients_edit && canConvertToCustomer(client.status),
    delete: flags.clients_delete,
    manageContracts: flags.clients_edit,
    resetPassword: flags.clients_edit && !(client.userId && client.userId === me.user.id),
  };
}
