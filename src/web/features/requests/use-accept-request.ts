/** POST /api/linen-requests/:id/accept (the 48-hour rule applies again on the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { invalidateRequests } from './invalidate-requests';

export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/linen-requests/{id}/accept', { path: { id } }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
