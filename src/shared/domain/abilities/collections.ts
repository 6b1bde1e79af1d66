/** The collections ledger and paying its invoices (docs/product.md §1.6). */
import type { FlagsOf } from './subject';

/** The collections ledger, a collection and its CSV: collections_view. */
export const canListCollections = (who: FlagsOf<'collections_view'>): boolean => who.flags.collections_view;

/**
 * Who may pay a collection invoice (start its checkout): a caller who may see collections. The portal's
 * Payments due lists collection invoices only to them, so it never offers a Pay that would be refused.
 */
export function canPayCollections(who: FlagsOf<'collections_view'>): boolean {
  return canListCollections(who);
}

/**
 * Who may start a collection invoice's checkout: an owner who sees collections (only their own clients'
 * invoices are in scope), or staff who see collections and edit linen cards. Couriers and cleaners,
 * who see the ledger to collect bags, do not pay invoices.
 */
export function canStartCollectionCheckout(who: FlagsOf<'collections_view' | 'is_property_owner' | 'kanban_edit'>): boolean {
  return canPayCollections(who) && (who.flags.is_property_owner || who.flags.kanban_edit);
}
