/** Reports and their CSV exports: reports_view (docs/product.md §1.6). */
import type { FlagsOf } from './subject';

export const canViewReports = (who: FlagsOf<'reports_view'>): boolean => who.flags.reports_view;
