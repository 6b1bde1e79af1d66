/**
 * The signed-in user's session, as the server reports it at GET /api/session: `{ me }`, with me null
 * when signed out (a 200, so signed-out pages log no 401 in the console).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TMe } from '@shared/schemas/me';
import { ApiError } from '@web/lib/api';
import { canSeeDashboard as canSeeDashboardRule, type Subject } from '@shared/domain/abilities';
import { apiClient } from '@web/lib/api-client';
import { landingPath } from '@shared/domain/landing';

/** The GET /api/me body (shared with the server). */
export type Me = TMe;
export type SessionUser = TMe['user'];
export type Subscription = NonNullable<TMe['subscription']>;

export const meQueryKey = ['me'] as const;

/** Fetches the session; resolves null when signed out (and for a 401, e.g. a deactivated account). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return (await apiClient.get('/api/session', { signal })).me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signed-out (401) and other 4xx answers are not retried; network and server errors twice. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
});

/** The session query: data is Me when signed in, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * The session inside protected routes (below <RequireAuth>), where it is always loaded.
 * Throws if used where no user is signed in.
 */
export function useSession(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSession() needs a signed-in user: use it below <RequireAuth>.');
  return data;
}

/**
 * The signed-in user as the ability functions of src/shared/domain/abilities see them: every screen,
 * menu and button asks those functions with this, as the server does with its caller.
 */
export function subjectOf(me: Me): Subject {
  return { flags: me.flags, isSuperadmin: me.user.isSuperadmin, role: me.role };
}

/** The session's subject inside protected routes (below <RequireAuth>). */
export function useSubject(): Subject {
  return subjectOf(useSession());
}

/**
 * The user's first screen: property owners start at /dashboard, everyone else at /clients
 * (docs/product.md §1.2.1), or at the first screen their role lets them see (issue 19 M5).
 */
export function homePathFor(me: Me | null | undefined): string {
  if (!me) return '/clients';
  return landingPath(subjectOf(me));
}

/** /dashboard is for property owners and super admins. */
export function canSeeDashboard(me: Me | null | undefined): boolean {
  return Boolean(me && canSeeDashboardRule(subjectOf(me)));
}

/** Marks the session as signed out in the cache, so the guards send the user to /login. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
}
