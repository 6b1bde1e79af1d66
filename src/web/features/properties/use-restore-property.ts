/** POST /api/properties/:id/restore */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useRestoreProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/properties/{id}/restore', { path: { id } }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
