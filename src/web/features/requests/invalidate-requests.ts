/** After a request is made or decided: the lists, the dashboard and the board (its 'Service requested for' line). */
import type { QueryClient } from '@tanstack/react-query';
import { linenKeys } from '@web/features/linen/query-keys';
import { requestKeys } from './query-keys';

export function invalidateRequests(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    queryClient.invalidateQueries({ queryKey: requestKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  ]);
}
