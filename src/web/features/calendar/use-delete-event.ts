/** DELETE /api/calendar-events/:id (own events; staff: any that is not a request's). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/calendar-events/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}
