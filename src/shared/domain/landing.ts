/**
 * Where a signed-in user lands (after sign-in, at '/' and on an unknown path), and which screens their
 * permissions open (issue 19 Experience M5). docs/product.md §1.2.1: property owners start at /dashboard and
 * everyone else at /clients; a user whose role has lost clients_view starts at the first screen of their
 * menu they may see instead of at a permission error. The Calendar is open to every signed-in user, so
 * it is the last resort (it comes after the work screens, e.g. a courier lands on Bag Exchange).
 * The server enforces every rule again; these only choose what to show.
 */
import {
  canListClients,
  canListCollections,
  canListDamages,
  canListProperties,
  canListTeams,
  canSeeDashboard,
  canSeeRequestsPage,
  canUseBagExchange,
  canViewBoard,
  canViewCharges,
  canHandleVariances,
  canReadInvoices,
  canReadLinenForecast,
  canViewReports,
  canViewRounds,
  isPropertyOwner,
  type Subject,
} from './abilities';

/** Who is asking: the session's subject. */
export type ScreenWho = Subject;

/** Opened by every signed-in user. */
export const OPEN_TO_ALL_SCREEN = '/calendar';

/** The screens guarded by a permission, in the order of the main menu. */
const SCREEN_RULES: readonly (readonly [path: string, may: (who: ScreenWho) => boolean])[] = [
  ['/dashboard', canSeeDashboard],
  ['/clients', canListClients],
  ['/properties', canListProperties],
  ['/kanban', canViewBoard],
  ['/changeovers', canViewBoard],
  // The proof of a courier's stop (decision 0191): never a landing screen, as /kanban comes first.
  ['/visits', canViewBoard],
  ['/requests', canSeeRequestsPage],
  ['/collections', canListCollections],
  ['/damages', canListDamages],
  ['/charges', canViewCharges],
  ['/variances', canHandleVariances],
  ['/invoices', canReadInvoices],
  ['/reports', canViewReports],
  ['/stock/forecast', canReadLinenForecast],
  ['/bag-exchange', canUseBagExchange],
  // The day's round (issue 24 item 4): after Bag Exchange, so no one's landing screen changes.
  ['/rounds', canViewRounds],
  ['/cleaners', canListTeams],
];

/**
 * Screens that say themselves why a user cannot work there, in the product's own words (Bag Exchange:
 * 'Your account cannot move bags.', decision 0085): the guard lets them open; landing still skips them.
 */
const SELF_EXPLAINING_SCREENS: readonly string[] = ['/bag-exchange'];

const ruleFor = (pathname: string) => SCREEN_RULES.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether the user may open the screen at `pathname`; true for a screen no permission guards here. */
export function mayOpenScreen(pathname: string, who: ScreenWho): boolean {
  if (SELF_EXPLAINING_SCREENS.includes(pathname)) return true;
  const rule = ruleFor(pathname);
  return rule ? rule[1](who) : true;
}

/**
 * The user's first screen: /dashboard for property owners, else the first screen of the menu they may
 * open (/clients for staff who see clients), else the Calendar.
 */
export function landingPath(who: ScreenWho): string {
  if (isPropertyOwner(who) && canSeeDashboard(who)) return '/dashboard';
  const first = SCREEN_RULES.find(([path, may]) => path !== '/dashboard' && may(who));
  return first?.[0] ?? OPEN_TO_ALL_SCREEN;
}

/** The menu's name of each screen a user may land on, for 'Go to …' links. */
export const SCREEN_LABELS: Readonly<Record<string, string>> = {
  '/dashboard': 'Dashboard',
  '/clients': 'Clients',
  '/properties': 'Properties',
  '/kanban': 'Linen Board',
  '/changeovers': 'Changeovers',
  '/requests': 'Linen Requests',
  '/collections': 'Collections',
  '/damages': 'Damages',
  '/charges': 'Charges',
  '/variances': 'Variances',
  '/invoices': 'Invoices',
  '/reports': 'Reports',
  '/stock/forecast': 'Linen Forecast',
  '/bag-exchange': 'Bag Exchange',
  '/rounds': 'Rounds',
  '/cleaners': 'Cleaning Teams',
  '/calendar': 'Calendar',
};

/** The texts of the page shown on a screen the user may not open. */
export const NO_ACCESS = {
  title: "You don't have access to this page",
  detail: 'Your role does not include this screen. Ask an administrator if you need it.',
  goTo: (label: string) => `Go to ${label}`,
} as const;
