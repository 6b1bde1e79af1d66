/**
 * After a change of a card: everything under ['linen-cards'] is read again (the courier's lists, details),
 * except the board's pages, which the change feed (read again at once) patches, so a long column keeps
 * the pages it loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import { linenKeys } from './query-keys';

export function refreshAfterCardChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: linenKeys.all, predicate: (q) => q.queryKey[1] !== linenKeys.boards[1] });
}
