import { useQuery } from '@tanstack/react-query';
import type { TUsersList } from '@shared/schemas/users';
import { api } from '@web/lib/api';

export const usersQueryKey = ['users'] as const;

/** The number of users, for the 'System Admin' link. Only fetched for super admins. */
export function useUserCount(enabled: boolean): number | undefined {
  const query = useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => api<TUsersList>('/api/users', { signal }),
    enabled,
    select: (data) => data.users.length,
  });
  return enabled ? query.data : undefined;
}
