/** DELETE /api/calendar-feed: stop sharing (the URL stops working). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<TCalendarFeed>(calendarKeys.feed, { url: null, createdAt: null }),
  });
}
