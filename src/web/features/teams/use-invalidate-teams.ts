import { useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './query-keys';

/** After a team changes: every teams list (this page and the board's assign dialog). */
export function useAfterTeamChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
