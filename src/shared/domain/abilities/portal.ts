/** The property owner's own portal (issue 19 M8) and their own data (docs/product.md §10): owners only, never staff or a super admin. */
import { isPropertyOwner, type SubjectWith } from './subject';

/** The Client Portal: Getting Started, contracts and Payments due. */
export const canUseOwnerPortal = (who: SubjectWith<'is_property_owner'>): boolean => isPropertyOwner(who);

/** Payments due (GET /api/payments-due): only property owners have payments due. */
export const canSeePaymentsDue = (who: SubjectWith<'is_property_owner'>): boolean => isPropertyOwner(who);

/** My data: a property owner's own export and erasure. */
export const canUseMyData = (who: SubjectWith<'is_property_owner'>): boolean => isPropertyOwner(who);
