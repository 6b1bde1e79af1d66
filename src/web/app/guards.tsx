/**
 * Route guards implementing the redirect rules of docs/product.md §1.2.1. They only read the server's
 * session (useMe); the server enforces every rule again.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { FullPageSpinner, SectionSpinner } from '@web/components/ui';
import { useHydrated } from '@web/lib/use-hydrated';
import { canUseAdminConsole } from '@shared/domain/abilities';
import { canSeeDashboard, homePathFor, useMe, subjectOf } from '@web/lib/session';
import type { RouteHandle } from './route-handle';
import { SessionError } from './SessionError';
import { AccessRestricted } from './AccessRestricted';
import { NoAccess } from './NoAccess';
import { mayOpenScreen } from '@shared/domain/landing';
import { forgetReturnPath, peekReturnPath, rememberReturnPath, resumeRemembering } from '@web/lib/return-path';

function useLoadingLabel(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const label = (matches[i].handle as RouteHandle | undefined)?.loadingLabel;
    if (label) return label;
  }
  return 'Loading';
}

/** To /login (history replaced), remembering the address asked for so signing in returns to it. */
function ToSignIn() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => rememberReturnPath(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <Navigate to="/login" replace />;
}

/** A signed-in user leaves /login: to the address they asked for before signing in, else home. */
function ToReturnPathOrHome({ home }: { home: string }) {
  const returnTo = peekReturnPath();
  useEffect(() => forgetReturnPath(), []);
  return <Navigate to={returnTo ?? home} replace />;
}

/** Protected routes: a 'Loading' wait, then the screen if signed in, else /login (history replaced). */
export function RequireAuth() {
  const me = useMe();
  const loadingLabel = useLoadingLabel();
  if (me.isPending) return <FullPageSpinner label={loadingLabel} />;
  // A failed background refetch keeps the last session; only a failed first load shows the error.
  if (me.isError && me.data === undefined) {
    return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <ToSignIn />;
  return <Outlet />;
}

function useRestrictedTitle(): string | undefined {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.restrictedTitle;
}

/**
 * /admin/*: super admins only; others go to their first screen (or, on a screen whose route gives a
 * restrictedTitle, see 'Access Restricted'), signed-out users to /login.
 */
export function RequireSuperAdmin() {
  const me = useMe();
  const restrictedTitle = useRestrictedTitle();
  if (me.isPending) return <SectionSpinner label="Checking permissions..." />;
  if (!me.data) return <ToSignIn />;
  if (!canUseAdminConsole(subjectOf(me.data))) return restrictedTitle ? <AccessRestricted title={restrictedTitle} /> : <Navigate to={homePathFor(me.data)} replace />;
  return <Outlet />;
}

/** /dashboard: property owners and super admins only; others go to their first screen. */
export function RequireDashboardAccess() {
  const me = useMe();
  if (me.isPending) return <SectionSpinner />;
  if (!canSeeDashboard(me.data)) return <Navigate to={homePathFor(me.data)} replace />;
  return <Outlet />;
}

/**
 * Every screen inside the shell: one the user's role does not open shows 'You don't have access to this
 * page' with a link to their first screen (issue 19 M5), not the screen's permission error.
 */
export function RequireScreenAccess() {
  const me = useMe();
  const { pathname } = useLocation();
  // /dashboard keeps the spec's redirect (RequireDashboardAccess): the startup guide ends there for everyone.
  if (me.data && pathname !== '/dashboard' && !mayOpenScreen(pathname, subjectOf(me.data))) {
    return <NoAccess me={me.data} />;
  }
  return <Outlet />;
}

/**
 * /login: a signed-in user goes to the page they asked for before signing in, else to their home
 * screen. The form shows while the session is
 * still being asked for (nearly everyone here is signed out), so the page does not wait for it.
 */
export function RedirectIfSignedIn() {
  const me = useMe();
  const hydrated = useHydrated(); // the page rendered ahead of time is the form; hydration must match it
  useEffect(() => resumeRemembering(), []);
  if (hydrated && me.data) return <ToReturnPathOrHome home={homePathFor(me.data)} />;
  return <Outlet />;
}

/** Root and unknown paths: /dashboard for property owners, /clients for everyone else, or their first screen. */
export function HomeRedirect() {
  const me = useMe();
  if (me.isPending) return <SectionSpinner />;
  if (!me.data) return <Navigate to="/login" replace />;
  return <Navigate to={homePathFor(me.data)} replace />;
}
