import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** POST /api/clients/:id/photo (an image under 2 MB, stored as WebP) and DELETE to remove it. */
export function useClientPhoto() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
  const upload = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post('/api/clients/{id}/photo', { path: { id }, body: form });
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/clients/{id}/photo', { path: { id } }),
    onSuccess,
  });
  return { upload, remove };
}
