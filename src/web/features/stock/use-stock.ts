/** GET /api/stock?search=&category= and PUT /api/stock. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParBasis } from '@shared/domain/par-levels';
import type { StockFilter } from '@shared/domain/stock-rows';
import type { TSaveStock } from '@shared/schemas/stock';
import { apiClient } from '@web/lib/api-client';

export interface StockParams {
  search: string;
  category: StockFilter;
  /** The spec's 3 × on beds, or the sum of the properties' pars (decision 0197). */
  par: ParBasis;
}

export const stockKeys = {
  all: ['stock'] as const,
  list: (params: StockParams) => ['stock', 'list', params] as const,
};

export function useStock(params: StockParams) {
  return useQuery({
    queryKey: stockKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get('/api/stock', { query: { category: params.category, search: params.search || undefined, par: params.par }, signal }),
    placeholderData: keepPreviousData,
    // A draft is saved at the version it was read at; a refetch underneath never moves it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveStock) => apiClient.put('/api/stock', { body }),
    // Saved or refused as stale, the rows are read again (the refused ones show the current numbers).
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
