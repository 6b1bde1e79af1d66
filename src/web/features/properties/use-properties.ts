/** GET /api/properties?archived=&search=&clientId=&limit=&offset= */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { propertyKeys, type PropertyListParams } from './query-keys';

export const PROPERTIES_PAGE_SIZE = 50;

export function useProperties(params: PropertyListParams) {
  return useQuery({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get('/api/properties', {
        query: {
          archived: params.archived ? 'true' : 'false',
          limit: PROPERTIES_PAGE_SIZE,
          offset: params.page * PROPERTIES_PAGE_SIZE,
          search: params.search || undefined,
          clientId: params.clientId || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
