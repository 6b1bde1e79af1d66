/** POST /api/property-contracts/:id/shares: a new active link. */
import { useMutation } from '@tanstack/react-query';
import type { TContractShare } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useShareContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (contractId: string) =>
      api<{ share: TContractShare; url: string }>(`/api/property-contracts/${encodeURIComponent(contractId)}/shares`, { method: 'POST' }),
    onSuccess: () => invalidate(),
  });
}
