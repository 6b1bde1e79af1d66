import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeviceSession, TSignOutOthers, TSignOutOthersResult } from '@shared/schemas/sessions';
import { calendarKeys } from '@web/features/calendar/query-keys';
import { api } from '@web/lib/api';

export const sessionsQueryKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions: the signed-in user's devices, this one first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => api<{ sessions: TDeviceSession[] }>('/api/me/sessions').then((r) => r.sessions),
  });
}

/** DELETE /api/me/sessions/:id: signs one device out. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ signedOut: true }>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/me/sessions/sign-out-others: every device but this one, and a new calendar feed link when asked. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignOutOthers) => api<TSignOutOthersResult>('/api/me/sessions/sign-out-others', { method: 'POST', body: input }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
      ]);
    },
  });
}
