import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineReads } from '@web/lib/courier-app-scope';
import { meQueryKey } from '@web/lib/session';

/**
 * Reloads the session after signing in or up. The /login guard then sends the user to their home
 * screen (/dashboard for property owners, /clients for everyone else), replacing history. The courier
 * app's kept reads are forgotten first: a session that ended without a sign-out (it expired) left the
 * last person's session and round on the device, which the next one would otherwise open with no signal.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await forgetOfflineReads();
  await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
}
