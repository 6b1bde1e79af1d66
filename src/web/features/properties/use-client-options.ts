/** The clients a caller may pick for a property (GET /api/clients: owners get only their own). */
import { useQuery } from '@tanstack/react-query';
import { isOwnClient } from '@shared/domain/properties';
import { apiClient } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { propertyKeys } from './query-keys';

export interface ClientOption {
  id: string;
  name: string;
  primaryEmail: string;
  /** The caller's own client (primary e-mail = login e-mail): shown with '(You)'. */
  isYou: boolean;
}

export function clientOptionLabel(c: ClientOption): string {
  return c.isYou ? `${c.name} (You)` : c.name;
}

export function useClientOptions() {
  const me = useSession();
  return useQuery({
    queryKey: [...propertyKeys.clientOptions, me.user.email],
    queryFn: async ({ signal }) => {
      const { clients } = await apiClient.get('/api/clients', { query: { limit: 200 }, signal });
      return clients
        .map((c) => ({ id: c.id, name: c.name, primaryEmail: c.primaryEmail, isYou: isOwnClient(c, me.user.email) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
}
