/** GET /api/courier/variances a page at a time (Load more), and its two actions; charges are read again after. */
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@shared/domain/courier-visits';
import type { VARIANCE_STATES } from '@shared/schemas/courier-variances';
import { apiClient } from '@web/lib/api-client';

export interface VarianceListParams {
  state: (typeof VARIANCE_STATES)[number];
  property: { id: string; name: string } | null;
}

export const varianceKeys = {
  all: ['variances'] as const,
  list: (state: VarianceListParams['state'], property: string | null) => ['variances', 'list', state, property] as const,
};

export function useVariances(params: VarianceListParams) {
  const property = params.property?.id ?? null;
  return useInfiniteQuery({
    queryKey: varianceKeys.list(params.state, property),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/courier/variances', {
        query: { state: params.state, property: property ?? undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: varianceKeys.all }), queryClient.invalidateQueries({ queryKey: ['charges'] })]);
}

export function useChargeReplacement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ visitId, item, amountPence }: { visitId: string; item: string; amountPence: number }) =>
      apiClient.post('/api/courier/variances/{visitId}/{item}/charge', { path: { visitId, item: item as InventoryItem }, body: { amountPence } }),
    onSettled: invalidate,
  });
}

export function useResolveVariance() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ visitId, item, reason }: { visitId: string; item: string; reason: string }) =>
      apiClient.post('/api/courier/variances/{visitId}/{item}/resolve', { path: { visitId, item: item as InventoryItem }, body: { reason } }),
    onSettled: invalidate,
  });
}
