/** POST /api/calendar-feed: a new private URL (any earlier one stops working). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TCalendarFeed>('/api/calendar-feed', { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed, feed),
  });
}
