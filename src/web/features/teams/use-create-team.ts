/** POST /api/cleaning-teams */
import { useMutation } from '@tanstack/react-query';
import type { TCreateTeam } from '@shared/schemas/cleaning-teams';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useCreateTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: (body: TCreateTeam) => api<{ team: TCleaningTeam }>('/api/cleaning-teams', { method: 'POST', body }).then((r) => r.team),
    onSuccess: () => after(),
  });
}
