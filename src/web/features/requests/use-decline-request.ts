/** POST /api/linen-requests/:id/decline with an optional reason (issue 19 M7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateRequests } from './invalidate-requests';
import type { RequestAnswer } from './use-create-request';

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      api<RequestAnswer>(`/api/linen-requests/${id}/decline`, { method: 'POST', body: { reason } }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
