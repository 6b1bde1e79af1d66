/** POST /api/contract-shares/:id/deactivate: the link stops working. */
import { useMutation } from '@tanstack/react-query';
import type { TContractShare } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useDeactivateShare() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (shareId: string) =>
      api<{ share: TContractShare }>(`/api/contract-shares/${encodeURIComponent(shareId)}/deactivate`, { method: 'POST' }).then((r) => r.share),
    onSuccess: () => invalidate(),
  });
}
