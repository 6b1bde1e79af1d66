/** POST /api/linen-requests: the server decides by the 48-hour rule and says why. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateLinenRequest, TLinenRequestAnswer } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { invalidateRequests } from './invalidate-requests';

/** The request as decided and the message saying why. */
export type RequestAnswer = TLinenRequestAnswer;

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLinenRequest) => apiClient.post('/api/linen-requests', { body }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
