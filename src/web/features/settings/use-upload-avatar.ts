import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@shared/schemas/profile';
import { meQueryKey } from '@web/lib/session';
import { apiUpload } from '@web/lib/api';

/** POST /api/me/avatar (multipart field `file`). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<{ user: TProfile }>('/api/me/avatar', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
