import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZGuideUpdate } from '@shared/schemas/me';
import { meQueryKey, type Me } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

export type GuideUpdate = z.infer<typeof ZGuideUpdate>;

export interface GuideState {
  startupGuideCompleted: boolean;
  guideStepsCompleted: number[];
}

/**
 * POST /api/me/guide: `{ completed: true }` ends the guide (Skip or 'Complete Guide'); `{ step }` ticks a
 * module on the reference strip (one-way). The cached session takes the answer, then is refetched.
 */
export function useGuideUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GuideUpdate) => apiClient.post('/api/me/guide', { body: update }),
    onSuccess: (state) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, user: { ...me.user, ...state } } : me));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
