/** The super admin's own screens and endpoints (docs/product.md §1.6: only a super admin administers the system). */
type Who = { isSuperadmin: boolean };

/** Users, their roles and passwords (/api/users, the System Admin console's Users). */
export const canManageUsers = (who: Who): boolean => who.isSuperadmin;
/** The System Admin console: clients' status, roles' permissions, the database page (/api/admin). */
export const canUseAdminConsole = (who: Who): boolean => who.isSuperadmin;
/** The shelf stock (/api/stock, /stock). */
export const canManageStock = (who: Who): boolean => who.isSuperadmin;
/** The audit log (/api/audit-log). */
export const canReadAuditLog = (who: Who): boolean => who.isSuperadmin;
/** Syncing the product catalogue with the payment provider (POST /api/products/sync). */
export const canSyncProducts = (who: Who): boolean => who.isSuperadmin;
/** Importing the ONS postcode directory that orders the day's round by drive (/api/admin/postcodes, issue 24). */
export const canImportPostcodes = (who: Who): boolean => who.isSuperadmin;
