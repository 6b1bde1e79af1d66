/** Who may do what with property contracts and their share links (docs/product.md §5). */
import { isPropertyOwner, type FlagsOf, type SubjectWith } from './subject';

/**
 * Who is looking at a property's contracts, which decides the wording and the actions offered:
 * an editor (properties_edit) prepares, shares and signs in person; the property owner reads and signs
 * their own; anyone else (read-only staff such as a courier) only reads.
 */
export type ContractAudience = 'editor' | 'owner' | 'viewer';

export function contractAudience(who: FlagsOf<'properties_edit' | 'is_property_owner'>): ContractAudience {
  if (who.flags.properties_edit) return 'editor';
  return who.flags.is_property_owner ? 'owner' : 'viewer';
}

/** Only editors create, copy or deactivate share links (the server refuses others with a 403). */
export const canShareContracts = (audience: ContractAudience) => audience === 'editor';

/** Preparing, changing, sharing and recording signatures of contracts: properties_edit. */
export const canManageContracts = (who: FlagsOf<'properties_edit'>): boolean => who.flags.properties_edit;

/** Signing a contract from the panel: editors in person, an owner their own (the scope hides others'). */
export const canSignContract = (who: SubjectWith<'properties_edit' | 'is_property_owner'>): boolean =>
  canManageContracts(who) || isPropertyOwner(who);

/**
 * A live share link is a signing credential: its token goes only to callers who manage links and to
 * the owner of the contract's client, who signs through it. Everyone else learns only that a link is active.
 */
export function canReadShareToken(who: SubjectWith<'properties_edit' | 'is_property_owner'>, ofOwnClient: boolean): boolean {
  return canManageContracts(who) || (isPropertyOwner(who) && ofOwnClient);
}
