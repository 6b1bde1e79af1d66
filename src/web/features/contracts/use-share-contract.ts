/** POST /api/property-contracts/:id/shares: a new active link. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useShareContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (contractId: string) => apiClient.post('/api/property-contracts/{id}/shares', { path: { id: contractId } }),
    onSuccess: () => invalidate(),
  });
}
