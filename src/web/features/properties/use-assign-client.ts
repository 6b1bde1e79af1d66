/** POST /api/properties/:id/assign-client: an existing client, or a new one created on the way. */
import { useMutation } from '@tanstack/react-query';
import type { TAssignClient } from '@shared/schemas/properties';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useAssignClient() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAssignClient }) =>
      apiClient.post('/api/properties/{id}/assign-client', { path: { id }, body }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
