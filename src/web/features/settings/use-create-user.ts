import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateUser } from '@shared/schemas/users';
import { apiClient } from '@web/lib/api-client';
import { usersQueryKey } from './query-keys';

/** POST /api/users */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateUser) => apiClient.post('/api/users', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
