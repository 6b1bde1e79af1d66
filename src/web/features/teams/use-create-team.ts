/** POST /api/cleaning-teams */
import { useMutation } from '@tanstack/react-query';
import type { TCreateTeam } from '@shared/schemas/cleaning-teams';
import { apiClient } from '@web/lib/api-client';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useCreateTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: (body: TCreateTeam) => apiClient.post('/api/cleaning-teams', { body }).then((r) => r.team),
    onSuccess: () => after(),
  });
}
