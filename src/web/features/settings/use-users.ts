import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { usersQueryKey } from './query-keys';

/** GET /api/users (super admins only). */
export function useUsers(enabled = true) {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiClient.get('/api/users', { signal }),
    enabled,
  });
}
