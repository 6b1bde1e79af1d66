/** GET /api/courier/visits/:id: the proof of a courier's stop (404: missing, or another owner's). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export const visitProofKeys = { one: (id: string) => ['courier-visits', 'proof', id] as const };

export function useVisitProof(id: string) {
  return useQuery({
    queryKey: visitProofKeys.one(id),
    queryFn: ({ signal }) => apiClient.get('/api/courier/visits/{id}', { path: { id }, signal }).then((r) => r.visit),
    retry: false,
    // A stored visit never changes.
    staleTime: Infinity,
  });
}
