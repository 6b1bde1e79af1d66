/** POST /api/linen-requests/:id/decline with an optional reason (issue 19 M7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { invalidateRequests } from './invalidate-requests';

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      apiClient.post('/api/linen-requests/{id}/decline', { path: { id }, body: { reason } }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
