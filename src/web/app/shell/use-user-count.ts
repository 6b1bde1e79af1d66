import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export const usersQueryKey = ['users'] as const;

/** The number of users, for the 'System Admin' link. Only fetched for super admins. */
export function useUserCount(enabled: boolean): number | undefined {
  const query = useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiClient.get('/api/users', { signal }),
    enabled,
    select: (data) => data.users.length,
  });
  return enabled ? query.data : undefined;
}
