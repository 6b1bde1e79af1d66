import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** POST /api/clients/:id/convert: status customer plus a draft 'Default Contract'. */
export function useConvertClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/clients/{id}/convert', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
