/** GET /api/calendar-events?from=&to= (the days the month grid shows). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useCalendarEvents(range: { from: string; to: string }) {
  return useQuery<TCalendarEvent[]>({
    queryKey: calendarKeys.range(range.from, range.to),
    queryFn: ({ signal }) => apiClient.get('/api/calendar-events', { query: { from: range.from, to: range.to }, signal }).then((r) => r.events),
    placeholderData: keepPreviousData,
  });
}
