/** PATCH /api/cleaning-teams/:id (also activate / deactivate) */
import { useMutation } from '@tanstack/react-query';
import type { TUpdateTeam } from '@shared/schemas/cleaning-teams';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useUpdateTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTeam }) =>
      api<{ team: TCleaningTeam }>(`/api/cleaning-teams/${id}`, { method: 'PATCH', body }).then((r) => r.team),
    onSuccess: () => after(),
  });
}
