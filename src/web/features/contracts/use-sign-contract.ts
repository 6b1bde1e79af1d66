/** POST /api/property-contracts/:id/sign: signing a draft from the property panel. */
import { useMutation } from '@tanstack/react-query';
import type { TPanelSignContract, TPropertyContract } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useSignContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...input }: TPanelSignContract & { id: string }) =>
      api<{ contract: TPropertyContract }>(`/api/property-contracts/${encodeURIComponent(id)}/sign`, { method: 'POST', body: input }).then(
        (r) => r.contract,
      ),
    onSuccess: () => invalidate({ signed: true }),
  });
}
