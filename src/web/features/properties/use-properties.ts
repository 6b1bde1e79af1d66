/** GET /api/properties?archived=&search=&clientId=&limit=&offset= */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPropertyList } from '@shared/schemas/properties';
import { api } from '@web/lib/api';
import { propertyKeys, type PropertyListParams } from './query-keys';

export const PROPERTIES_PAGE_SIZE = 50;

export function useProperties(params: PropertyListParams) {
  return useQuery({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({
        archived: String(params.archived),
        limit: String(PROPERTIES_PAGE_SIZE),
        offset: String(params.page * PROPERTIES_PAGE_SIZE),
      });
      if (params.search) qs.set('search', params.search);
      if (params.clientId) qs.set('clientId', params.clientId);
      return api<TPropertyList>(`/api/properties?${qs}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
