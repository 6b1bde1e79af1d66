/** GET /api/stock-items: shelf stock the property form assigns from (staff only). */
import { useQuery } from '@tanstack/react-query';
import type { TStockItem } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { propertyKeys } from './query-keys';

export function useStockItems(enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.stockItems,
    queryFn: ({ signal }) => api<{ stockItems: TStockItem[] }>('/api/stock-items', { signal }).then((r) => r.stockItems),
    enabled,
    staleTime: 0,
  });
}
