/** GET /api/cleaning-teams?active=&search= */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { teamKeys, type TeamListParams } from './query-keys';

export function useCleaningTeams(params: TeamListParams, options: { enabled?: boolean } = {}) {
  return useQuery<TCleaningTeam[]>({
    queryKey: teamKeys.list(params),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams();
      if (params.active) qs.set('active', params.active);
      if (params.search) qs.set('search', params.search);
      const query = qs.toString();
      return api<{ teams: TCleaningTeam[] }>(`/api/cleaning-teams${query ? `?${query}` : ''}`, { signal }).then((r) => r.teams);
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
