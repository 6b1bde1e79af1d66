/** POST /api/property-contracts/:id/sign: signing a draft from the property panel. */
import { useMutation } from '@tanstack/react-query';
import type { TPanelSignContract } from '@shared/schemas/contracts';
import { apiClient } from '@web/lib/api-client';
import { useInvalidateContracts } from './use-invalidate-contracts';

export function useSignContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...input }: TPanelSignContract & { id: string }) =>
      apiClient.post('/api/property-contracts/{id}/sign', { path: { id }, body: input }).then((r) => r.contract),
    onSuccess: () => invalidate({ signed: true }),
  });
}
