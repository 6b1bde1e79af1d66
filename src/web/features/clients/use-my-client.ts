import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClient, TMyClientProfile } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** GET /api/me/client: the signed-in owner's own client record, or null. */
export function useMyClient(enabled = true) {
  return useQuery({
    queryKey: clientKeys.mine,
    queryFn: ({ signal }) => api<{ client: TClient | null }>('/api/me/client', { signal }).then((r) => r.client),
    enabled,
  });
}

/** POST /api/me/client: creates the owner's client record linked to their account (status customer). */
export function useCreateMyClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TMyClientProfile) =>
      api<{ client: TClient; message: string }>('/api/me/client', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
