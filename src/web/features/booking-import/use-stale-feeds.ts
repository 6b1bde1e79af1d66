/** GET /api/booking-calendars/stale: booking calendars not read for 6 hours, in the caller's scope (issue 24). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { staleFeedsKey } from './query-keys';

export function useStaleFeeds() {
  return useQuery({
    queryKey: staleFeedsKey,
    queryFn: ({ signal }) => apiClient.get('/api/booking-calendars/stale', { signal }).then((r) => r.feeds),
    refetchInterval: 5 * 60_000,
  });
}
