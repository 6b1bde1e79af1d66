/** PATCH /api/property-contracts/:id (unsigned contracts only). */
import { useMutation } from '@tanstack/react-query';
import type { TPropertyContract, TUpdatePropertyContract } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useUpdateContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdatePropertyContract & { id: string }) =>
      api<{ contract: TPropertyContract }>(`/api/property-contracts/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }).then(
        (r) => r.contract,
      ),
    onSuccess: () => invalidate(),
  });
}
