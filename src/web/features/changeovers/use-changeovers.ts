/**
 * GET /api/changeovers?search=&status=&cursor=: one keyset page at a time (decision 0175). The page on
 * screen is one query; the first page's answer (kept in the cache) carries the tiles, so moving through
 * the pages never counts the window again. Previous goes back through the cursors seen.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHANGEOVER_PAGE_SIZE, filteredCount, type ChangeoverFilter } from '@shared/domain/changeovers';
import type { TChangeoversResponse, TChangeoversSummary } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';

export interface ChangeoverListParams {
  search: string;
  status: ChangeoverFilter;
}

export const changeoverKeys = {
  all: ['changeovers'] as const,
  page: (params: ChangeoverListParams, cursor: string | null) => ['changeovers', 'list', params, cursor] as const,
};

/** A page with the filter it answers (while a new filter loads, the previous answer stays on screen). */
export type ChangeoversData = TChangeoversResponse & { filter: ChangeoverFilter };

function useChangeoversPage(params: ChangeoverListParams, cursor: string | null) {
  return useQuery<ChangeoversData>({
    queryKey: changeoverKeys.page(params, cursor),
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/changeovers', {
          query: { status: params.status, search: params.search || undefined, cursor: cursor ?? undefined },
          signal,
        })
        .then((r) => ({ ...r, filter: params.status })),
    placeholderData: keepPreviousData,
  });
}

/** The page on screen, the tiles (from the first page) and the way between pages; a new filter starts at page 1. */
export function useChangeovers(params: ChangeoverListParams) {
  const filterKey = `${params.status}\u0000${params.search}`;
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = trail.key === filterKey ? trail.cursors : [];
  const first = useChangeoversPage(params, null);
  const current = useChangeoversPage(params, cursors.at(-1) ?? null);
  const summary: TChangeoversSummary | null = first.data?.summary ?? null;
  const page = cursors.length + 1;
  return {
    /** The rows on screen and the filter they answer. */
    list: current,
    /** The tiles of the window (and search): the first page's. */
    summary,
    /** The first page's answer: the filter the tiles and the summary block name. */
    firstPage: first.data,
    page,
    pageSize: CHANGEOVER_PAGE_SIZE,
    /** How many rows the filter keeps (the pager's total). */
    total: summary && first.data ? filteredCount(summary, first.data.filter) : null,
    hasNext: Boolean(current.data?.nextCursor) && !current.isPlaceholderData,
    /** Next (page + 1, with the page's cursor) or back (any earlier page). */
    goTo: (target: number) => {
      if (target === page + 1 && current.data?.nextCursor) setTrail({ key: filterKey, cursors: [...cursors, current.data.nextCursor] });
      else if (target >= 1 && target < page) setTrail({ key: filterKey, cursors: cursors.slice(0, target - 1) });
    },
  };
}
