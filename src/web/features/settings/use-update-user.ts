import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUser, TUserListItem } from '@shared/schemas/users';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';
import { usersQueryKey } from './query-keys';

/** PATCH /api/users/:id (name, phone, role, active). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateUser }) =>
      api<{ user: TUserListItem }>(`/api/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
