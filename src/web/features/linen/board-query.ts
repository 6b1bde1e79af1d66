/**
 * The board's read as a query (GET /api/linen-cards/board), shared by the page and the app's entry: on
 * /kanban the entry asks for the first board alongside the session (decision 0180), so the answer is
 * on its way while the page's code loads. Small on purpose: the entry carries it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TBoardQuery } from '@shared/schemas/linen-board';
import { apiClient } from '@web/lib/api-client';
import type { ExceptionFilter } from './board-filter';
import { linenKeys } from './query-keys';

/** The board's query for the search as typed (trimmed; empty is none) and the exception pill. */
export const boardQuery = (search: string, exception: ExceptionFilter): TBoardQuery => ({ search: search || undefined, exception });

/** The board as first opened (no search, 'All'): what the entry asks for on /kanban. */
export const FIRST_BOARD_QUERY = boardQuery('', 'all');

export const boardQueryOptions = (query: TBoardQuery) =>
  queryOptions({
    queryKey: linenKeys.board(query),
    queryFn: ({ signal }) => apiClient.get('/api/linen-cards/board', { query, signal }),
  });
