/** POST /api/property-contracts/:id/email: the contract link to the client's primary e-mail (through the outbox). */
import { useMutation } from '@tanstack/react-query';
import type { TEmailContractLink } from '@shared/schemas/contracts';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useEmailContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...body }: TEmailContractLink & { id: string }) =>
      apiClient.post('/api/property-contracts/{id}/email', { path: { id }, body }),
    onSuccess: () => invalidate(),
  });
}
