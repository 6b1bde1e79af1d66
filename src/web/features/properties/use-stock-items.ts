/** GET /api/stock-items: shelf stock the property form assigns from (staff only). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';

export function useStockItems(enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.stockItems,
    queryFn: ({ signal }) => apiClient.get('/api/stock-items', { signal }).then((r) => r.stockItems),
    enabled,
    staleTime: 0,
  });
}
