import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** POST /api/clients/:id/convert: status customer plus a draft 'Default Contract'. */
export function useConvertClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ client: TClient }>(`/api/clients/${encodeURIComponent(id)}/convert`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
