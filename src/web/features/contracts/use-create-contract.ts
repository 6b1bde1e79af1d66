/** POST /api/property-contracts. */
import { useMutation } from '@tanstack/react-query';
import type { TCreatePropertyContract, TPropertyContract } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useCreateContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: TCreatePropertyContract) =>
      api<{ contract: TPropertyContract }>('/api/property-contracts', { method: 'POST', body: input }).then((r) => r.contract),
    onSuccess: () => invalidate(),
  });
}
