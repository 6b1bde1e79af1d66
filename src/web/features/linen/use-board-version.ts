/**
 * GET /api/linen-cards/board/changes?since={version} every 3 s while the tab is visible (TanStack Query
 * pauses the interval in a hidden tab), so a move made in another browser shows within 5 s. The answer
 * is what changed since the board's version, which the page patches in; `reset` reads the board again.
 */
import { useQuery } from '@tanstack/react-query';
import type { TBoardQuery } from '@shared/schemas/linen-board';
import { apiClient } from '@web/lib/api-client';
import { linenKeys } from './query-keys';

export const BOARD_POLL_MS = 3000;

export function useBoardChanges(query: TBoardQuery, version: string | undefined) {
  return useQuery({
    queryKey: linenKeys.changes(query, version ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards/board/changes', { query: { ...query, since: version ?? '' }, signal }),
    enabled: Boolean(version),
    refetchInterval: BOARD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
  });
}
