/** GET /api/stock/forecast and GET /api/stock/par-levels (Stock → Forecast, decision 0197). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export const forecastKeys = {
  forecast: ['stock', 'forecast'] as const,
  par: (params: ParParams) => ['stock', 'par-levels', params] as const,
};

export function useForecast() {
  return useQuery({ queryKey: forecastKeys.forecast, queryFn: ({ signal }) => apiClient.get('/api/stock/forecast', { signal }) });
}

export interface ParParams {
  search: string;
  offset: number;
  limit: number;
}

export function useParLevels(params: ParParams) {
  return useQuery({
    queryKey: forecastKeys.par(params),
    queryFn: ({ signal }) =>
      apiClient.get('/api/stock/par-levels', { query: { search: params.search || undefined, offset: params.offset, limit: params.limit }, signal }),
    placeholderData: keepPreviousData,
  });
}
