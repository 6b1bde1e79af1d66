/** POST /api/property-contracts. */
import { useMutation } from '@tanstack/react-query';
import type { TCreatePropertyContract } from '@shared/schemas/contracts';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useCreateContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: TCreatePropertyContract) => apiClient.post('/api/property-contracts', { body: input }).then((r) => r.contract),
    onSuccess: () => invalidate(),
  });
}
