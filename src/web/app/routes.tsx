/**
 * Every route of the spec (part 1 §2.1, part 2 §2). A screen is `page(() => import('@web/features/<feature>/<Screen>Page'))`
 * (a module with a default export), loaded when first opened.
 */
import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@web/components/ui';
import { HomeRedirect, RedirectIfSignedIn, RequireAuth, RequireDashboardAccess, RequireScreenAccess, RequireSuperAdmin } from './guards';
import { page } from './lazy-routes';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './route-handle';

const settingsPage = page(() => import('@web/features/settings/SettingsPage'));
/** The signed-in shell (navigation, dialogs, guide) loads only once someone is signed in. */
const appShell = async () => ({ Component: (await import('./shell/AppShell')).AppShell });

const adminHandle: RouteHandle = { loadingLabel: 'Checking permissions...' };
/** docs/product.md §2.2: others see 'Access Restricted' on the roles viewer. */
const rolesHandle: RouteHandle = { restrictedTitle: 'Roles and Permissions' };

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public
      {
        path: '/login',
        element: <RedirectIfSignedIn />,
        children: [{ index: true, lazy: page(() => import('@web/features/auth/LoginPage')) }],
      },
      { path: '/reset-password', lazy: page(() => import('@web/features/auth/ResetPasswordPage')) },
      { path: '/verify-email', lazy: page(() => import('@web/features/auth/VerifyEmailPage')) },
      { path: '/unsubscribe', lazy: page(() => import('@web/features/notifications/UnsubscribePage')) },
      { path: '/unlock-account', lazy: page(() => import('@web/features/auth/UnlockAccountPage')) },
      // Opened directly, the server renders this page with its own entry (decision 0150); this route
      // serves the links followed inside the app.
      { path: '/contract/:shareToken', lazy: page(() => import('@web/features/contracts/PublicContractPage')) },
      { path: '/checkout/test/:id', lazy: page(() => import('@web/features/payments/TestCheckoutPage')) },

      // Signed in, inside the application shell
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: appShell,
            children: [
              {
                errorElement: <RouteErrorPage />,
                element: <RequireScreenAccess />,
                children: [
                  { index: true, element: <HomeRedirect /> },
                  {
                    path: 'dashboard',
                    element: <RequireDashboardAccess />,
                    children: [{ index: true, lazy: page(() => import('@web/features/dashboard/DashboardPage')) }],
                  },
                  { path: 'clients', lazy: page(() => import('@web/features/clients/ClientsPage')) },
                  { path: 'properties', lazy: page(() => import('@web/features/properties/PropertiesPage')) },
                  { path: 'kanban', lazy: page(() => import('@web/features/linen/KanbanPage')) },
                  { path: 'calendar', lazy: page(() => import('@web/features/calendar/CalendarPage')) },
                  { path: 'collections', lazy: page(() => import('@web/features/collections/CollectionsPage')) },
                  { path: 'damages', lazy: page(() => import('@web/features/damages/DamagesPage')) },
                  { path: 'charges', lazy: page(() => import('@web/features/charges/ChargesPage')) },
                  { path: 'variances', lazy: page(() => import('@web/features/variances/VariancesPage')) },
                  { path: 'invoices', lazy: page(() => import('@web/features/invoices/InvoicesPage')) },
                  { path: 'invoices/:invoiceId', lazy: page(() => import('@web/features/invoices/InvoicePage')) },
                  { path: 'invoices/for/:source/:sourceId', lazy: page(() => import('@web/features/invoices/InvoiceOfPage')) },
                  { path: 'reports', lazy: page(() => import('@web/features/reports/ReportsPage')) },
                  { path: 'cleaners', lazy: page(() => import('@web/features/teams/TeamsPage')) },
                  { path: 'pricing', lazy: page(() => import('@web/features/payments/PricingPage')) },
                  { path: 'success', lazy: page(() => import('@web/features/payments/SuccessPage')) },
                  { path: 'demo', lazy: page(() => import('@web/features/linen/DemoPage')) },
                  { path: 'portal', lazy: page(() => import('@web/features/portal/PortalPage')) },
                  { path: 'changeovers', lazy: page(() => import('@web/features/changeovers/ChangeoversPage')) },
                  { path: 'requests', lazy: page(() => import('@web/features/requests/RequestsPage')) },
                  { path: 'collection-payment/:collectionId', lazy: page(() => import('@web/features/collections/CollectionPaymentPage')) },
                  { path: 'visits/:visitId', lazy: page(() => import('@web/features/visit-proof/VisitProofPage')) },
                  { path: 'bag-exchange', lazy: page(() => import('@web/features/bag-exchange/BagExchangePage')) },
                  { path: 'rounds', lazy: page(() => import('@web/features/rounds/RoundsPage')) },
                  // The shelf: super admins only, as the admin consoles (the server refuses others anyway).
                  {
                    path: 'stock',
                    handle: adminHandle,
                    children: [
                      { element: <RequireSuperAdmin />, children: [{ index: true, lazy: page(() => import('@web/features/stock/StockPage')) }] },
                      // Stock → Forecast (issue 24): managers and admins too; RequireScreenAccess applies canReadLinenForecast.
                      { path: 'forecast', lazy: page(() => import('@web/features/stock/ForecastPage')) },
                    ],
                  },
                  { path: 'settings', lazy: settingsPage },
                  { path: 'stripe-setup', lazy: page(() => import('@web/features/payments/StripeSetupPage')) },
                  {
                    path: 'admin',
                    element: <RequireSuperAdmin />,
                    handle: adminHandle,
                    children: [
                      { index: true, element: <Navigate to="/admin/clients" replace /> },
                      { path: 'clients', lazy: page(() => import('@web/features/admin/AdminClientsPage')) },
                      { path: 'settings', lazy: settingsPage },
                      { path: 'roles', handle: rolesHandle, lazy: page(() => import('@web/features/admin/AdminRolesPage')) },
                      { path: 'database', lazy: page(() => import('@web/features/admin/AdminDatabasePage')) },
                      { path: 'postcodes', lazy: page(() => import('@web/features/admin/AdminPostcodesPage')) },
                      { path: 'audit', lazy: page(() => import('@web/features/audit/AuditLogPage')) },
                    ],
                  },
                  // Unknown paths go to the user's home screen (docs/product.md §1.2.1).
                  { path: '*', element: <HomeRedirect /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
