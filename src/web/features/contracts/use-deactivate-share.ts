/** POST /api/contract-shares/:id/deactivate: the link stops working. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useDeactivateShare() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (shareId: string) => apiClient.post('/api/contract-shares/{id}/deactivate', { path: { id: shareId } }).then((r) => r.share),
    onSuccess: () => invalidate(),
  });
}
