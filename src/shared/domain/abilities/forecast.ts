/** The linen forecast and par levels (Stock → Forecast, issue 24 items 2 and 3; decision 0197). */
import { propertyAbilities } from './properties';
import type { Subject } from './subject';

/**
 * Reading the forecast, the par levels and their CSV: super admins, and the staff who assign stock to
 * properties (properties_create or properties_edit: managers and admins). Owners, couriers, cleaners and
 * other staff are refused; the shelf itself stays the super admin's (canManageStock).
 */
export const canReadLinenForecast = (who: Pick<Subject, 'flags' | 'isSuperadmin'>): boolean => who.isSuperadmin || propertyAbilities(who).assignStock;
