/** POST /api/public/contracts/:token/sign. */
import { useMutation } from '@tanstack/react-query';
import type { TPublicSignContract, TPublicSignResult } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';

export function usePublicSign(token: string) {
  return useMutation({
    mutationFn: (input: TPublicSignContract) =>
      api<{ result: TPublicSignResult }>(`/api/public/contracts/${encodeURIComponent(token)}/sign`, { method: 'POST', body: input }).then(
        (r) => r.result,
      ),
  });
}
