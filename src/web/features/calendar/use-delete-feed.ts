/** DELETE /api/calendar-feed: stop sharing (the URL stops working). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/calendar-feed'),
    onSuccess: () => queryClient.setQueryData<TCalendarFeed>(calendarKeys.feed, { url: null, createdAt: null }),
  });
}
