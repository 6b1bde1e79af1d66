/** GET /api/calendar-feed: the caller's private feed URL, or null. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useCalendarFeed(options: { enabled: boolean }) {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => apiClient.get('/api/calendar-feed', { signal }),
    enabled: options.enabled,
  });
}
