/**
 * GET /api/linen-cards/version every 3 s while the tab is visible (TanStack Query pauses the interval
 * in a hidden tab), so a move made in another browser shows within 5 s.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export const BOARD_POLL_MS = 3000;

export function useBoardVersion() {
  return useQuery({
    queryKey: linenKeys.version,
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards/version', { signal }).then((r) => r.version),
    refetchInterval: BOARD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
