/** PATCH /api/property-contracts/:id (unsigned contracts only). */
import { useMutation } from '@tanstack/react-query';
import type { TUpdatePropertyContract } from '@shared/schemas/contracts';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useUpdateContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdatePropertyContract & { id: string }) =>
      apiClient.patch('/api/property-contracts/{id}', { path: { id }, body: input }).then((r) => r.contract),
    onSuccess: () => invalidate(),
  });
}
