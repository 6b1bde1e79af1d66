/** Invoices, credit notes, statements and accounting exports (issue 23; decision 0194). */
import { isPropertyOwner, type FlagsOf, type SubjectWith } from './subject';

/** Reading invoices and statements: an owner their own clients', staff who see the collections ledger all. */
export const canReadInvoices = (who: SubjectWith<'is_property_owner' | 'collections_view'>): boolean =>
  isPropertyOwner(who) || who.flags.collections_view;

/** Issuing a credit note (money let off or given back is billing): admins (admin_access) and super admins. */
export const canIssueCreditNotes = (who: FlagsOf<'admin_access'>): boolean => who.flags.admin_access;

/** The bookkeeper's exports (Xero, QuickBooks, plain CSV) of every owner's invoices: billing, as above. */
export const canExportInvoices = (who: FlagsOf<'admin_access'>): boolean => who.flags.admin_access;
