/**
 * GET /api/linen-cards/board: the counts and each column's first 30 cards under the search and exception
 * (the server runs the overdue move first); GET /api/linen-cards/board/column for a column's next page,
 * appended to the same data. The previous answer stays on screen while a new search loads.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { LinenStatus } from '@shared/domain/linen';
import type { TBoardPage, TBoardQuery } from '@shared/schemas/linen-board';
import { toast } from 'sonner';
import { apiClient } from '@web/lib/api-client';
import { appendPage } from './board-pages';
import { boardQueryOptions } from './board-query';
import { linenKeys } from './query-keys';

export function useBoard(query: TBoardQuery) {
  return useQuery({ ...boardQueryOptions(query), placeholderData: keepPreviousData });
}

/** Loads a column's next page once at a time; `loading` names the columns waiting for theirs. */
export function useLoadMore(query: TBoardQuery, board: TBoardPage | undefined) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<ReadonlySet<LinenStatus>>(new Set());
  // The pages asked for and not answered yet (a ref: two columns' effects may ask in one render).
  const asked = useRef(new Set<string>());
  const loadMore = useCallback(
    (status: LinenStatus) => {
      const cursor = board?.columns[status].next;
      if (!cursor || asked.current.has(cursor)) return;
      asked.current.add(cursor);
      setLoading((s) => new Set(s).add(status));
      apiClient
        .get('/api/linen-cards/board/column', { query: { ...query, status, cursor } })
        .then((page) => {
          asked.current.delete(cursor);
          queryClient.setQueryData<TBoardPage>(linenKeys.board(query), (current) =>
            // Only onto the pages it follows (a reload in between starts the column again).
            current && current.columns[status].next === cursor ? appendPage(current, status, page) : current,
          );
        })
        // Not asked again by itself (the cursor stays asked): the next read of the board starts afresh.
        .catch(() => toast.error('Failed to load more cards. Please try again.'))
        .finally(() => {
          setLoading((s) => {
            const next = new Set(s);
            next.delete(status);
            return next;
          });
        });
    },
    [board, query, queryClient],
  );
  return { loadMore, loading };
}
