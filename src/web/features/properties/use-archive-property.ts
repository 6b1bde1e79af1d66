/** POST /api/properties/:id/archive */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { useAfterPropertyChange } from './use-invalidate-properties';

export function useArchiveProperty() {
  const after = useAfterPropertyChange();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/properties/{id}/archive', { path: { id } }).then((r) => r.property),
    onSuccess: (property) => after(property),
  });
}
