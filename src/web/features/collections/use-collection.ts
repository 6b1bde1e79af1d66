/** GET /api/collections/:id: the collection with its property's services (404: not found). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { collectionKeys } from './use-collections';

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionKeys.one(id),
    queryFn: ({ signal }) => apiClient.get('/api/collections/{id}', { path: { id }, signal }),
    retry: false,
  });
}
