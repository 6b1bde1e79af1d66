/** POST /api/calendar-events */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarEvent, TCreateCalendarEvent } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCalendarEvent) => api<{ event: TCalendarEvent }>('/api/calendar-events', { method: 'POST', body }).then((r) => r.event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}
