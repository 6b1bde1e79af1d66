import {
  ArrowLeftRight,
  Scale,
  FileText,
  Receipt,
  Boxes,
  CalendarDays,
  ClipboardList,
  ChartColumn,
  ChartLine,
  LayoutDashboard,
  ShieldCheck,
  Repeat,
  Route,
  Sparkles,
  SquareKanban,
  Tags,
  TriangleAlert,
  Truck,
  Building2,
  BookUser,
  Users,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import {
  showsBagExchangeInMainNav,
  canManageTeams,
  canViewCharges,
  canHandleVariances,
  canReadInvoices,
  canReadLinenForecast,
  canSeeRequestsPage,
  canListClients,
  canListProperties,
  canViewBoard,
  canListCollections,
  canListDamages,
  canViewReports,
  canViewRounds,
  isPropertyOwner,
  canUseOwnerPortal,
  canUseAdminConsole,
} from '@shared/domain/abilities';
import { canSeeDashboard, type Me, subjectOf } from '@web/lib/session';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Show the number of users beside the label (System Admin). */
  showUserCount?: boolean;
  /** Load the page as a document: its Permissions-Policy (camera) comes with the document. */
  reloadDocument?: boolean;
}

/** Loaded as a document: the camera's Permissions-Policy comes with it. */
const bagExchangeItem: NavItem = { to: '/bag-exchange', label: 'Bag Exchange', icon: ArrowLeftRight, reloadDocument: true };

const cleanersItem: NavItem = { to: '/cleaners', label: 'Cleaning Teams', icon: Sparkles };

/**
 * The main navigation of docs/product.md §1.2.3. Items whose view flag the server denies are hidden
 * (the server still enforces every flag).
 */
export function mainNavItems(me: Me): NavItem[] {
  const who = subjectOf(me);
  const owner = isPropertyOwner(who);
  const items: (NavItem | false)[] = [
    canSeeDashboard(me) && { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    // The owner's own portal: Getting Started, contracts, Payments due (issue 19 M8).
    canUseOwnerPortal(who) && { to: '/portal', label: 'Client Portal', icon: BookUser },
    canListClients(who) && { to: '/clients', label: owner ? 'My Details' : 'Clients', icon: owner ? UserRound : Users },
    canListProperties(who) && { to: '/properties', label: 'Properties', icon: Building2 },
    canViewBoard(who) && { to: '/kanban', label: 'Linen Board', icon: SquareKanban },
    canViewBoard(who) && { to: '/changeovers', label: 'Changeovers', icon: Repeat },
    canSeeRequestsPage(who) && { to: '/requests', label: 'Linen Requests', icon: ClipboardList },
    { to: '/calendar', label: 'Calendar', icon: CalendarDays },
    canListCollections(who) && { to: '/collections', label: 'Collections', icon: Truck },
    // The day's round of stops (issue 24 item 4): staff who run collections.
    canViewRounds(who) && { to: '/rounds', label: 'Rounds', icon: Route },
    canListDamages(who) && { to: '/damages', label: 'Damages', icon: TriangleAlert },
    // Late changeover charges and late payment fees (issue 18).
    canViewCharges(who) && { to: '/charges', label: 'Charges', icon: Receipt },
    // Numbered VAT invoices and credit notes, and the bookkeeper's exports (issue 23); owners have theirs in the portal.
    !owner && canReadInvoices(who) && { to: '/invoices', label: 'Invoices', icon: FileText },
    // Courier counts short or over (issue 22, decision 0192).
    canHandleVariances(who) && { to: '/variances', label: 'Variances', icon: Scale },
    canViewReports(who) && { to: '/reports', label: 'Reports', icon: ChartColumn },
    // Stock → Forecast (issue 24) for managers and admins; super admins reach it from Stock below.
    !who.isSuperadmin && canReadLinenForecast(who) && { to: '/stock/forecast', label: 'Linen Forecast', icon: ChartLine },
    // Couriers and staff who move bags reach the courier screen too; super admins have it below (decision 0085).
    showsBagExchangeInMainNav(who) && bagExchangeItem,
    // Managers look after cleaning teams too; super admins have the entry below (decision 0080).
    !who.isSuperadmin && canManageTeams(who) && cleanersItem,
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}

/** Super-admin-only navigation. */
export function adminNavItems(me: Me): NavItem[] {
  if (!canUseAdminConsole(subjectOf(me))) return [];
  return [
    { to: '/admin/clients', label: 'System Admin', icon: ShieldCheck, showUserCount: true },
    { to: '/stock', label: 'Stock', icon: Boxes },
    bagExchangeItem,
    cleanersItem,
    { to: '/pricing', label: 'Pricing', icon: Tags },
  ];
}
