import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient } from '@shared/schemas/clients';
import { api, apiUpload } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** POST /api/clients/:id/photo (an image under 2 MB, stored as WebP) and DELETE to remove it. */
export function useClientPhoto() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
  const upload = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<{ client: TClient }>(`/api/clients/${encodeURIComponent(id)}/photo`, form);
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<{ client: TClient }>(`/api/clients/${encodeURIComponent(id)}/photo`, { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}
