/** Who may do what with properties (docs/product.md §1.6, §4). The server's scope hides other owners' properties first (404). */
import { canCreateClient } from './clients';
import { isPropertyOwner, type FlagsOf, type Subject } from './subject';

/** The properties list, a property and its contracts (properties_view). */
export const canListProperties = (who: FlagsOf<'properties_view'>): boolean => who.flags.properties_view;

/**
 * What a caller may do with properties. Owners add properties for their own client, edit their own,
 * save their own details and services, and tick onboarding tasks 1 and 5; the provider's staff need
 * the properties_* flags. Only staff with properties_create/edit assign stock from the shelf. Archiving
 * needs properties_delete or properties_edit. Creating a new client while assigning needs clients_create.
 */
export function propertyAbilities(who: Pick<Subject, 'flags' | 'isSuperadmin'>) {
  const owner = isPropertyOwner(who);
  const f = who.flags;
  return {
    owner,
    create: f.properties_create || owner,
    edit: f.properties_edit || owner,
    archive: f.properties_delete || f.properties_edit,
    assignStock: !owner && (f.properties_create || f.properties_edit),
    createClient: canCreateClient(who),
    /** Details saved by staff complete onboarding task 2; an owner's do not (the provider reviews them). */
    completesDetailsTask: f.properties_edit && !owner,
    canEditAnyTask: f.properties_edit,
  };
}

/** Editing a property (its details, services, booking calendar): staff with properties_edit, an owner their own. */
export const canEditProperty = (who: Pick<Subject, 'flags' | 'isSuperadmin'>): boolean => propertyAbilities(who).edit;
