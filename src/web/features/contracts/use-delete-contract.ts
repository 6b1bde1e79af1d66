/** DELETE /api/property-contracts/:id (unsigned contracts only). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useDeleteContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/property-contracts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
