/** GET /api/charges?kind=&status=&period=&search=&cursor= a page at a time (Load more), and the CSV's URL. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RollingPeriod } from '@shared/domain/rolling-period';
import type { CHARGE_KIND_FILTERS, CHARGE_STATUS_FILTERS } from '@shared/schemas/charge-ledger';
import { apiClient, apiUrl } from '@web/lib/api-client';

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

const filterQuery = (params: ChargeListParams) => ({
  kind: params.kind,
  status: params.status,
  period: params.period,
  search: params.search || undefined,
});

/** The server's CSV of the same filters (a plain download link). */
export const chargesCsvUrl = (params: ChargeListParams) => apiUrl('/api/charges/export.csv', { query: filterQuery(params) });

export function useCharges(params: ChargeListParams) {
  return useInfiniteQuery({
    queryKey: chargeKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/charges', { query: { ...filterQuery(params), cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
