/** GET /api/properties/page?archived=&search=&clientId=&cursor=: the /properties table a keyset page at a time ('Load more'). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { propertyKeys, type PropertyPageParams } from './query-keys';

export function usePropertyPages(params: PropertyPageParams) {
  return useInfiniteQuery({
    queryKey: propertyKeys.pages(params),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/properties/page', {
        query: {
          archived: params.archived ? 'true' : 'false',
          search: params.search || undefined,
          clientId: params.clientId || undefined,
          cursor: pageParam || undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
