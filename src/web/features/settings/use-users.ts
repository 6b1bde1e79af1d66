import { useQuery } from '@tanstack/react-query';
import type { TUsersList } from '@shared/schemas/users';
import { api } from '@web/lib/api';
import { usersQueryKey } from './query-keys';

/** GET /api/users (super admins only). */
export function useUsers(enabled = true) {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => api<TUsersList>('/api/users', { signal }),
    enabled,
  });
}
