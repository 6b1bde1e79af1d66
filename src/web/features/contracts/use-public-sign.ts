/** POST /api/public/contracts/:token/sign. */
import { useMutation } from '@tanstack/react-query';
import type { TPublicSignContract } from '@shared/schemas/contracts';
import { apiClient } from '@web/lib/api-client';

export function usePublicSign(token: string) {
  return useMutation({
    mutationFn: (input: TPublicSignContract) =>
      apiClient.post('/api/public/contracts/{token}/sign', { path: { token }, body: input }).then((r) => r.result),
  });
}
