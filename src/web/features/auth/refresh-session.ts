import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';

/**
 * Reloads the session after signing in or up. The /login guard then sends the user to their home
 * screen (/dashboard for property owners, /clients for everyone else), replacing history.
 */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
}
