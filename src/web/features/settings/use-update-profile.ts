import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfile } from '@shared/schemas/profile';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';
import { usersQueryKey } from './query-keys';

/** PATCH /api/me: full name and phone. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfile) => apiClient.patch('/api/me', { body: input }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), queryClient.invalidateQueries({ queryKey: usersQueryKey })]),
  });
}
