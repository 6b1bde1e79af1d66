/** DELETE /api/cleaning-teams/:id: deleted, or deactivated when cards or changeovers name the team. */
import { useMutation } from '@tanstack/react-query';
import type { TDeleteTeamResult } from '@shared/schemas/cleaning-teams';
import { api } from '@web/lib/api';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useDeleteTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: (id: string) => api<TDeleteTeamResult>(`/api/cleaning-teams/${id}`, { method: 'DELETE' }),
    onSuccess: () => after(),
  });
}
