/** POST /api/linen-requests: the server decides by the 48-hour rule and says why. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateLinenRequest, TLinenRequest } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { invalidateRequests } from './invalidate-requests';

export interface RequestAnswer {
  request: TLinenRequest;
  message: string;
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLinenRequest) => api<RequestAnswer>('/api/linen-requests', { method: 'POST', body }),
    onSettled: () => invalidateRequests(queryClient),
  });
}
