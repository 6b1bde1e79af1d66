import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUser } from '@shared/schemas/users';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';
import { usersQueryKey } from './query-keys';

/** PATCH /api/users/:id (name, phone, role, active). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateUser }) => apiClient.patch('/api/users/{id}', { path: { id }, body: patch }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: usersQueryKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
