/** POST /api/linen-requests/:id/accept (the 48-hour rule applies again on the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateRequests } from './invalidate-requests';
import type { RequestAnswer } from './use-create-request';

export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RequestAnswer>(`/api/linen-requests/${id}/accept`, { method: 'POST' }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
