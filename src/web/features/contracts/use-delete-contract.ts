/** DELETE /api/property-contracts/:id (unsigned contracts only). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useDeleteContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/property-contracts/{id}', { path: { id } }),
    onSuccess: () => invalidate(),
  });
}
