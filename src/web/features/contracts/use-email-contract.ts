/** POST /api/property-contracts/:id/email: the contract link to the client's primary e-mail (through the outbox). */
import { useMutation } from '@tanstack/react-query';
import type { TEmailContractLink, TEmailContractLinkResult } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useEmailContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...body }: TEmailContractLink & { id: string }) =>
      api<TEmailContractLinkResult>(`/api/property-contracts/${encodeURIComponent(id)}/email`, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}
