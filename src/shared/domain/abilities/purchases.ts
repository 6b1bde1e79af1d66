/** Buying from the catalogue (issue 7 C4). */
import type { SubjectWith } from './subject';

export type BuyerCaller = SubjectWith<'is_property_owner'>;

/**
 * Purchases from /pricing (services and subscriptions) are for property owners; super admins may buy
 * to test the checkout. The provider's staff, managers, cleaners and couriers are not offered checkout
 * and the server refuses them.
 */
export function canBuyFromCatalogue(caller: BuyerCaller): boolean {
  return caller.isSuperadmin || caller.flags.is_property_owner;
}
