import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignOutOthers } from '@shared/schemas/sessions';
import { calendarKeys } from '@web/features/calendar/query-keys';
import { apiClient } from '@web/lib/api-client';

export const sessionsQueryKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions: the signed-in user's devices, this one first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => apiClient.get('/api/me/sessions').then((r) => r.sessions),
  });
}

/** DELETE /api/me/sessions/:id: signs one device out. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/me/sessions/{id}', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/me/sessions/sign-out-others: every device but this one, and a new calendar feed link when asked. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignOutOthers) => apiClient.post('/api/me/sessions/sign-out-others', { body: input }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
      ]);
    },
  });
}
