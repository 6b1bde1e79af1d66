import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

/** DELETE /api/me/avatar */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/me/avatar'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
