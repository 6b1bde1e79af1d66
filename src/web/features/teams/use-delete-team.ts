/** DELETE /api/cleaning-teams/:id: deleted, or deactivated when cards or changeovers name the team. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useAfterTeamChange } from './use-invalidate-teams';

export function useDeleteTeam() {
  const after = useAfterTeamChange();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/cleaning-teams/{id}', { path: { id } }),
    onSuccess: () => after(),
  });
}
