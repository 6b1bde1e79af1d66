/** PATCH /api/cleaning-teams/:id (also activate / deactivate) */
import { useMutation } from '@tanstack/react-query';
import type { TUpdateTeam } from '@shared/schemas/cleaning-teams';
import { apiClient } from '@web/lib/api-client';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useUpdateTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTeam }) =>
      apiClient.patch('/api/cleaning-teams/{id}', { path: { id }, body }).then((r) => r.team),
    onSuccess: () => after(),
  });
}
