import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateUser, TUserListItem } from '@shared/schemas/users';
import { api } from '@web/lib/api';
import { usersQueryKey } from './query-keys';

/** POST /api/users */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateUser) => api<{ user: TUserListItem }>('/api/users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
