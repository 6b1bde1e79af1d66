/** GET /api/cleaning-teams?active=&search= */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';
import { teamKeys, type TeamListParams } from './query-keys';

export function useCleaningTeams(params: TeamListParams, options: { enabled?: boolean } = {}) {
  return useQuery<TCleaningTeam[]>({
    queryKey: teamKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/cleaning-teams', { query: { active: params.active || undefined, search: params.search || undefined }, signal })
        .then((r) => r.teams),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
