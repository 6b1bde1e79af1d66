/** Late changeover and late payment charges, and deposit refunds (issue 18; docs/product.md §1.6). */
import { isPropertyOwner, type FlagsOf, type SubjectWith } from './subject';

/** Staff who run the board may waive a charge and add a late fee (super admins hold every flag). */
export function canManageCharges(who: FlagsOf<'is_property_owner' | 'kanban_edit'>): boolean {
  return !who.flags.is_property_owner && who.flags.kanban_edit;
}

/** The provider's charges view: staff who see the collections ledger. */
export function canViewCharges(who: FlagsOf<'is_property_owner' | 'collections_view'>): boolean {
  return !who.flags.is_property_owner && who.flags.collections_view;
}

/** Money going back to an owner is billing: admins (admin_access) and super admins. */
export function canRefundDeposit(who: FlagsOf<'admin_access'>): boolean {
  return who.flags.admin_access;
}

/** Reading the provider's charge settings: everyone but property owners. */
export const canReadChargeSettings = (who: SubjectWith<'is_property_owner'>): boolean => !isPropertyOwner(who);

/** Changing the provider's charge settings (PUT /api/charge-settings): super admins. */
export const canEditChargeSettings = (who: { isSuperadmin: boolean }): boolean => who.isSuperadmin;

/** Paying a charge: the owner of the charge's client, or staff who manage charges. */
export const canPayCharge = (who: SubjectWith<'is_property_owner' | 'kanban_edit'>): boolean => canManageCharges(who) || isPropertyOwner(who);

/** Reading the business details invoices carry (issue 23): super admins and admins (admin_access, billing). */
export const canReadBusinessDetails = (who: FlagsOf<'admin_access'>): boolean => who.flags.admin_access;

/** Changing the business details, their logo included (PUT /api/business-details): super admins. */
export const canEditBusinessDetails = (who: { isSuperadmin: boolean }): boolean => who.isSuperadmin;
