import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TUpdateProfile } from '@shared/schemas/profile';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';
import { usersQueryKey } from './query-keys';

/** PATCH /api/me: full name and phone. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfile) => api<{ user: TProfile }>('/api/me', { method: 'PATCH', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]),
  });
}
