/** GET /api/charges?kind=&status=&period=&search=&cursor= a page at a time (Load more), and the CSV's URL. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RollingPeriod } from '@shared/domain/rolling-period';
import type { CHARGE_KIND_FILTERS, CHARGE_STATUS_FILTERS, TChargesResponse } from '@shared/schemas/charge-ledger';
import { api } from '@web/lib/api';

export interface ChargeListParams {
  kind: (typeof CHARGE_KIND_FILTERS)[number];
  status: (typeof CHARGE_STATUS_FILTERS)[number];
  period: RollingPeriod;
  search: string;
}

export const chargeKeys = {
  all: ['charges'] as const,
  list: (params: ChargeListParams) => ['charges', 'list', params] as const,
};

function filterQuery(params: ChargeListParams): URLSearchParams {
  const qs = new URLSearchParams({ kind: params.kind, status: params.status, period: params.period });
  if (params.search) qs.set('search', params.search);
  return qs;
}

/** The server's CSV of the same filters (a plain download link). */
export const chargesCsvUrl = (params: ChargeListParams) => `/api/charges/export.csv?${filterQuery(params)}`;

export function useCharges(params: ChargeListParams) {
  return useInfiniteQuery({
    queryKey: chargeKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const qs = filterQuery(params);
      if (pageParam) qs.set('cursor', pageParam);
      return api<TChargesResponse>(`/api/charges?${qs}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
