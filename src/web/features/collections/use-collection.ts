/** GET /api/collections/:id: the collection with its property's services (404: not found). */
import { useQuery } from '@tanstack/react-query';
import type { TCollectionDetail } from '@shared/schemas/collections';
import { api } from '@web/lib/api';
import { collectionKeys } from './use-collections';

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionKeys.one(id),
    queryFn: ({ signal }) => api<TCollectionDetail>(`/api/collections/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
