/** POST /api/calendar-feed: a new private URL (any earlier one stops working). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/calendar-feed'),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed, feed),
  });
}
