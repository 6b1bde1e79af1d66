/** POST /api/calendar-events */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateCalendarEvent } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCalendarEvent) => apiClient.post('/api/calendar-events', { body }).then((r) => r.event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}
