/** GET /api/calendar-feed: the caller's private feed URL, or null. */
import { useQuery } from '@tanstack/react-query';
import type { TCalendarFeed } from '@shared/schemas/requests';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export function useCalendarFeed(options: { enabled: boolean }) {
  return useQuery<TCalendarFeed>({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => api<TCalendarFeed>('/api/calendar-feed', { signal }),
    enabled: options.enabled,
  });
}
