/** POST /api/linen-requests/:id/decline */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateRequests } from './invalidate-requests';
import type { RequestAnswer } from './use-create-request';

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RequestAnswer>(`/api/linen-requests/${id}/decline`, { method: 'POST', body: {} }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
