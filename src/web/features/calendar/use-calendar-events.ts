/**
 * The calendar's reads (issue 21): the month grid's per-day summary (GET /api/calendar-events/month) and
 * one day's events for its dialog, a keyset page at a time (GET /api/calendar-events?from=day&to=day).
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCalendarMonth } from '@shared/schemas/requests';
import { apiClient } from '@web/lib/api-client';
import { calendarKeys } from './query-keys';

export function useCalendarMonth(range: { from: string; to: string }) {
  return useQuery<TCalendarMonth>({
    queryKey: calendarKeys.month(range.from, range.to),
    queryFn: ({ signal }) => apiClient.get('/api/calendar-events/month', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDayEvents(day: string | null) {
  return useInfiniteQuery({
    queryKey: calendarKeys.day(day ?? ''),
    enabled: day !== null,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/calendar-events', { query: { from: day!, to: day!, cursor: pageParam || undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
