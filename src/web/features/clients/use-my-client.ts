import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyClientProfile } from '@shared/schemas/clients';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/me/client: the signed-in owner's own client record, or null. */
export function useMyClient(enabled = true) {
  return useQuery({
    queryKey: clientKeys.mine,
    queryFn: ({ signal }) => apiClient.get('/api/me/client', { signal }).then((r) => r.client),
    enabled,
  });
}

/** POST /api/me/client: creates the owner's client record linked to their account (status customer). */
export function useCreateMyClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TMyClientProfile) => apiClient.post('/api/me/client', { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
