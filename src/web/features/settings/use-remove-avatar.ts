import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@shared/schemas/profile';
import { meQueryKey } from '@web/lib/session';
import { api } from '@web/lib/api';

/** DELETE /api/me/avatar */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ user: TProfile }>('/api/me/avatar', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
